import { Button, Form, Radio, Space } from 'antd';
import { DeleteOutlined, SoundOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Placeholder } from './Placeholder';
import { linkText } from './link-text';
import { readLink } from '../model/links';
import { TextInput, TextLinkInput } from './TextLinkInput';
import type { WidgetView } from './types';

export const title: WidgetView<'title'> = {
  Preview: ({ data }) => (data.text ? <h3 style={{ margin: 0, padding: '8px 12px', textAlign: data.align }}>{data.text}</h3> : <Placeholder type="title" />),
  Properties: function TitleProperties({ data, client, onChange }) {
    const { t } = useTranslation('decoration');
    return (
      <Form layout="vertical">
        <Form.Item label={t('editor.text')}>
          <TextLinkInput value={data} client={client} onChange={onChange} />
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
  Properties: function NoticeProperties({ data, client, onChange }) {
    const { t } = useTranslation('decoration');
    return (
      <Form layout="vertical">
        <Form.Item label={t('editor.text')}>
          <TextLinkInput value={data} client={client} onChange={onChange} />
        </Form.Item>
      </Form>
    );
  },
};

export const textNav: WidgetView<'text-nav'> = {
  Preview: function TextNavPreview({ data }) {
    const { t } = useTranslation('decoration');
    return data.items.length ? (
      <nav style={{ display: 'flex', justifyContent: 'space-around', padding: 8 }}>
        {data.items.map((item, i) => <span key={i} title={linkText(t, readLink(item.link))}>{item.text}</span>)}
      </nav>
    ) : (
      <Placeholder type="text-nav" />
    );
  },
  Properties: function TextNavProperties({ data, client, onChange }) {
    const { t } = useTranslation('decoration');
    const set = (i: number, item: (typeof data.items)[number] | null) =>
      onChange({ items: item ? data.items.map((old, k) => (k === i ? item : old)) : data.items.filter((_, k) => k !== i) });
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        {data.items.map((item, i) => (
          <Space key={i} align="start" data-testid="nav-item">
            <TextLinkInput value={item} client={client} onChange={(next) => set(i, next)} />
            <Button size="small" icon={<DeleteOutlined />} aria-label={t('editor.remove')} onClick={() => set(i, null)} />
          </Space>
        ))}
        {data.items.length < 10 && <TextInput value="" label={t('editor.addLink')} onChange={(text) => onChange({ items: [...data.items, { text, link: null }] })} />}
      </Space>
    );
  },
};
