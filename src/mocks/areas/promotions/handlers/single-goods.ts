/** Single-cut (单品立减, `minus`) and second-half-price (第二件半价, `half-prices`) of api reference §6.4. */
import { badParam, text } from '../../../lib/errors';
import { money, optionalText } from '../fields';
import type { HalfPriceRecord, MinusRecord } from '../records';
import { shopActivityHandlers, type ActivityKind } from './shop-activity';

const DESCRIPTION_MAX = 200;

const minusKind: ActivityKind<MinusRecord> = {
  path: 'minus',
  idKey: 'minus_id',
  what: text('单品立减活动', 'Single-cut activity'),
  group: 'single',
  table: (t) => t.minus,
  sequence: 'minus',
  title: { min: 1, max: 60 },
  answersView: true,
  parse(body, _shopId, goods) {
    const value = money(body.single_reduction_value, 'single_reduction_value');
    // A cut of the whole price would give the goods away.
    const free = goods.find((g) => g.price <= value);
    if (free) {
      throw badParam(
        `single_reduction_value 立减金额必须小于商品价格：${free.goods_name}（${free.price}）`,
        `single_reduction_value must be below the price of every chosen goods: ${free.__en?.goods_name ?? free.goods_name} costs ${free.price}`,
      );
    }
    return { single_reduction_value: value, description: optionalText(body.description, 'description', DESCRIPTION_MAX) };
  },
};

const halfPriceKind: ActivityKind<HalfPriceRecord> = {
  path: 'half-prices',
  idKey: 'hp_id',
  what: text('第二件半价活动', 'Second-half-price activity'),
  group: 'single',
  table: (t) => t.halfPrice,
  sequence: 'halfPrice',
  title: { min: 1, max: 60 },
  answersView: true,
  parse: (body) => ({ description: optionalText(body.description, 'description', DESCRIPTION_MAX) }),
};

export const singleGoodsHandlers = [...shopActivityHandlers(minusKind), ...shopActivityHandlers(halfPriceKind)];
