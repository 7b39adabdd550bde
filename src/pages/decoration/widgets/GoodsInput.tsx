/** Goods chosen with the shared goods picker; kept as id strings (64-bit ids). */
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GoodsPicker } from '@/components/pickers';

export const GOODS_LIMIT = 20;

export function GoodsInput({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const { t } = useTranslation('decoration');
  const [open, setOpen] = useState(false);
  return (
    <Space direction="vertical">
      <Typography.Text type="secondary">{t('editor.goodsCount', { count: value.length })}</Typography.Text>
      <Button onClick={() => setOpen(true)} data-testid="choose-goods">{t('editor.chooseGoods')}</Button>
      <GoodsPicker
        open={open}
        mode="spu"
        value={value}
        limit={GOODS_LIMIT}
        onClose={() => setOpen(false)}
        onConfirm={(items) => {
          onChange(items.map((item) => String(item.goods_id)));
          setOpen(false);
        }}
      />
    </Space>
  );
}
