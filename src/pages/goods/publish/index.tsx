import { Button, Modal, Space, Spin } from 'antd';
import { LoadFailed } from '@/components/LoadFailed';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useFeedback } from '@/components/feedback/feedback';
import { useLeaveGuard } from '@/engine/form/use-leave-guard';
import { useTabLabel } from '@/engine/host/screen-host';
import { CategoryStep } from './CategoryStep';
import { PublishFormView } from './PublishFormView';
import { usePublishForm } from './use-publish-form';
import { GOODS_LIST_PATH, skuPath } from './paths';
import { LocalDraftNotice } from './LocalDraftNotice';

export interface PublishScreenProps {
  goodsId?: string;
  isDraft: boolean;
  /** The supplier shop's supply goods (api reference §9). */
  supply?: boolean;
  /** A new goods starts in this platform category. */
  categoryId?: string;
  /** Where cancel and "back to the list" go. */
  listPath?: string;
  /** Where "set specs and stock" goes after publishing. */
  skuPathOf?: (goodsId: string) => string;
}

/** The publish screen of a goods (or, with `supply`, of a supplier's supply goods). */
export function PublishScreen({ goodsId, isDraft, supply, categoryId, listPath = GOODS_LIST_PATH, skuPathOf = skuPath }: PublishScreenProps) {
  const { t } = useTranslation('goodsPublish');
  const navigate = useNavigate();
  const { message } = useFeedback();
  const p = usePublishForm({ goodsId, isDraft, supply, categoryId });
  const { result } = p;
  /** A goods already published is saved, not published again: the wording says so. */
  const editingGoods = p.editing && !p.isDraft;
  useTabLabel(p.loadedName);
  useLeaveGuard(p.dirty);

  const saveDraft = async () => {
    if (await p.saveDraft()) void message.success(t('saved.draft'));
  };

  if (p.loadFailed) {
    return <LoadFailed title={t('load.failed')} error={p.loadError} onRetry={p.reload} />;
  }

  return (
    <Spin spinning={p.loading}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {p.localDraft && <LocalDraftNotice savedAt={p.localDraft.saved_at} busy={p.loading} onRestore={p.restoreLocalDraft} onDiscard={p.discardLocalDraft} />}
        {p.step === 'category' && (
          <CategoryStep value={p.category} error={p.categoryError} onNext={p.chooseCategory} onCancel={p.category ? () => p.setStep('form') : undefined} />
        )}
        <div hidden={p.step !== 'form'}>
          <PublishFormView p={p} onSaveDraft={() => void saveDraft()} onCancel={() => navigate(listPath)} />
        </div>
      </Space>
      <Modal
        open={result?.kind === 'publish'}
        data-testid="published"
        title={t(editingGoods ? 'saved.editTitle' : 'saved.publishTitle')}
        closable={false}
        maskClosable={false}
        footer={[
          <Button key="list" onClick={() => navigate(listPath)}>
            {t('saved.toList')}
          </Button>,
          <Button key="sku" type="primary" onClick={() => result && navigate(skuPathOf(result.id))}>
            {t('saved.toSku')}
          </Button>,
        ]}
      >
        {t('saved.publishText')}
      </Modal>
    </Spin>
  );
}

/** good-publish/{goodsid?}/{isdraft?}: publish a new goods, edit one, or edit a draft ('1'). */
export default function GoodsPublishPage() {
  const { goodsid, isdraft } = useParams();
  const isDraft = isdraft === '1';
  return <PublishScreen key={`${goodsid ?? 'new'}/${isDraft ? 1 : 0}`} goodsId={goodsid || undefined} isDraft={isDraft} />;
}
