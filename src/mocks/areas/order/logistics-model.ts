/** A shop's logistics companies: which are enabled, and the check every shipment goes through. */
import { business } from '../../lib/errors';
import { COMPANY_BY_ID, logisticsKey, type LogiCompany, type ShopLogisticsRecord } from './logistics-data';
import { logisticsDb } from './store';

export const shopSetting = (shopId: string, logiId: string): ShopLogisticsRecord | undefined =>
  logisticsDb().shopLogistics.get(logisticsKey(shopId, logiId));

/** Enabled by the shop and open on the platform. */
export const isUsable = (shopId: string, c: LogiCompany) => c.disabled === 'OPEN' && !!shopSetting(shopId, c.id)?.open;

/** The company a shop ships or mails with: it must be enabled by the shop and open on the platform (500 otherwise). */
export function usableCompany(shopId: string, logiId: string): LogiCompany {
  const c = COMPANY_BY_ID.get(logiId);
  if (!c) throw business(`物流公司不存在：${logiId}`, `logistics company not found: ${logiId}`);
  if (c.disabled !== 'OPEN') throw business(`物流公司「${c.name}」已被平台关闭`, `the platform has closed ${c.__en?.name ?? c.name}`);
  if (!isUsable(shopId, c)) throw business(`物流公司「${c.name}」未开启，请先在物流设置中开启`, `${c.__en?.name ?? c.name} is not enabled for this shop: enable it in the logistics settings first`);
  return c;
}
