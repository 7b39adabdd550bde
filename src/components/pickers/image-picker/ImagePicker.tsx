import { useRef, useState } from 'react';
import { Button, Modal, Space, Upload, message } from 'antd';
import type { UploadFile, UploadProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DIALOG_WIDTH, IMAGE_PICKER_DEFAULT_LIMIT } from '../shared/constants';
import { SelectionCountsBar } from '../shared/SelectionCountsBar';
import { useUpload, type UploadedFile } from '../shared/upload';
import type { DialogPickerProps } from '../shared/types';
import { ActionEditor } from './ActionEditor';
import { ACCEPTED_EXTENSIONS, isAcceptedFile, isTooLarge, MAX_IMAGE_MB } from '../resource-picker/fileTypes';
import { fitsLimit } from './limit';
import type { ImageItem } from './types';

export interface ImagePickerProps extends DialogPickerProps<ImageItem[]> {
  /** Images shown when the dialog opens. */
  value?: ImageItem[];
  /** Most images (default 10). */
  limit?: number;
  multiple?: boolean;
  /** false: the images only (a caller that sets where an image leads its own way, e.g. the page editor's typed links). */
  withActions?: boolean;
}

const toFile = (item: ImageItem): UploadFile<UploadedFile> => ({
  uid: item.uid,
  name: item.response?.name ?? item.url,
  url: item.url,
  status: 'done',
  response: item.response,
});

const byUid = (list: ImageItem[] | undefined): Record<string, ImageItem> =>
  Object.fromEntries((list ?? []).map((item) => [item.uid, item]));

/** Image picker (805): upload up to the limit; each image carries an action edited in a panel. */
export function ImagePicker({ open, onClose, onConfirm, value, limit = IMAGE_PICKER_DEFAULT_LIMIT, multiple = true, withActions = true }: ImagePickerProps) {
  const { t } = useTranslation('pickers');
  const [toast, holder] = message.useMessage();
  const upload = useUpload();
  const [files, setFiles] = useState<UploadFile<UploadedFile>[]>(() => (value ?? []).map(toFile));
  /** Registered images by uid (upload succeeded). */
  const [items, setItems] = useState<Record<string, ImageItem>>(() => byUid(value));
  const [editing, setEditing] = useState<string | null>(null);
  const exceedShown = useRef(false);

  // Each opening starts from the caller's value.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setFiles((value ?? []).map(toFile));
      setItems(byUid(value));
      setEditing(null);
    }
  }

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const index = batch.indexOf(file);
    if (index === 0) exceedShown.current = false;
    // Spec §5's image types, and the picture space's size limit: what the server would refuse, or store as
    // an image that no shop front can show, is refused here with the reason.
    if (!isAcceptedFile(file.name, 'IMAGE')) {
      void toast.error(t('resource.typeRefused', { name: file.name, types: ACCEPTED_EXTENSIONS.IMAGE.join(', ') }));
      return Upload.LIST_IGNORE;
    }
    if (isTooLarge(file.size, 'IMAGE')) {
      void toast.error(t('resource.tooLarge', { name: file.name, max: MAX_IMAGE_MB }));
      return Upload.LIST_IGNORE;
    }
    if (!fitsLimit(files.length, index, limit)) {
      if (!exceedShown.current) void toast.error(t('image.exceed'));
      exceedShown.current = true;
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    upload(file as Blob)
      .then((response) => onSuccess?.(response))
      .catch((error: Error) => onError?.(error));
  };

  const onChange: UploadProps<UploadedFile>['onChange'] = ({ file, fileList }) => {
    setFiles(fileList);
    if (file.status === 'done' && file.response) {
      const response = file.response;
      // Upload success registers the image (with no action yet).
      setItems((cur) => ({ ...cur, [file.uid]: { uid: file.uid, url: response.url, response, opt_type: 'NONE', opt_value: '' } }));
    }
  };

  const onRemove = (file: UploadFile) => {
    // Removal clears the image and its action.
    setItems((cur) => {
      const next = { ...cur };
      delete next[file.uid];
      return next;
    });
    if (editing === file.uid) setEditing(null);
    return true;
  };

  const registered = files.map((f) => items[f.uid]).filter((item): item is ImageItem => !!item);
  const current = editing ? items[editing] : undefined;

  return (
    <Modal
      open={open}
      title={t('image.title')}
      width={DIALOG_WIDTH.image}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <SelectionCountsBar limit={limit} selected={registered.length} />
          <Space>
            <Button onClick={onClose}>{t('action.cancel')}</Button>
            <Button type="primary" onClick={() => onConfirm(registered)}>
              {t('action.confirm')}
            </Button>
          </Space>
        </div>
      }
    >
      {holder}
      {current && (
        <ActionEditor
          key={current.uid}
          initial={{ opt_type: current.opt_type, opt_value: current.opt_value }}
          onError={(error) => void toast.error(t(error))}
          onCancel={() => setEditing(null)}
          onSave={(action) => {
            setItems((cur) => ({ ...cur, [current.uid]: { ...current, ...action } }));
            setEditing(null);
          }}
        />
      )}
      <Upload<UploadedFile>
        listType="picture-card"
        accept={ACCEPTED_EXTENSIONS.IMAGE.map((ext) => `.${ext}`).join(',')}
        multiple={multiple}
        fileList={files}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onChange={onChange}
        onRemove={onRemove}
        onPreview={(file) => withActions && items[file.uid] && setEditing(file.uid)}
        showUploadList={{ showPreviewIcon: withActions, showRemoveIcon: true }}
      >
        <div>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>{t('image.upload')}</div>
        </div>
      </Upload>
      {withActions && <div style={{ color: '#999', fontSize: 12 }}>{t('image.editHint')}</div>}
    </Modal>
  );
}
