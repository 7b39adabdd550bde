import { Button, Card, Result, Space, Spin, Typography } from 'antd';
import { LoadFailed } from '@/components/LoadFailed';
import { useFeedback } from '@/components/feedback/feedback';
import { useTabLabel } from '@/engine/host/screen-host';
import { useLeaveGuard } from '@/engine/form/use-leave-guard';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { SkuTable } from './SkuTable';
import { SpecPanel } from './SpecPanel';
import { useSkuEditor } from './use-sku-editor';
import { SectionHeading } from '@/components/SectionHeading';
import { LocalDraftNotice } from '../publish/LocalDraftNotice';

const GOODS_LIST_PATH = '/goods/goods-list';

/** The spec groups and SKU matrix of a goods (with `supply`, of a supply goods with its supply prices). */
export function SkuScreen({ goodsId, supply, listPath = GOODS_LIST_PATH }: { goodsId: string; supply?: boolean; listPath?: string }) {
  const { t } = useTranslation('goodsPublish');
  const navigate = useNavigate();
  const { message } = useFeedback();
  const editor = useSkuEditor(goodsId, { supply });
  useTabLabel(editor.goods?.goods_name);
  useLeaveGuard(editor.dirty);

  if (editor.loadFailed) {
    return <LoadFailed title={t('load.failed')} error={editor.loadError} onRetry={editor.reload} />;
  }

  const save = async () => {
    if (await editor.save()) void message.success(t('sku.saved'));
    else if (editor.rows.length === 0) void message.error(t('sku.noRows'));
  };

  return (
    <Spin spinning={editor.loading}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {editor.localDraft && <LocalDraftNotice savedAt={editor.localDraft.saved_at} busy={editor.loading} onRestore={editor.restoreLocalDraft} onDiscard={editor.discardLocalDraft} />}
        <Card>
          <SectionHeading style={{ margin: 0 }} data-testid="sku-goods-name">
            {t('sku.title', { name: editor.goods?.goods_name ?? '' })}
          </SectionHeading>
          {editor.goods?.source_type === 'SUPPLIER' && <Typography.Text type="warning">{t('sku.supplier')}</Typography.Text>}
        </Card>
        <SpecPanel editor={editor} />
        <SkuTable editor={editor} />
        <Card>
          <Space>
            <Button type="primary" loading={editor.saving} disabled={editor.goods?.source_type === 'SUPPLIER'} onClick={() => void save()}>
              {t('sku.save')}
            </Button>
            <Button onClick={() => navigate(listPath)}>{t('saved.toList')}</Button>
          </Space>
        </Card>
      </Space>
    </Spin>
  );
}

/** good-sku/{goodsid}: the goods' spec groups and SKU matrix. */
export default function GoodsSkuPage() {
  const { goodsid } = useParams();
  const { t } = useTranslation('goodsPublish');
  const navigate = useNavigate();
  if (!goodsid) {
    return (
      <Result
        status="info"
        title={t('sku.noGoods')}
        extra={
          <Button type="primary" onClick={() => navigate(GOODS_LIST_PATH)}>
            {t('saved.toList')}
          </Button>
        }
      />
    );
  }
  return <SkuScreen key={goodsid} goodsId={goodsid} />;
}
