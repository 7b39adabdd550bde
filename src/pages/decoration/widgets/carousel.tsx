import { Carousel, Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImagesInput } from './ImagesInput';
import { Placeholder } from './Placeholder';
import type { WidgetView } from './types';

export const carousel: WidgetView<'image-carousel'> = {
  Preview: ({ data, client }) =>
    data.images.length ? (
      <Carousel autoplay autoplaySpeed={data.interval * 1000}>
        {data.images.map((image, i) => (
          <img key={i} src={image.url} alt="" style={{ width: '100%', height: client === 'PC' ? 360 : 180, objectFit: 'cover' }} />
        ))}
      </Carousel>
    ) : (
      <Placeholder type="image-carousel" />
    ),
  Properties: function CarouselProperties({ data, client, onChange }) {
    const { t } = useTranslation('decoration');
    return (
      <Form layout="vertical">
        <Form.Item label={t('editor.images')}>
          <ImagesInput value={data.images} client={client} onChange={(images) => onChange({ images })} />
        </Form.Item>
        <Form.Item label={t('editor.interval')}>
          <InputNumber min={1} max={10} value={data.interval} onChange={(v) => onChange({ interval: v ?? 3 })} />
        </Form.Item>
      </Form>
    );
  },
};
