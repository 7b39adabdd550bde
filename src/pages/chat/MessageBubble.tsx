import { Card, Image, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/utils/money';
import { formatUnix } from '@/utils/time';
import type { ChatMessage } from './types';

/** A media URL the chat may show: http(s), a path, or an image/video data URL (docs/api/chat.md). */
const safeUrl = (url: unknown) => (typeof url === 'string' && /^(https?:\/\/|\/|data:(image|video)\/)/i.test(url) ? url : undefined);

function Body({ m }: { m: ChatMessage }) {
  const { t } = useTranslation('chat');
  switch (m.type) {
    case 'EMOJI':
      return <span style={{ fontSize: 28 }}>{m.text}</span>;
    case 'IMAGES':
      return safeUrl(m.url) ? <Image src={safeUrl(m.url)} width={160} alt={t('card.image')} /> : null;
    case 'VIDEO':
      return safeUrl(m.url) ? <video src={safeUrl(m.url)} controls width={240} /> : null;
    case 'GOODS':
      return (
        <Card size="small" style={{ width: 240 }} data-testid="goods-card">
          <Space align="start">
            {safeUrl(m.goods_image) && <img src={safeUrl(m.goods_image)} alt="" width={48} height={48} style={{ objectFit: 'cover' }} />}
            <div>
              <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 4 }}>{m.goods_name}</Typography.Paragraph>
              <Typography.Text type="danger">{formatMoney(m.goods_price ?? 0)}</Typography.Text>
            </div>
          </Space>
        </Card>
      );
    case 'ORDER':
      return (
        <Card size="small" style={{ width: 260 }} data-testid="order-card" title={t('card.order', { sn: m.order_sn })}>
          <div>{m.goods_list?.map((g) => g.goods_name).join('，')}</div>
          <Space split="·">
            <Typography.Text type="danger">{formatMoney(m.order_price ?? 0)}</Typography.Text>
            <Typography.Text type="secondary">{formatUnix(m.create_time)}</Typography.Text>
          </Space>
        </Card>
      );
    default:
      // Plain text (never HTML): React escapes it; line breaks are kept.
      return <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{m.text}</span>;
  }
}

/** One message: the shop's on the right, the buyer's on the left, with its time. */
export function MessageBubble({ m }: { m: ChatMessage }) {
  const self = m.is_self;
  return (
    <div data-testid="chat-message" data-self={self ? '1' : '0'} style={{ display: 'flex', flexDirection: 'column', alignItems: self ? 'flex-end' : 'flex-start', margin: '8px 0' }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{formatUnix(m.msg_time)}</Typography.Text>
      <div
        style={{
          maxWidth: '70%',
          padding: m.type === 'TEXT' ? '6px 10px' : 0,
          borderRadius: 8,
          background: m.type === 'TEXT' ? (self ? 'var(--ant-color-primary-bg, #e6f4ff)' : 'var(--ant-color-fill-tertiary, #f5f5f5)') : undefined,
        }}
      >
        <Body m={m} />
      </div>
    </div>
  );
}
