import { Upload } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback/feedback';
import { useUpload } from '@/components/pickers';
import { imageRefusal } from './upload';

/**
 * An image upload button: a wrong type or size is refused before upload with its message; each uploaded
 * image's URL goes to `onUploaded`. `onBusy` counts uploads in flight (+1 / −1).
 */
export function ImageUpload({ multiple, onUploaded, onBusy, children }: {
  multiple?: boolean;
  onUploaded: (url: string) => void;
  onBusy?: (delta: 1 | -1) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('goodsPublish');
  const { message } = useFeedback();
  const upload = useUpload();
  return (
    <Upload
      accept=".jpg,.jpeg,.png,.webp,.bmp,.gif"
      multiple={multiple}
      showUploadList={false}
      beforeUpload={async (file) => {
        const refusal = await imageRefusal(file);
        if (!refusal) return true;
        void message.error(t(refusal, { name: file.name }));
        return Upload.LIST_IGNORE;
      }}
      customRequest={({ file, onSuccess, onError }) => {
        onBusy?.(1);
        upload(file as File, 'goods')
          .then(({ url }) => {
            onUploaded(url);
            onSuccess?.(url);
          })
          .catch((e: Error) => onError?.(e))
          .finally(() => onBusy?.(-1));
      }}
    >
      {children}
    </Upload>
  );
}
