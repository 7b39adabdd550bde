import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '@/pages/goods/publish/body';
import { RichTextField } from '@/pages/goods/publish/RichTextField';
import { Placeholder } from './Placeholder';
import type { WidgetView } from './types';

/** Rich text: sanitised when it is edited and again when it is shown (a page may come from anywhere). */
export const richText: WidgetView<'rich-text'> = {
  Preview: ({ data }) => (data.html ? <div style={{ padding: 12 }} dangerouslySetInnerHTML={{ __html: sanitizeHtml(data.html) }} /> : <Placeholder type="rich-text" />),
  Properties: function RichTextProperties({ data, onChange }) {
    const { t } = useTranslation('decoration');
    return (
      <Form layout="vertical">
        <Form.Item label={t('widget.rich-text')}>
          <RichTextField value={data.html} onChange={(html) => onChange({ html })} />
        </Form.Item>
      </Form>
    );
  },
};
