import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { readLink } from '../model/links';
import { ImagesInput } from './ImagesInput';
import { linkText } from './link-text';
import { Placeholder } from './Placeholder';
import type { WidgetView } from './types';

/** Images side by side, each with its hot link (the image's action). */
export const imageAd: WidgetView<'image-ad'> = {
  Preview: function ImageAdPreview({ data }) {
    const { t } = useTranslation('decoration');
    return data.images.length ? (
      <div style={{ display: 'grid', gridTemplateColumns: `repeat(${data.columns}, 1fr)`, gap: 4 }}>
        {data.images.map((image, i) => {
          const link = readLink(image.link);
          return <img key={i} src={image.url} alt="" title={link ? linkText(t, link) : undefined} style={{ width: '100%', display: 'block' }} />;
        })}
      </div>
    ) : (
      <Placeholder type="image-ad" />
    );
  },
  Properties: function ImageAdProperties({ data, client, onChange }) {
    const { t } = useTranslation('decoration');
    return (
      <Form layout="vertical">
        <Form.Item label={t('editor.columns')}>
          <Radio.Group value={data.columns} onChange={(e) => onChange({ columns: e.target.value as 1 | 2 | 3 })} options={[1, 2, 3].map((n) => ({ value: n, label: String(n) }))} />
        </Form.Item>
        <Form.Item label={t('editor.images')}>
          <ImagesInput value={data.images} client={client} onChange={(images) => onChange({ images })} />
        </Form.Item>
      </Form>
    );
  },
};
