import { CopyOutlined, DeleteOutlined, DragOutlined, EditOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Image, Popconfirm, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatKb, type Resource } from '@/components/pickers';
import { formatUnix } from '@/utils/time';

export interface MaterialCardProps {
  item: Resource;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  /** Videos play in a dialog; images zoom in antd's preview. */
  onPlay: () => void;
  onRename: () => void;
  onMove: () => void;
  onCopy: () => void;
  onDelete: () => void;
}

const size = (item: Resource) =>
  item.group_type === 'VIDEO'
    ? `${item.video_duration ?? 0}s`
    : item.img_width && item.img_height
      ? `${item.img_width} × ${item.img_height}`
      : '';

/** One resource of the material centre: preview, name, size, resolution or duration, upload time, and what can be done to it. */
export function MaterialCard({ item, selected, onSelect, onPlay, onRename, onMove, onCopy, onDelete }: MaterialCardProps) {
  const { t } = useTranslation('setting');
  const action = (key: string, icon: ReactNode, onClick: () => void) => (
    <Tooltip key={key} title={t(`material.${key}`)}>
      <Button type="text" size="small" icon={icon} aria-label={t(`material.${key}`)} onClick={onClick} data-action={key} />
    </Tooltip>
  );
  return (
    <Card
      size="small"
      data-resource={String(item.id)}
      style={{ borderColor: selected ? 'var(--ant-color-primary)' : undefined }}
      styles={{ body: { padding: 8 } }}
      cover={
        item.group_type === 'VIDEO' ? (
          <div style={{ position: 'relative', height: 120, background: '#000', cursor: 'pointer' }} onClick={onPlay} data-action="play">
            <video src={item.resource_url} muted preload="metadata" style={{ width: '100%', height: 120, objectFit: 'cover' }} />
            <PlayCircleOutlined style={{ position: 'absolute', inset: 0, margin: 'auto', fontSize: 36, color: '#fff', width: 36, height: 36 }} />
          </div>
        ) : (
          <Image src={item.resource_url} alt={item.resource_name} height={120} style={{ objectFit: 'cover' }} rootClassName="material-preview" />
        )
      }
      actions={[
        action('rename', <EditOutlined />, onRename),
        action('move', <DragOutlined />, onMove),
        action('copy', <CopyOutlined />, onCopy),
        <Popconfirm key="delete" title={t('material.confirmDelete', { count: 1 })} onConfirm={onDelete}>
          <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('material.delete')} data-action="delete" />
        </Popconfirm>,
      ]}
    >
      <Checkbox checked={selected} onChange={(e) => onSelect(e.target.checked)} style={{ width: '100%' }}>
        <Typography.Text ellipsis title={item.resource_name} style={{ maxWidth: 130 }}>
          {item.resource_name}
        </Typography.Text>
      </Checkbox>
      <div style={{ fontSize: 12, color: 'var(--ant-color-text-secondary)', marginTop: 4 }}>
        <div>
          {formatKb(item.resource_storage)} {size(item)}
        </div>
        <div>{formatUnix(item.create_time)}</div>
      </div>
    </Card>
  );
}
