import { useState } from 'react';
import { Cascader, Form, Modal, Upload, message } from 'antd';
import type { UploadFile } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useCall } from '@/engine/data/use-call';
import { useUpload } from '../shared/upload';
import { registerResources, RESOURCE } from './api';
import { UNGROUPED } from './groupTree';
import { ACCEPTED_EXTENSIONS, isAcceptedFile, isTooLarge, MAX_IMAGE_MB } from './fileTypes';
import { bytesToKb } from './format';
import { readMediaInfo } from './media';
import type { GroupType, NewResource, ResourceGroup } from './types';

export interface UploadDialogProps {
  open: boolean;
  groupType: GroupType;
  groups: ResourceGroup[];
  /** Group preselected in the cascader ('' / '-1' = none). */
  defaultGroupId?: string;
  onClose: () => void;
  /** After the files are uploaded and registered (every view of the resource centre reads again). */
  onUploaded: (records: NewResource[]) => void;
}

interface GroupOption {
  value: string;
  label: string;
  children?: GroupOption[];
}

const toOptions = (groups: readonly ResourceGroup[]): GroupOption[] =>
  groups.map((g) => ({
    value: String(g.group_id),
    label: g.group_name,
    children: g.children?.length ? toOptions(g.children) : undefined,
  }));

function pathTo(groups: readonly ResourceGroup[], id: string, trail: string[] = []): string[] | null {
  for (const g of groups) {
    const here = [...trail, String(g.group_id)];
    if (String(g.group_id) === id) return here;
    const below = pathTo(g.children ?? [], id, here);
    if (below) return below;
  }
  return null;
}

/** Upload dialog: group cascader and files; the type is checked before anything is sent. */
export function UploadDialog({ open, groupType, groups, defaultGroupId, onClose, onUploaded }: UploadDialogProps) {
  const { t } = useTranslation('pickers');
  const [toast, holder] = message.useMessage();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [groupPath, setGroupPath] = useState<string[]>(() => (defaultGroupId ? pathTo(groups, defaultGroupId) ?? [] : []));
  const [busy, setBusy] = useState(false);
  const upload = useUpload();
  // Registering the files makes the resource centre stale: the grid and the group counts read again.
  const call = useCall(RESOURCE);

  const beforeUpload = (file: File) => {
    if (!isAcceptedFile(file.name, groupType)) {
      void toast.error(t('resource.typeRefused', { name: file.name, types: ACCEPTED_EXTENSIONS[groupType].join(', ') }));
      return Upload.LIST_IGNORE;
    }
    if (isTooLarge(file.size, groupType)) {
      void toast.error(t('resource.tooLarge', { name: file.name, max: MAX_IMAGE_MB }));
      return Upload.LIST_IGNORE;
    }
    return false; // keep it in the list; sent on confirm
  };

  /** Each file's progress shows in the list while it is sent. */
  const mark = (uid: string, change: Partial<UploadFile>) => setFiles((list) => list.map((f) => (f.uid === uid ? { ...f, ...change } : f)));

  const confirm = async () => {
    setBusy(true);
    try {
      const groupId = groupPath.length ? groupPath[groupPath.length - 1] : UNGROUPED;
      const records: NewResource[] = [];
      for (const item of files) {
        const file = item.originFileObj;
        if (!file) continue;
        mark(item.uid, { status: 'uploading', percent: 0 });
        const [uploaded, media] = await Promise.all([
          upload(file, undefined, (percent) => mark(item.uid, { percent })).catch((error: unknown) => {
            mark(item.uid, { status: 'error' });
            throw error;
          }),
          readMediaInfo(file, groupType),
        ]);
        mark(item.uid, { status: 'done', percent: 100 });
        records.push({
          resource_name: uploaded.name || file.name,
          resource_url: uploaded.url,
          resource_storage: bytesToKb(file.size),
          img_width: media.width,
          img_height: media.height,
          video_duration: media.duration,
          group_id: groupId,
          group_type: groupType,
        });
      }
      await call(registerResources(records));
      setFiles([]);
      onUploaded(records);
    } catch {
      /* the api client has shown the error */
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t(groupType === 'IMAGE' ? 'resource.uploadImage' : 'resource.uploadVideo')}
      onCancel={onClose}
      onOk={() => void confirm()}
      okText={t('action.confirm')}
      cancelText={t('action.cancel')}
      okButtonProps={{ disabled: files.length === 0, loading: busy }}
      destroyOnHidden
    >
      {holder}
      <Form layout="vertical">
        <Form.Item label={t('resource.group')}>
          <Cascader
            aria-label={t('resource.group')}
            options={toOptions(groups)}
            value={groupPath}
            changeOnSelect
            allowClear
            placeholder={t('resource.ungrouped')}
            onChange={(path) => setGroupPath((path ?? []).map(String))}
          />
        </Form.Item>
        <Form.Item label={t('resource.files')}>
          <Upload.Dragger
            multiple
            fileList={files}
            beforeUpload={beforeUpload}
            onChange={({ fileList }) => setFiles(fileList)}
            data-testid="resource-upload-input"
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p>{t('resource.dropHint')}</p>
            <p className="ant-upload-hint">{ACCEPTED_EXTENSIONS[groupType].join(', ')}</p>
          </Upload.Dragger>
        </Form.Item>
      </Form>
    </Modal>
  );
}
