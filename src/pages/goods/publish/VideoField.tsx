import { useState } from 'react';
import { Button, Space } from 'antd';
import { DeleteOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ResourcePicker } from '@/components/pickers';

interface Props {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}

/** The goods video: one video of the resource centre. */
export function VideoField({ id, value, onChange }: Props) {
  const { t } = useTranslation('goodsPublish');
  const [picking, setPicking] = useState(false);
  return (
    <div id={id}>
      {value && (
        <div style={{ marginBottom: 8 }}>
          <video src={value} controls style={{ width: 240, maxHeight: 180, background: '#000' }} data-testid="goods-video" />
        </div>
      )}
      <Space>
        <Button icon={<VideoCameraOutlined />} onClick={() => setPicking(true)}>
          {value ? t('video.change') : t('video.choose')}
        </Button>
        {value && (
          <Button icon={<DeleteOutlined />} danger onClick={() => onChange?.('')}>
            {t('video.remove')}
          </Button>
        )}
      </Space>
      {picking && (
        <ResourcePicker
          open={picking}
          types={['VIDEO']}
          onClose={() => setPicking(false)}
          onConfirm={(list) => {
            setPicking(false);
            if (list[0]) onChange?.(list[0].resource_url);
          }}
        />
      )}
    </div>
  );
}
