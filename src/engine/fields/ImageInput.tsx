import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Image, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_PICKER_DEFAULT_LIMIT, ResourcePicker, type Resource } from '@/components/pickers';
import { splitUrls } from '@/utils/urls';
import type { FieldInputProps } from './registry';

/** One URL (a data URL has commas of its own), or a list of them (an array, or comma-joined). */
const urlsOf = (value: unknown, multiple: boolean): string[] => (multiple ? splitUrls(value) : typeof value === 'string' && value ? [value] : []);

/**
 * An image field: chosen from (or uploaded to) the resource centre. One URL, or a list of at most
 * `props.max` where the contract states a count (a deposit's 5 vouchers), else the image picker's 10 (spec §5).
 */
export default function ImageInput({ field, value, onChange, disabled, id, multiple }: FieldInputProps & { multiple: boolean }) {
  const { t } = useTranslation('engine');
  const [open, setOpen] = useState(false);
  const urls = urlsOf(value, multiple);
  const max = multiple ? Number(field.props?.max ?? IMAGE_PICKER_DEFAULT_LIMIT) : 1;
  const set = (next: string[]) => onChange?.(multiple ? next : next[0]);
  return (
    <Space wrap id={id} data-testid={`image-input-${field.key}`}>
      {urls.map((url, index) => (
        <div key={url} style={{ position: 'relative' }}>
          <Image src={url} alt={urls.length > 1 ? `${t(field.label)} ${index + 1}` : t(field.label)} width={72} height={72} style={{ objectFit: 'cover', borderRadius: 4 }} />
          {!disabled && (
            <Button size="small" shape="circle" icon={<CloseOutlined />} aria-label={t('image.remove')} onClick={() => set(urls.filter((u) => u !== url))}
              style={{ position: 'absolute', top: -8, right: -8 }} />
          )}
        </div>
      ))}
      {!disabled && urls.length < max && (
        <Button icon={<PlusOutlined />} style={{ width: 72, height: 72 }} onClick={() => setOpen(true)} aria-label={t('image.choose')} />
      )}
      {open && (
        <ResourcePicker
          open
          types={['IMAGE']}
          multiple={multiple}
          limit={max - urls.length}
          onClose={() => setOpen(false)}
          onConfirm={(chosen: Resource[]) => {
            set([...urls, ...chosen.map((r) => r.resource_url)].slice(0, max));
            setOpen(false);
          }}
        />
      )}
    </Space>
  );
}

/** One picture (a shop's logo). */
export const SingleImageInput = (props: FieldInputProps) => <ImageInput {...props} multiple={false} />;
/** Several pictures, up to `props.max`. */
export const MultipleImageInput = (props: FieldInputProps) => <ImageInput {...props} multiple />;
