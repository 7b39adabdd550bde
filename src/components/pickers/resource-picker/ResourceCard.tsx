import { Button, Card, Popconfirm, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatKb, formatResolution, formatUnixTime } from './format';
import type { Resource } from './types';

export interface ResourceCardProps {
  item: Resource;
  selected: boolean;
  onToggle: () => void;
  onDelete: () => void;
}

/** One grid item: preview, name, size in KB, resolution, upload time, delete. */
export function ResourceCard({ item, selected, onToggle, onDelete }: ResourceCardProps) {
  const { t } = useTranslation('pickers');
  return (
    <Card
      size="small"
      hoverable
      data-testid={`resource-${String(item.id)}`}
      aria-selected={selected}
      onClick={onToggle}
      style={{ borderColor: selected ? 'var(--ant-color-primary)' : undefined, borderWidth: selected ? 2 : 1 }}
      cover={
        item.group_type === 'VIDEO' ? (
          <video src={item.resource_url} style={{ height: 100, objectFit: 'cover' }} muted />
        ) : (
          <img alt={item.resource_name} src={item.resource_url} style={{ height: 100, objectFit: 'cover' }} />
        )
      }
    >
      <Typography.Text ellipsis strong title={item.resource_name} style={{ display: 'block' }}>
        {item.resource_name}
      </Typography.Text>
      <div style={{ fontSize: 12, color: '#888' }}>
        <div>{formatKb(item.resource_storage)}</div>
        <div>{formatResolution(item.img_width, item.img_height)}</div>
        <div>{formatUnixTime(item.create_time)}</div>
      </div>
      <Popconfirm
        title={t('resource.deleteConfirm')}
        okText={t('action.confirm')}
        cancelText={t('action.cancel')}
        onConfirm={(e) => {
          e?.stopPropagation();
          onDelete();
        }}
        onCancel={(e) => e?.stopPropagation()}
      >
        <Button
          size="small"
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('action.delete')}
          onClick={(e) => e.stopPropagation()}
        >
          {t('action.delete')}
        </Button>
      </Popconfirm>
    </Card>
  );
}
