import { Form, Input, InputNumber, Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { WidgetView } from './types';

export const search: WidgetView<'search'> = {
  Preview: function SearchPreview({ data }) {
    const { t } = useTranslation('decoration');
    return <div style={{ padding: 8 }}><div style={{ borderRadius: 16, background: '#f5f5f5', padding: '4px 12px', color: '#999' }}><SearchOutlined /> {data.placeholder || t('editor.searchDefault')}</div></div>;
  },
  Properties: function SearchProperties({ data, onChange }) {
    const { t } = useTranslation('decoration');
    return (
      <Form layout="vertical">
        <Form.Item label={t('editor.placeholder')}>
          <Input value={data.placeholder} maxLength={30} onChange={(e) => onChange({ placeholder: e.target.value })} />
        </Form.Item>
      </Form>
    );
  },
};

export const spacer: WidgetView<'spacer'> = {
  Preview: ({ data }) => <div style={{ height: data.height }} />,
  Properties: function SpacerProperties({ data, onChange }) {
    const { t } = useTranslation('decoration');
    return (
      <Form layout="vertical">
        <Form.Item label={t('editor.height')}>
          <InputNumber min={4} max={200} value={data.height} onChange={(v) => onChange({ height: v ?? 20 })} addonAfter="px" />
        </Form.Item>
      </Form>
    );
  },
};

export const divider: WidgetView<'divider'> = {
  Preview: ({ data }) => <hr style={{ border: 0, borderTop: `1px ${data.style} ${data.color}`, margin: '8px 12px' }} />,
  Properties: function DividerProperties({ data, onChange }) {
    const { t } = useTranslation('decoration');
    return (
      <Form layout="vertical">
        <Form.Item label={t('editor.lineStyle')}>
          <Select value={data.style} onChange={(style) => onChange({ style })} options={(['solid', 'dashed', 'dotted'] as const).map((s) => ({ value: s, label: t(`editor.line.${s}`) }))} />
        </Form.Item>
        <Form.Item label={t('editor.color')}>
          <Input type="color" value={data.color} onChange={(e) => onChange({ color: e.target.value })} style={{ width: 80 }} />
        </Form.Item>
      </Form>
    );
  },
};
