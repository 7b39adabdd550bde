/**
 * Where a tap leads: a URL (spec §5 rule), a micro-page (the shared page picker, this page's client
 * type), a goods (the shared goods picker), a keyword, a shop or a category. The rules are the model's
 * (`linkOfDraft`); this dialog only lays them out.
 */
import { Button, Form, Input, Modal, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GoodsPicker, PagePicker } from '@/components/pickers';
import { draftOf, LINK_TYPES, linkOfDraft, type Link, type LinkDraft, type LinkError } from '../model/links';
import type { ClientType } from '../model/server-page';

interface LinkDialogProps {
  open: boolean;
  value: Link | null;
  client: ClientType;
  onClose: () => void;
  onConfirm: (link: Link | null) => void;
}

export function LinkDialog({ open, value, client, onClose, onConfirm }: LinkDialogProps) {
  const { t } = useTranslation('decoration');
  const [draft, setDraft] = useState<LinkDraft>(() => draftOf(value));
  const [error, setError] = useState<LinkError | null>(null);
  const [picking, setPicking] = useState<'page' | 'goods' | null>(null);
  // Each opening starts from the caller's link.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setDraft(draftOf(value));
      setError(null);
    }
  }
  const edit = (patch: Partial<LinkDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setError(null);
  };
  const confirm = () => {
    const result = linkOfDraft(draft);
    if ('error' in result) setError(result.error);
    else onConfirm(result.link);
  };
  const textField = draft.type === 'url' || draft.type === 'keyword' || draft.type === 'shop' || draft.type === 'category' ? draft.type : null;

  return (
    <Modal open={open} title={t('link.title')} onCancel={onClose} onOk={confirm} okText={t('common:action.confirm')} cancelText={t('common:action.cancel')} destroyOnHidden>
      <Form layout="vertical" data-testid="link-dialog">
        <Form.Item label={t('link.type')}>
          <Radio.Group
            value={draft.type}
            onChange={(e) => edit({ type: e.target.value as LinkDraft['type'] })}
            options={(['none', ...LINK_TYPES] as const).map((type) => ({ value: type, label: t(`link.types.${type}`) }))}
          />
        </Form.Item>
        {textField && (
          <Form.Item label={t(`link.types.${textField}`)} validateStatus={error ? 'error' : undefined} help={error ? t(error) : textField === 'url' ? t('pickers:action.tips.URL') : undefined}>
            <Input value={draft[textField]} onChange={(e) => edit({ [textField]: e.target.value })} aria-label={t(`link.types.${textField}`)} data-testid="link-value" />
          </Form.Item>
        )}
        {(draft.type === 'page' || draft.type === 'goods') && (
          <Form.Item label={t(`link.types.${draft.type}`)} validateStatus={error ? 'error' : undefined} help={error ? t(error) : undefined}>
            <Space>
              <Button onClick={() => setPicking(draft.type as 'page' | 'goods')} data-testid={`link-choose-${draft.type}`}>
                {t(draft.type === 'page' ? 'link.choosePage' : 'link.chooseGoods')}
              </Button>
              <Typography.Text data-testid="link-chosen">{draft[draft.type]?.name || (draft[draft.type] ? `#${draft[draft.type]!.id}` : '')}</Typography.Text>
            </Space>
          </Form.Item>
        )}
      </Form>
      <PagePicker
        open={picking === 'page'}
        clientType={client}
        value={draft.page ? [{ id: draft.page.id, page_name: draft.page.name, create_time: 0 }] : []}
        onClose={() => setPicking(null)}
        onConfirm={([row]) => {
          // Ids stay strings: a 64-bit id never goes through a JS number.
          if (row) edit({ page: { id: String(row.id), name: row.page_name } });
          setPicking(null);
        }}
      />
      <GoodsPicker
        open={picking === 'goods'}
        mode="spu"
        limit={1}
        value={draft.goods ? [draft.goods.id] : []}
        onClose={() => setPicking(null)}
        onConfirm={([item]) => {
          if (item) edit({ goods: { id: String(item.goods_id), name: item.goods_name } });
          setPicking(null);
        }}
      />
    </Modal>
  );
}
