import { useEffect, useRef, useState } from 'react';
import { Button, Card, Input, Space } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, FileTextOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ResourcePicker } from '@/components/pickers';
import { moveItem, removeItem } from './list-ops';
import { ImageUpload } from './ImageUpload';
import type { IntroBlock } from './types';

interface Props {
  id?: string;
  value?: IntroBlock[];
  onChange?: (value: IntroBlock[]) => void;
}

/** Mobile detail: text and image blocks, added, removed and reordered. */
export function IntroBlocksField({ id, value = [], onChange }: Props) {
  const { t } = useTranslation('goodsPublish');
  /** Index of the image block waiting for a resource-centre pick. */
  const [picking, setPicking] = useState<number | null>(null);
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const emit = (next: IntroBlock[]) => {
    latest.current = next;
    onChange?.(next);
  };
  const setContent = (index: number, content: string) => emit(latest.current.map((b, i) => (i === index ? { ...b, content } : b)));

  return (
    <div id={id} data-testid="intro-blocks">
      <Space direction="vertical" style={{ width: '100%' }}>
        {value.map((block, index) => (
          <Card
            key={index}
            size="small"
            title={t(block.type === 'text' ? 'mobile.textBlock' : 'mobile.imageBlock', { n: index + 1 })}
            extra={
              <Space size={0}>
                <Button size="small" type="text" icon={<ArrowUpOutlined />} aria-label={t('mobile.up')} disabled={index === 0} onClick={() => emit(moveItem(value, index, index - 1))} />
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowDownOutlined />}
                  aria-label={t('mobile.down')}
                  disabled={index === value.length - 1}
                  onClick={() => emit(moveItem(value, index, index + 1))}
                />
                <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('mobile.remove')} onClick={() => emit(removeItem(value, index))} />
              </Space>
            }
          >
            {block.type === 'text' ? (
              <Input.TextArea
                autoSize={{ minRows: 2, maxRows: 8 }}
                value={block.content}
                aria-label={t('mobile.textBlock', { n: index + 1 })}
                maxLength={2000}
                onChange={(e) => setContent(index, e.target.value)}
              />
            ) : (
              <Space align="start">
                {block.content ? <img src={block.content} alt={t('mobile.imageBlock', { n: index + 1 })} style={{ width: 160, maxHeight: 160, objectFit: 'contain' }} /> : null}
                <Space direction="vertical">
                  <ImageUpload onUploaded={(url) => setContent(index, url)}>
                    <Button size="small" icon={<UploadOutlined />}>
                      {t('gallery.upload')}
                    </Button>
                  </ImageUpload>
                  <Button size="small" icon={<PictureOutlined />} onClick={() => setPicking(index)}>
                    {t('gallery.fromResources')}
                  </Button>
                </Space>
              </Space>
            )}
          </Card>
        ))}
        <Space>
          <Button icon={<FileTextOutlined />} onClick={() => emit([...value, { type: 'text', content: '' }])}>
            {t('mobile.addText')}
          </Button>
          <Button icon={<PictureOutlined />} onClick={() => emit([...value, { type: 'image', content: '' }])}>
            {t('mobile.addImage')}
          </Button>
        </Space>
      </Space>
      {picking !== null && (
        <ResourcePicker
          open
          types={['IMAGE']}
          onClose={() => setPicking(null)}
          onConfirm={(list) => {
            if (list[0]) setContent(picking, list[0].resource_url);
            setPicking(null);
          }}
        />
      )}
    </div>
  );
}
