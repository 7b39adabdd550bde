/** Gifts (gift-manager, api reference §6.2): name, price, image from the resource centre, stock; added and edited in a drawer. */
import { defineFamily, type ScreenDeclaration } from '@/engine/declare';
import { giftSchema, type GiftRow } from '@/schemas/promotions/gifts';
import { fillPath } from '@/utils/api-path';
import { giftsHead } from './families';

const gifts = defineFamily<GiftRow>({ ...giftsHead, schema: giftSchema, titleOf: (row) => row.gift_name });

const giftPath = (id: unknown) => fillPath('seller/promotion/full-discount-gifts/{id}', { id });
/** The form body the API reads: all four fields required. */
const giftBody = (values: Record<string, unknown>) => ({ gift_name: values.gift_name, gift_price: values.gift_price, gift_img: values.gift_img, actual_store: values.actual_store });

export const giftScreens: ScreenDeclaration[] = [
  {
    path: 'gift-manager',
    screen: gifts.list({
      form: {
        create: (values) => ({ url: 'seller/promotion/full-discount-gifts', method: 'post', data: giftBody(values) }),
        update: (row, values) => ({ url: giftPath(row.gift_id), method: 'put', data: giftBody(values) }),
      },
      rowActions: [{ key: 'delete', label: 'common:action.delete', danger: true, confirm: 'promotions:confirm.deleteGift', request: ([id]) => ({ url: giftPath(id), method: 'delete' }) }],
    }),
  },
];
