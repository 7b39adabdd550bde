import { FileTextOutlined, PictureOutlined, ShoppingOutlined, SmileOutlined } from '@ant-design/icons';
import { Button, Input, Popover, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GoodsPicker, ResourcePicker } from '@/components/pickers';
import { OrderPickerDialog } from './OrderPickerDialog';
import type { MessageType } from './types';

export const MAX_TEXT = 1000;
const EMOJI = ['😀', '😂', '😊', '😍', '🤔', '😅', '😭', '😡', '👍', '👎', '👏', '🙏', '💪', '🎉', '❤️', '🌹', '☕', '🎁', '📦', '🚚'];

/** What the shop writes: text (Enter sends, Shift+Enter breaks the line), emoji, images, goods and order cards. */
export function Composer({ buyerName, send }: { buyerName?: string; send: (type: MessageType, content: string) => Promise<boolean> }) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [picker, setPicker] = useState<'image' | 'goods' | 'order' | null>(null);
  const [emojiOpen, setEmojiOpen] = useState(false);
  const trimmed = text.trim();
  const tooLong = trimmed.length > MAX_TEXT;

  const sendOne = async (type: MessageType, content: string) => {
    setSending(true);
    try {
      return await send(type, content);
    } finally {
      setSending(false);
    }
  };
  // What was typed stays until the server took it.
  const sendText = async () => {
    if (!trimmed || tooLong || sending) return;
    if (await sendOne('TEXT', trimmed)) setText('');
  };

  return (
    <div data-testid="chat-composer" style={{ borderTop: '1px solid var(--ant-color-border-secondary, #f0f0f0)', padding: 12 }}>
      <Space style={{ marginBottom: 8 }}>
        <Popover
          open={emojiOpen}
          onOpenChange={setEmojiOpen}
          trigger="click"
          content={
            <div style={{ display: 'grid', gridTemplateColumns: 'repeat(5, 36px)', gap: 4 }} data-testid="emoji-panel">
              {EMOJI.map((e) => (
                <Button key={e} type="text" aria-label={e} onClick={() => { setEmojiOpen(false); void sendOne('EMOJI', e); }}>
                  {e}
                </Button>
              ))}
            </div>
          }
        >
          <Tooltip title={t('compose.emoji')}>
            <Button type="text" icon={<SmileOutlined />} aria-label={t('compose.emoji')} />
          </Tooltip>
        </Popover>
        <Tooltip title={t('compose.image')}>
          <Button type="text" icon={<PictureOutlined />} aria-label={t('compose.image')} onClick={() => setPicker('image')} />
        </Tooltip>
        <Tooltip title={t('compose.goods')}>
          <Button type="text" icon={<ShoppingOutlined />} aria-label={t('compose.goods')} onClick={() => setPicker('goods')} />
        </Tooltip>
        <Tooltip title={t('compose.order')}>
          <Button type="text" icon={<FileTextOutlined />} aria-label={t('compose.order')} onClick={() => setPicker('order')} />
        </Tooltip>
      </Space>
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoSize={{ minRows: 3, maxRows: 6 }}
        placeholder={t('compose.placeholder')}
        aria-label={t('compose.placeholder')}
        status={tooLong ? 'error' : undefined}
        onPressEnter={(e) => {
          if (e.shiftKey || e.nativeEvent.isComposing) return;
          e.preventDefault();
          void sendText();
        }}
      />
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 8 }}>
        <Typography.Text type={tooLong ? 'danger' : 'secondary'}>{tooLong ? t('compose.tooLong', { max: MAX_TEXT }) : t('compose.hint')}</Typography.Text>
        <Button type="primary" loading={sending} disabled={!trimmed || tooLong} onClick={() => void sendText()}>
          {t('compose.send')}
        </Button>
      </div>
      <ResourcePicker
        open={picker === 'image'}
        types={['IMAGE']}
        onClose={() => setPicker(null)}
        onConfirm={(resources) => {
          setPicker(null);
          const url = resources[0]?.resource_url;
          if (url) void sendOne('IMAGES', url);
        }}
      />
      <GoodsPicker
        open={picker === 'goods'}
        mode="spu"
        limit={1}
        onClose={() => setPicker(null)}
        onConfirm={(goods) => {
          setPicker(null);
          const id = goods[0]?.goods_id;
          if (id !== undefined) void sendOne('GOODS', String(id));
        }}
      />
      <OrderPickerDialog
        open={picker === 'order'}
        buyerName={buyerName}
        onClose={() => setPicker(null)}
        onPick={(sn) => {
          setPicker(null);
          void sendOne('ORDER', sn);
        }}
      />
    </div>
  );
}
