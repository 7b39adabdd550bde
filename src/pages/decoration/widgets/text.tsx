import { Button, Form, Radio, Space } from 'antd';
import { DeleteOutlined, SoundOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Placeholder } from './Placeholder';
import { TextLinkInput } from './TextLinkInput';
import type { WidgetView } from './types';

export const title: WidgetView<'title'> = {
  Preview: ({ data }) => (data.text ? <h3 style={{ margin: 0, padding: '8px 12px', textAlign: data.align }}>{data.text}</h3> : <Placeholder type="title" />),
  Properties: function TitleProperties({ data, onChange }) {
    const { t } = useTranslation('decoration');
    return (
      <Form layout="vertical">
        <Form.Item label={t('editor.text')}>
          <TextLinkInput value={data} onChange={onChange} />
        </Form.Item>
        <Form.Item label={t('editor.align')}>
          <Radio.Group value={data.align} onChange={(e) => onChange({ align: e.target.value as 'left' | 'center' })} options={[{ value: 'left', label: t('editor.left') }, { value: 'center', label: t('editor.center') }]} />
        </Form.Item>
      </Form>
    );
  },
};

export const notice: WidgetView<'notice'> = {
  Preview: ({ data }) => (data.text ? <div style={{ padding: '6px 12px', background: '#fffbe6', color: '#d48806' }}><SoundOutlined /> {data.text}</div> : <Placeholder type="notice" />),
  Properties: function NoticeProperties({ data, onChange }) {
    const { t } = useTranslation('decoration');
    return (
      <Form layout="vertical">
        <Form.Item label={t('editor.text')}>
          <TextLinkInput value={data} onChange={onChange} />
        </Form.Item>
      </Form>
    );
  },
};

const NEW_ITEM = { text: '', opt_type: 'NONE', opt_value: '' } as const;

export const textNav: WidgetView<'text-nav'> = {
  Preview: ({ data }) =>
    data.items.length ? (
      <nav style={{ display: 'flex', justifyContent: 'space-around', padding: 8 }}>
        {data.items.map((item, i) => <span key={i}>{item.text}</span>)}
      </nav>
    ) : (
      <Placeholder type="text-nav" />
    ),
  Properties: function TextNavProperties({ data, onChange }) {
    const { t } = useTranslation('decoration');
    const set = (i: number, item: (typeof data.items)[number] | null) =>
      onChange({ items: item ? data.items.map((old, k) => (k === i ? item : old)) : data.items.filter((_, k) => k !== i) });
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        {data.items.map((item, i) => (
          <Space key={i}>
            <TextLinkInput value={item} onChange={(next) => set(i, next)} />
            <Button size="small" icon={<DeleteOutlined />} aria-label={t('editor.remove')} onClick={() => set(i, null)} />
          </Space>
        ))}
        {data.items.length < 10 && <TextLinkInput value={NEW_ITEM} label={t('editor.addLink')} onChange={(item) => onChange({ items: [...data.items, item] })} />}
      </Space>
    );
  },
};
