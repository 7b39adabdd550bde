import { useTranslation } from 'react-i18next';
import { RecordFormDrawer } from '@/engine/form/RecordFormDrawer';
import type { ActionDialogProps } from '@/engine/list/types';
import { shopCatSchema, type ShopCatRow } from '@/schemas/goods/settings';
import type { Schema } from '@/schemas/types';

/** Add a second-level category under a top-level one. */
export default function ChildCategoryDialog({ records, onClose, onDone }: ActionDialogProps<ShopCatRow>) {
  const { t } = useTranslation('goods');
  const parent = records[0]!;
  return (
    <RecordFormDrawer
      schema={shopCatSchema as Schema<Record<string, unknown>>}
      title={`${t('cat.addChild')} · ${parent.shop_cat_name}`}
      config={{
        initial: { sort: 0, disable: 1 },
        create: (v) => ({ url: 'seller/shops/cats', method: 'post', data: { shop_cat_name: v.shop_cat_name, sort: v.sort, disable: v.disable ?? 1, shop_cat_pid: parent.shop_cat_id } }),
      }}
      onClose={onClose}
      onSaved={() => {
        onDone();
        onClose();
      }}
    />
  );
}
