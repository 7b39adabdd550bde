import { DeleteOutlined, EditOutlined, EyeOutlined, LinkOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Popconfirm, Popover, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useLocation } from 'react-router';
import { useFeedback } from '@/components/feedback/feedback';
import { MAX_VIEW_NAME } from './saved-views';
import type { useSavedViews, ViewEntry } from './use-saved-views';

type Views = ReturnType<typeof useSavedViews>;

/** The list toolbar's views: pick one, save the list as one, rename, delete, make default, share as a link. */
export function SavedViewsButton({ views }: { views: Views }) {
  const { t } = useTranslation('engine');
  const { message } = useFeedback();
  const [open, setOpen] = useState(false);
  const [naming, setNaming] = useState<{ id?: string; name: string } | null>(null);
  const [sharing, setSharing] = useState<string | null>(null);
  const active = views.entries.find((v) => v.active);
  const labelOf = (entry: ViewEntry) => (entry.builtIn ? t(entry.name) : entry.name);
  const problem = naming && views.problemOf(naming.name, naming.id);

  const submitName = () => {
    if (!naming || problem) return;
    if (naming.id) views.rename(naming.id, naming.name);
    else views.save(naming.name);
    void message.success(t(naming.id ? 'views.renamed' : 'views.saved'));
    setNaming(null);
  };

  const content = (
    <div data-testid="saved-views" style={{ minWidth: 260 }}>
      {views.entries.length === 0 && <Typography.Text type="secondary">{t('views.none')}</Typography.Text>}
      {views.entries.map((entry) => (
        <div key={entry.id} data-view={entry.id} style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
          <Button
            type="link"
            style={{ padding: 0, fontWeight: entry.active ? 600 : undefined }}
            aria-current={entry.active || undefined}
            onClick={() => {
              views.apply(entry.id);
              setOpen(false);
            }}
          >
            {labelOf(entry)}
          </Button>
          <Space size={0}>
            <Tooltip title={t(entry.isDefault ? 'views.unsetDefault' : 'views.setDefault')}>
              <Button
                size="small"
                type="text"
                aria-label={`${t(entry.isDefault ? 'views.unsetDefault' : 'views.setDefault')} ${labelOf(entry)}`}
                aria-pressed={entry.isDefault}
                icon={entry.isDefault ? <StarFilled /> : <StarOutlined />}
                onClick={() => views.toggleDefault(entry.id)}
              />
            </Tooltip>
            <Tooltip title={t('views.share')}>
              <Button size="small" type="text" aria-label={`${t('views.share')} ${labelOf(entry)}`} icon={<LinkOutlined />} onClick={() => setSharing(entry.id)} />
            </Tooltip>
            {!entry.builtIn && (
              <>
                <Tooltip title={t('views.rename')}>
                  <Button size="small" type="text" aria-label={`${t('views.rename')} ${entry.name}`} icon={<EditOutlined />} onClick={() => setNaming({ id: entry.id, name: entry.name })} />
                </Tooltip>
                <Popconfirm title={t('views.confirmDelete', { name: entry.name })} onConfirm={() => views.remove(entry.id)}>
                  <Button size="small" type="text" danger aria-label={`${t('views.delete')} ${entry.name}`} icon={<DeleteOutlined />} />
                </Popconfirm>
              </>
            )}
          </Space>
        </div>
      ))}
      <Button size="small" type="primary" style={{ marginTop: 8 }} onClick={() => setNaming({ name: '' })} data-testid="save-view">
        {t('views.saveCurrent')}
      </Button>
    </div>
  );

  return (
    <>
      <Popover trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen} content={content}>
        <Button icon={<EyeOutlined />} data-testid="saved-views-button">
          {active ? t('views.current', { name: labelOf(active) }) : t('views.title')}
        </Button>
      </Popover>
      <Modal
        open={naming !== null}
        title={t(naming?.id ? 'views.rename' : 'views.saveCurrent')}
        okText={t('views.ok')}
        cancelText={t('views.cancel')}
        okButtonProps={{ disabled: Boolean(problem) }}
        onOk={submitName}
        onCancel={() => setNaming(null)}
        destroyOnHidden
      >
        <Form layout="vertical" onFinish={submitName}>
          <Form.Item label={t('views.name')} validateStatus={problem && naming?.name ? 'error' : undefined} help={problem && naming?.name ? t(problem, { max: MAX_VIEW_NAME }) : t('views.keeps')}>
            <Input autoFocus value={naming?.name ?? ''} maxLength={MAX_VIEW_NAME} onChange={(e) => setNaming((n) => n && { ...n, name: e.target.value })} onPressEnter={submitName} />
          </Form.Item>
        </Form>
      </Modal>
      {sharing && <ShareDialog search={views.searchOf(sharing) ?? ''} onClose={() => setSharing(null)} />}
    </>
  );
}

/** The view's link: the list's address with the view's URL state (columns stay each user's own). */
function ShareDialog({ search, onClose }: { search: string; onClose: () => void }) {
  const { t } = useTranslation('engine');
  const { message } = useFeedback();
  const { pathname } = useLocation();
  const href = useHref({ pathname, search });
  const link = `${window.location.origin}${href}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      void message.success(t('views.copied'));
    } catch {
      void message.warning(t('views.copyFailed'));
    }
  };
  return (
    <Modal open title={t('views.share')} onCancel={onClose} footer={<Button onClick={onClose}>{t('views.close')}</Button>}>
      <Typography.Paragraph type="secondary">{t('views.shareHint')}</Typography.Paragraph>
      <Space.Compact style={{ width: '100%' }}>
        <Input readOnly value={link} aria-label={t('views.link')} data-testid="view-link" onFocus={(e) => e.target.select()} />
        <Button type="primary" onClick={() => void copy()}>{t('views.copy')}</Button>
      </Space.Compact>
    </Modal>
  );
}
