import { DeleteOutlined, EditOutlined, FolderAddOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Empty, Input, Modal, Pagination, Popconfirm, Space, Spin, Typography } from 'antd';
import { useList } from '@refinedev/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback/feedback';
import { UploadDialog, usePagedList, type GroupType, type Resource, type ResourceGroup } from '@/components/pickers';
import { GROUP_TREE_URL, RESOURCE, RESOURCE_LIST_URL } from '@/components/pickers/resource-picker/api';
import { GroupTree } from '@/components/pickers/resource-picker/GroupTree';
import { ALL_GROUPS, UNGROUPED } from '@/components/pickers/resource-picker/groupTree';
import { useCall } from '@/engine/data/use-call';
import type { Field } from '@/engine/fields/registry';
import { materialCalls } from './calls';
import { GroupTargetDialog } from './GroupTargetDialog';
import { MaterialCard } from './MaterialCard';
import { NameDialog } from './NameDialog';

/** UI61: the picture space shows 30 a page. */
const PAGE_SIZES = [30, 60, 90];
const MAX_DEPTH = 3;

const groupName: Field = { key: 'group_name', label: 'setting:material.groupName', type: 'text', form: { rules: [{ kind: 'nonBlank' }, { kind: 'length', min: 2, max: 10, warn: true }] } };
const resourceName: Field = { key: 'resource_name', label: 'setting:material.name', type: 'text', form: { rules: [{ kind: 'nonBlank' }, { kind: 'maxLength', value: 100, warn: true }] } };

const findGroup = (groups: readonly ResourceGroup[], id: string): ResourceGroup | undefined => {
  for (const g of groups) {
    if (String(g.group_id) === id) return g;
    const below = findGroup(g.children ?? [], id);
    if (below) return below;
  }
  return undefined;
};

type Dialog =
  | { kind: 'addGroup' | 'renameGroup' | 'upload' }
  | { kind: 'rename'; item: Resource }
  | { kind: 'move' | 'copy'; ids: string[] }
  | { kind: 'play'; item: Resource };

/**
 * The material centre of one kind (spec §2 material-manage; api reference §8.8): the group tree (add,
 * rename, delete), upload with progress, search, and each resource's preview, rename, move, copy and
 * delete, one or many. Built from the resource picker's parts.
 */
export default function MaterialSpace({ groupType }: { groupType: GroupType }) {
  const { t } = useTranslation(['setting', 'pickers', 'menu']);
  const { message } = useFeedback();
  // Every write makes the resource centre stale: the page and the group counts read again.
  const call = useCall(RESOURCE);
  const [groupId, setGroupId] = useState(ALL_GROUPS);
  const [name, setName] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const params = useMemo(() => ({ group_type: groupType, group_id: groupId, resource_name: name || undefined }), [groupType, groupId, name]);
  const list = usePagedList<Resource>({ resource: RESOURCE, url: RESOURCE_LIST_URL, params, pageSize: PAGE_SIZES[0]! });
  const tree = useList<ResourceGroup>({ resource: RESOURCE, meta: { api: GROUP_TREE_URL, query: { group_type: groupType } }, pagination: { mode: 'off' } }).result.data;
  const groups = useMemo(() => (Array.isArray(tree) ? tree : []), [tree]);

  const group = groupId && groupId !== UNGROUPED ? findGroup(groups, groupId) : undefined;
  const rows = list.rows;
  const pageIds = rows.map((r) => String(r.id));
  const chosen = selected.filter((id) => pageIds.includes(id));

  /** After a write the selection ends (the call makes the page and the group counts stale). */
  const run = useCallback(
    async (spec: Parameters<typeof call>[0]) => {
      await call(spec);
      setSelected([]);
      void message.success(t('material.done'));
    },
    [call, message, t],
  );
  const close = () => setDialog(null);
  const after = (spec: Parameters<typeof call>[0]) => run(spec).then(close);
  // A failure is shown by the api client.
  const now = (spec: Parameters<typeof call>[0], then?: () => void) => void run(spec).then(then, () => undefined);

  return (
    <Card title={t(groupType === 'IMAGE' ? 'menu:pictureSpace' : 'menu:videoSpace')} data-testid={`material-${groupType}`}>
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
        <div style={{ width: 220, flex: 'none' }} data-testid="material-groups">
          <Space wrap size={4} style={{ marginBottom: 8 }}>
            <Button size="small" icon={<FolderAddOutlined />} disabled={Boolean(group && Number(group.depth ?? 1) >= MAX_DEPTH)} onClick={() => setDialog({ kind: 'addGroup' })} data-testid="add-group">
              {t('material.addGroup')}
            </Button>
            <Button size="small" icon={<EditOutlined />} disabled={!group} onClick={() => setDialog({ kind: 'renameGroup' })} data-testid="rename-group">
              {t('material.renameGroup')}
            </Button>
            <Popconfirm title={t('material.confirmDeleteGroup', { name: group?.group_name })} disabled={!group} onConfirm={() => group && now(materialCalls.deleteGroup(String(group.group_id)), () => setGroupId(ALL_GROUPS))}>
              <Button size="small" danger icon={<DeleteOutlined />} disabled={!group} data-testid="delete-group">
                {t('material.deleteGroup')}
              </Button>
            </Popconfirm>
          </Space>
          <GroupTree groups={groups} selected={groupId} onSelect={(id) => { setGroupId(id); setSelected([]); }} />
        </div>
        <div style={{ flex: 1, minWidth: 0 }}>
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap', marginBottom: 12 }}>
            <Space wrap>
              <Button type="primary" icon={<UploadOutlined />} onClick={() => setDialog({ kind: 'upload' })} data-testid="material-upload">
                {t(groupType === 'IMAGE' ? 'pickers:resource.uploadImage' : 'pickers:resource.uploadVideo')}
              </Button>
              <Checkbox
                checked={pageIds.length > 0 && chosen.length === pageIds.length}
                indeterminate={chosen.length > 0 && chosen.length < pageIds.length}
                onChange={(e) => setSelected(e.target.checked ? pageIds : [])}
                data-testid="select-page"
              >
                {t('material.selectPage')}
              </Checkbox>
              {chosen.length > 0 && (
                <>
                  <Typography.Text data-testid="material-selected">{t('material.selected', { count: chosen.length })}</Typography.Text>
                  <Button onClick={() => setDialog({ kind: 'move', ids: chosen })} data-bulk="move">{t('material.move')}</Button>
                  <Button onClick={() => setDialog({ kind: 'copy', ids: chosen })} data-bulk="copy">{t('material.copy')}</Button>
                  <Popconfirm title={t('material.confirmDelete', { count: chosen.length })} onConfirm={() => now(materialCalls.remove(chosen))}>
                    <Button danger data-bulk="delete">{t('material.delete')}</Button>
                  </Popconfirm>
                </>
              )}
            </Space>
            <Input.Search allowClear style={{ width: 240 }} placeholder={t('pickers:resource.search')} aria-label={t('pickers:resource.search')} onSearch={(text) => setName(text.trim())} data-testid="material-search" />
          </div>
          <Spin spinning={list.loading}>
            {rows.length ? (
              <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', gap: 12, minHeight: 200 }}>
                {rows.map((item) => {
                  const id = String(item.id);
                  return (
                    <MaterialCard
                      key={id}
                      item={item}
                      selected={selected.includes(id)}
                      onSelect={(on) => setSelected((all) => (on ? [...all, id] : all.filter((x) => x !== id)))}
                      onPlay={() => setDialog({ kind: 'play', item })}
                      onRename={() => setDialog({ kind: 'rename', item })}
                      onMove={() => setDialog({ kind: 'move', ids: [id] })}
                      onCopy={() => setDialog({ kind: 'copy', ids: [id] })}
                      onDelete={() => now(materialCalls.remove([id]))}
                    />
                  );
                })}
              </div>
            ) : (
              <Empty style={{ padding: 48 }} />
            )}
          </Spin>
          <Pagination
            style={{ marginTop: 16, textAlign: 'right' }}
            current={list.pageNo}
            pageSize={list.pageSize}
            total={list.total}
            showSizeChanger
            pageSizeOptions={PAGE_SIZES.map(String)}
            showTotal={(total) => t('material.total', { total })}
            onChange={list.setPage}
          />
        </div>
      </div>

      {dialog?.kind === 'upload' && (
        <UploadDialog
          open
          groupType={groupType}
          groups={groups}
          defaultGroupId={group ? String(group.group_id) : undefined}
          onClose={close}
          onUploaded={close}
        />
      )}
      {dialog?.kind === 'addGroup' && (
        <NameDialog
          title={group ? 'setting:material.addSubgroup' : 'setting:material.addGroup'}
          field={groupName}
          onCancel={close}
          onSubmit={(value) => after(materialCalls.addGroup(value, groupType, group ? String(group.group_id) : '0'))}
        />
      )}
      {dialog?.kind === 'renameGroup' && group && (
        <NameDialog
          title="setting:material.renameGroup"
          field={groupName}
          initial={group.group_name}
          onCancel={close}
          onSubmit={(value) => after(materialCalls.renameGroup(String(group.group_id), value, String(group.parent_id ?? '0'), groupType))}
        />
      )}
      {dialog?.kind === 'rename' && (
        <NameDialog title="setting:material.rename" field={resourceName} initial={dialog.item.resource_name} onCancel={close} onSubmit={(value) => after(materialCalls.rename(String(dialog.item.id), value))} />
      )}
      {(dialog?.kind === 'move' || dialog?.kind === 'copy') && (
        <GroupTargetDialog
          title={`setting:material.${dialog.kind}Title`}
          groups={groups}
          onCancel={close}
          onSubmit={(target) => after(dialog.kind === 'move' ? materialCalls.move(dialog.ids, target) : materialCalls.copy(dialog.ids, target))}
        />
      )}
      {dialog?.kind === 'play' && (
        <Modal open title={dialog.item.resource_name} footer={null} width={720} onCancel={close} destroyOnHidden data-testid="video-preview">
          <video src={dialog.item.resource_url} controls autoPlay style={{ width: '100%', maxHeight: 480, background: '#000' }} />
        </Modal>
      )}
    </Card>
  );
}
