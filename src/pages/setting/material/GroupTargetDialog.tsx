import { Form, Modal, TreeSelect } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceGroup } from '@/components/pickers';

export const UNGROUPED = '-1';

type Option = { value: string; title: string; children?: Option[] };
const toOptions = (groups: readonly ResourceGroup[]): Option[] =>
  groups.map((g) => ({ value: String(g.group_id), title: g.group_name, children: g.children?.length ? toOptions(g.children) : undefined }));

/** The group resources move or are copied to ('ungrouped' too). */
export function GroupTargetDialog({ title, groups, onCancel, onSubmit }: {
  title: string;
  groups: readonly ResourceGroup[];
  onCancel: () => void;
  onSubmit: (groupId: string) => Promise<unknown>;
}) {
  const { t } = useTranslation(['setting', 'pickers']);
  const [target, setTarget] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!target) return;
    setBusy(true);
    try {
      await onSubmit(target);
    } catch {
      // shown by the api client; the dialog stays
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={t(title)} onCancel={onCancel} onOk={() => void submit()} okButtonProps={{ disabled: !target, loading: busy }} destroyOnHidden data-testid="group-target">
      <Form layout="vertical">
        <Form.Item label={t('material.targetGroup')} required>
          <TreeSelect
            aria-label={t('material.targetGroup')}
            treeDefaultExpandAll
            value={target}
            onChange={setTarget}
            treeData={[{ value: UNGROUPED, title: t('pickers:resource.ungrouped') }, ...toOptions(groups)]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
