import { useEffect, useRef, useState } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { DeleteOutlined, LeftOutlined, PictureOutlined, RightOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ResourcePicker } from '@/components/pickers';
import { moveItem, removeItem } from './list-ops';
import { ImageUpload } from './ImageUpload';
import type { GalleryImage } from './types';

interface Props {
  id?: string;
  value?: GalleryImage[];
  onChange?: (value: GalleryImage[]) => void;
}

const box: React.CSSProperties = {
  width: 112,
  border: '1px solid #d9d9d9',
  borderRadius: 6,
  padding: 4,
  background: '#fff',
  cursor: 'grab',
};

/** Gallery: upload or pick from the resource centre; reorder with the arrows or by dragging; the first image is the main one. */
export function GalleryField({ id, value = [], onChange }: Props) {
  const { t } = useTranslation('goodsPublish');
  const [picking, setPicking] = useState(false);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [uploading, setUploading] = useState(0);

  // Uploads finish one by one: each adds to the latest list, not to the one it started with.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const emit = (next: GalleryImage[]) => {
    latest.current = next;
    onChange?.(next);
  };
  const add = (urls: string[]) => emit([...latest.current, ...urls.map((original) => ({ img_id: '-1', original }))]);

  return (
    <div id={id} data-testid="gallery">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 8 }}>
        {value.map((image, index) => (
          <div
            key={`${image.img_id}-${image.original.slice(-24)}-${index}`}
            style={{ ...box, opacity: dragFrom === index ? 0.5 : 1 }}
            draggable
            data-testid="gallery-item"
            onDragStart={() => setDragFrom(index)}
            onDragEnd={() => setDragFrom(null)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault();
              if (dragFrom !== null) emit(moveItem(value, dragFrom, index));
              setDragFrom(null);
            }}
          >
            <img src={image.original} alt={t('gallery.image', { n: index + 1 })} style={{ width: 102, height: 102, objectFit: 'cover', display: 'block' }} />
            <Space size={0} style={{ width: '100%', justifyContent: 'space-between' }}>
              <Tooltip title={t('gallery.moveLeft')}>
                <Button
                  size="small"
                  type="text"
                  icon={<LeftOutlined />}
                  aria-label={t('gallery.moveLeft')}
                  disabled={index === 0}
                  onClick={() => emit(moveItem(value, index, index - 1))}
                />
              </Tooltip>
              {index === 0 && <span style={{ fontSize: 12, color: '#1677ff' }}>{t('gallery.main')}</span>}
              <Tooltip title={t('gallery.moveRight')}>
                <Button
                  size="small"
                  type="text"
                  icon={<RightOutlined />}
                  aria-label={t('gallery.moveRight')}
                  disabled={index === value.length - 1}
                  onClick={() => emit(moveItem(value, index, index + 1))}
                />
              </Tooltip>
              <Tooltip title={t('gallery.remove')}>
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('gallery.remove')}
                  onClick={() => emit(removeItem(value, index))}
                />
              </Tooltip>
            </Space>
          </div>
        ))}
      </div>
      <Space>
        <ImageUpload multiple onUploaded={(url) => add([url])} onBusy={(d) => setUploading((n) => n + d)}>
          <Button icon={<UploadOutlined />} loading={uploading > 0}>
            {t('gallery.upload')}
          </Button>
        </ImageUpload>
        <Button icon={<PictureOutlined />} onClick={() => setPicking(true)}>
          {t('gallery.fromResources')}
        </Button>
      </Space>
      <div style={{ color: '#999', fontSize: 12, marginTop: 4 }}>{t('gallery.hint')}</div>
      {picking && (
        <ResourcePicker
          open={picking}
          types={['IMAGE']}
          multiple
          onClose={() => setPicking(false)}
          onConfirm={(list) => {
            setPicking(false);
            add(list.map((r) => r.resource_url));
          }}
        />
      )}
    </div>
  );
}
