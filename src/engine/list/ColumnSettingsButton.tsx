import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ColumnSettings } from './column-settings';

export function ColumnSettingsButton({ settings, titles, onToggle, onMove, onReset }: {
  settings: ColumnSettings;
  titles: Record<string, string>;
  onToggle: (key: string) => void;
  onMove: (key: string, delta: -1 | 1) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation('engine');
  const content = (
    <div data-testid="column-settings" style={{ minWidth: 200 }}>
      {settings.order.map((key, index) => (
        <div key={key} style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
          <Checkbox checked={!settings.hidden.includes(key)} onChange={() => onToggle(key)}>
            {titles[key]}
          </Checkbox>
          <Space size={0}>
            <Button size="small" type="text" aria-label={t('list.moveUp')} icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => onMove(key, -1)} />
            <Button size="small" type="text" aria-label={t('list.moveDown')} icon={<ArrowDownOutlined />} disabled={index === settings.order.length - 1} onClick={() => onMove(key, 1)} />
          </Space>
        </div>
      ))}
      <Button size="small" type="link" onClick={onReset} style={{ padding: 0, marginTop: 8 }}>
        {t('list.resetColumns')}
      </Button>
    </div>
  );
  return (
    <Popover trigger="click" placement="bottomRight" content={content}>
      <Tooltip title={t('list.columns')}>
        <Button icon={<SettingOutlined />} aria-label={t('list.columns')} data-testid="column-settings-button" />
      </Tooltip>
    </Popover>
  );
}
