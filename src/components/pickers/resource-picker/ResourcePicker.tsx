import { useMemo, useState } from 'react';
import { useList } from '@refinedev/core';
import { Button, Empty, Input, Modal, Pagination, Spin, message } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@/components/Tabs';
import { useCall } from '@/engine/data/use-call';
import { RESOURCE_PAGE_SIZES } from '../shared/constants';
import { toggleItem } from '../shared/selection';
import { usePagedList } from '../shared/usePagedList';
import { idKey, type DialogPickerProps } from '../shared/types';
import { deleteResources, GROUP_TREE_URL, RESOURCE, RESOURCE_LIST_URL } from './api';
import { GroupTree } from './GroupTree';
import { ALL_GROUPS } from './groupTree';
import { ResourceCard } from './ResourceCard';
import { UploadDialog } from './UploadDialog';
import type { GroupType, Resource, ResourceGroup } from './types';

export interface ResourcePickerProps extends DialogPickerProps<Resource[]> {
  /** Tabs shown, in order (default both). */
  types?: GroupType[];
  multiple?: boolean;
  /** Multi-select limit; under 1 = none. */
  limit?: number;
}

/** Resource centre: image and video tabs, group tree, searchable grid, upload dialog. */
export function ResourcePicker({ open, onClose, onConfirm, types = ['IMAGE', 'VIDEO'], multiple = false, limit }: ResourcePickerProps) {
  const { t } = useTranslation('pickers');
  const [toast, holder] = message.useMessage();
  const [groupType, setGroupType] = useState<GroupType>(types[0] ?? 'IMAGE');
  const [groupId, setGroupId] = useState<string>(ALL_GROUPS);
  const [name, setName] = useState('');
  const [selected, setSelected] = useState<Resource[]>([]);
  const [uploading, setUploading] = useState(false);

  const params = useMemo(
    () => ({ group_type: groupType, group_id: groupId, resource_name: name || undefined }),
    [groupType, groupId, name],
  );
  const list = usePagedList<Resource>({ resource: RESOURCE, url: open ? RESOURCE_LIST_URL : null, params, pageSize: RESOURCE_PAGE_SIZES[0] });
  const groups = useList<ResourceGroup>({
    resource: RESOURCE,
    meta: { api: GROUP_TREE_URL, query: { group_type: groupType } },
    pagination: { mode: 'off' },
    queryOptions: { enabled: open },
  }).result.data;
  // Deleting or uploading makes the resource centre stale: the grid and the group counts read again.
  const call = useCall(RESOURCE);

  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setSelected([]);
  }

  const switchType = (next: string) => {
    setGroupType(next as GroupType);
    setGroupId(ALL_GROUPS);
    setSelected([]);
  };

  const toggle = (item: Resource) => {
    if (!multiple) {
      setSelected((cur) => (cur.some((x) => idKey(x.id) === idKey(item.id)) ? [] : [item]));
      return;
    }
    const result = toggleItem(selected, item, (x) => idKey(x.id), limit);
    if (result.refused) void toast.error(t('overLimit', { n: limit }));
    setSelected(result.list);
  };

  const remove = async (item: Resource) => {
    try {
      await call(deleteResources([item.id]));
      setSelected((cur) => cur.filter((x) => idKey(x.id) !== idKey(item.id)));
    } catch {
      /* shown by the api client */
    }
  };

  const grid = (
    <div style={{ display: 'flex', gap: 16 }}>
      <GroupTree groups={groups} selected={groupId} onSelect={setGroupId} />
      <div style={{ flex: 1, minWidth: 0 }}>
        <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 12 }}>
          <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)}>
            {t(groupType === 'IMAGE' ? 'resource.uploadImage' : 'resource.uploadVideo')}
          </Button>
          <Input.Search
            allowClear
            style={{ width: 220 }}
            placeholder={t('resource.search')}
            aria-label={t('resource.search')}
            onSearch={(text) => setName(text.trim())}
          />
        </div>
        <Spin spinning={list.loading}>
          {list.rows.length ? (
            <div style={{ display: 'grid', gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: 8, minHeight: 200 }}>
              {list.rows.map((item) => (
                <ResourceCard
                  key={idKey(item.id)}
                  item={item}
                  selected={selected.some((x) => idKey(x.id) === idKey(item.id))}
                  onToggle={() => toggle(item)}
                  onDelete={() => void remove(item)}
                />
              ))}
            </div>
          ) : (
            <Empty />
          )}
        </Spin>
        <Pagination
          style={{ marginTop: 12, textAlign: 'right' }}
          size="small"
          current={list.pageNo}
          pageSize={list.pageSize}
          total={list.total}
          showSizeChanger
          pageSizeOptions={RESOURCE_PAGE_SIZES.map(String)}
          onChange={list.setPage}
        />
      </div>
    </div>
  );

  return (
    <Modal
      open={open}
      title={t('resource.title')}
      width={1000}
      onCancel={onClose}
      onOk={() => onConfirm(selected)}
      okText={t('action.confirm')}
      cancelText={t('action.cancel')}
      destroyOnHidden
    >
      {holder}
      <Tabs
        activeKey={groupType}
        onChange={switchType}
        items={types.map((type) => ({
          key: type,
          label: t(type === 'IMAGE' ? 'resource.image' : 'resource.video'),
          children: type === groupType ? grid : null,
        }))}
      />
      {uploading && (
        <UploadDialog
          open={uploading}
          groupType={groupType}
          groups={groups}
          defaultGroupId={groupId}
          onClose={() => setUploading(false)}
          onUploaded={() => setUploading(false)}
        />
      )}
    </Modal>
  );
}
