/**
 * The publish form's rules on a saved draft, without the form: publishing a draft from the drafts list
 * refuses what the form would refuse (a missing model or origin, no stock, no image), field by field.
 */
import {
  checkGallery,
  checkGoodsName,
  checkMoney,
  checkOptionalMoney,
  checkOptionalWeight,
  checkPositiveInteger,
  checkRequired,
  checkSn,
  checkWeight,
  messageOf,
  type Check,
} from './rules';
import { t } from '@/i18n';
import type { ParamGroup, PublishFormValues } from './types';

/** The form's broken rules for these values, as the form words them, in the form's order. */
export function draftProblems(values: PublishFormValues, paramGroups: readonly ParamGroup[]): string[] {
  const label = (key: string) => t(`field.${key}`, { ns: 'goodsPublish' });
  const virtual = values.goods_type === 'VIRTUAL';
  const checks: Array<[Check, unknown, string]> = [
    ...(virtual ? [[checkPositiveInteger, values.expired_date, label('expiredDate')] as [Check, unknown, string]] : []),
    [checkGoodsName, values.goods_name, label('goodsName')],
    [checkSn, values.sn, label('sn')],
    [checkMoney, values.price, label('price')],
    [checkOptionalMoney, values.mktprice, label('mktprice')],
    [checkMoney, values.cost, label('cost')],
    [virtual ? checkOptionalWeight : checkWeight, values.weight, label('weight')],
    ...(values.point_disable ? [[checkPositiveInteger, values.exchange_point, label('exchangePoint')] as [Check, unknown, string]] : []),
    [checkGallery, values.gallery, label('gallery')],
    ...paramGroups.flatMap((group) =>
      group.params.filter((p) => p.required === 1).map((p): [Check, unknown, string] => [checkRequired, values.params?.[String(p.param_id)], p.param_name]),
    ),
  ];
  return checks.flatMap(([check, value, field]) => {
    const error = check(value);
    return error ? [messageOf(error, field)] : [];
  });
}
