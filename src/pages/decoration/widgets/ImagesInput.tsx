/** Images with their tap actions, chosen with the shared image picker (spec §5 URL rule and id rules there). */
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePicker, type ImageItem } from '@/components/pickers';
import type { ImageLink } from '../model/widgets';

export function ImagesInput({ value, onChange, limit = 10 }: { value: ImageLink[]; onChange: (images: ImageLink[]) => void; limit?: number }) {
  const { t } = useTranslation('decoration');
  const [open, setOpen] = useState(false);
  const items: ImageItem[] = value.map((image, i) => ({ ...image, uid: `${i}-${image.url}` }));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t('editor.imageCount', { count: value.length })}</Typography.Text>
      <Button onClick={() => setOpen(true)} data-testid="choose-images">{t('editor.chooseImages')}</Button>
      <ImagePicker
        open={open}
        value={items}
        limit={limit}
        onClose={() => setOpen(false)}
        onConfirm={(chosen) => {
          onChange(chosen.map(({ url, opt_type, opt_value }) => ({ url, opt_type, opt_value })));
          setOpen(false);
        }}
      />
    </Space>
  );
}
