/**
 * Images chosen with the shared image picker, each with where a tap on it leads (a typed link: URL, micro-page,
 * goods...). The picker only adds and removes images here; the links are set beside each image.
 */
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePicker, ResourcePicker, type ImageItem } from '@/components/pickers';
import type { ClientType } from '../model/server-page';
import type { ImageLink } from '../model/widgets';
import { LinkField } from './LinkField';

const uidOf = (image: ImageLink, i: number) => `${i}-${image.url}`;

export function ImagesInput({ value, onChange, client, limit = 10 }: { value: ImageLink[]; onChange: (images: ImageLink[]) => void; client: ClientType; limit?: number }) {
  const { t } = useTranslation('decoration');
  const [open, setOpen] = useState(false);
  const [fromSpace, setFromSpace] = useState(false);
  const items: ImageItem[] = value.map((image, i) => ({ url: image.url, opt_type: 'NONE', opt_value: '', uid: uidOf(image, i) }));
  const set = (i: number, image: ImageLink) => onChange(value.map((old, k) => (k === i ? image : old)));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t('editor.imageCount', { count: value.length })}</Typography.Text>
      <Space wrap>
        <Button onClick={() => setOpen(true)} data-testid="choose-images">{t('editor.chooseImages')}</Button>
        <Button onClick={() => setFromSpace(true)} disabled={value.length >= limit} data-testid="images-from-space">{t('editor.fromPictureSpace')}</Button>
      </Space>
      {value.map((image, i) => (
        <div key={uidOf(image, i)} style={{ display: 'flex', gap: 8, alignItems: 'center' }} data-testid="image-link">
          <img src={image.url} alt="" width={48} height={48} style={{ objectFit: 'cover', flex: 'none' }} />
          <LinkField value={image.link} client={client} onChange={(link) => set(i, { ...image, link })} />
        </div>
      ))}
      {/* The shop's picture space: images already uploaded (and checked there), added after the ones chosen. */}
      <ResourcePicker
        open={fromSpace}
        types={['IMAGE']}
        multiple
        limit={limit - value.length}
        onClose={() => setFromSpace(false)}
        onConfirm={(chosen) => {
          onChange([...value, ...chosen.map((resource) => ({ url: resource.resource_url, link: null }))].slice(0, limit));
          setFromSpace(false);
        }}
      />
      <ImagePicker
        open={open}
        value={items}
        limit={limit}
        withActions={false}
        onClose={() => setOpen(false)}
        onConfirm={(chosen) => {
          // An image kept keeps its link (and whatever else it holds); a new one starts with none.
          const before = new Map(value.map((image, i) => [uidOf(image, i), image]));
          onChange(chosen.map(({ uid, url }) => before.get(uid) ?? { url, link: null }));
          setOpen(false);
        }}
      />
    </Space>
  );
}
