/**
 * The shop's logistics companies and e-waybill settings (api reference §8.4). The platform's list is fixed;
 * the shop enables the ones it ships with (never one the platform closed) and, for e-waybill companies,
 * keeps its waybill account and Cainiao print template.
 */
import { badParam, business, notFound, text } from '../../lib/errors';
import { str } from '../../lib/values';
import { route, type Ctx } from '../../handlers/route';
import { textField } from './fields';
import { cainiaoTemplates, COMPANY_BY_ID, LOGI_COMPANIES, logisticsKey, type LogiCompany, type ShopLogisticsRecord } from './logistics-data';
import { isUsable, shopSetting } from './logistics-model';
import { logisticsDb } from './store';

const COMPANY = text('物流公司', 'Logistics company');

function company(id: string): LogiCompany {
  const c = COMPANY_BY_ID.get(id);
  if (!c) throw notFound(COMPANY, id);
  return c;
}

/** `logistics_company_do`. */
const companyView = (c: LogiCompany) => ({
  id: c.id,
  name: c.name,
  code: c.code,
  kdcode: c.kdcode,
  is_waybill: c.is_waybill,
  form_items: c.form_items,
  delete_status: c.delete_status,
  disabled: c.disabled,
  __en: c.__en,
});

/** ShopLogisticsSettingVO: the company, whether this shop uses it, its waybill account. */
function settingView(shopId: string, c: LogiCompany) {
  const setting = shopSetting(shopId, c.id);
  const config = setting?.config ?? null;
  return {
    logistics_company_do: companyView(c),
    open: isUsable(shopId, c),
    shop_logistics_setting: config ? { shop_id: shopId, logistics_id: c.id, config: JSON.stringify(config) } : null,
    text_fields: c.form_items.map((f) => ({ ...f, value: config?.[f.code] ?? '' })),
  };
}

/** Saves the shop's row of a company (creating it when the shop never used the company). */
function saveSetting(shopId: string, logiId: string, change: Partial<ShopLogisticsRecord>): void {
  const current = shopSetting(shopId, logiId) ?? { key: logisticsKey(shopId, logiId), shop_id: shopId, logi_id: logiId, open: false, config: null, template_url: '' };
  logisticsDb().shopLogistics.put({ ...current, ...change });
}

/** The KDN account fields of an e-waybill company: a JSON object `{code: value}` or a list of `{code, value}`. */
async function saveWaybillAccount(ctx: Ctx): Promise<void> {
  const c = company(ctx.params.logi_id);
  if (c.is_waybill !== 1) throw business(`「${c.name}」不支持电子面单`, `${c.__en?.name} has no electronic waybills`);
  const body = await ctx.body();
  const pairs = Array.isArray(body)
    ? body.map((item) => [str((item as Record<string, unknown>)?.code), (item as Record<string, unknown>)?.value] as const)
    : Object.entries(body && typeof body === 'object' ? (body as Record<string, unknown>) : {});
  const given = Object.fromEntries(pairs);
  const config = Object.fromEntries(c.form_items.map((f) => [f.code, textField(given, f.code, f.name, 64, true)]));
  saveSetting(ctx.session.shopId, c.id, { config });
}

const DEFAULT_CAINIAO = { token: '', ip: '127.0.0.1', port: 13528 };
const HOST = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[A-Za-z0-9.-]+)$/;

async function saveCainiao(ctx: Ctx) {
  const f = await ctx.fields();
  const token = textField(f, 'token', '打印组件令牌', 128);
  const ip = textField(f, 'ip', '打印组件地址', 64, true);
  if (!HOST.test(ip)) throw badParam('ip（打印组件地址）格式不正确', 'ip must be an IP address or host name');
  const port = Number(str(f.port).trim());
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw badParam('port（端口）必须是 1–65535 的整数', 'port must be a whole number from 1 to 65535');
  const saved = logisticsDb().cainiao.put({ shop_id: ctx.session.shopId, token, ip, port });
  return { token: saved.token, ip: saved.ip, port: saved.port };
}

/** The print templates of the shop's enabled e-waybill companies. */
function templates(ctx: Ctx) {
  return LOGI_COMPANIES.filter((c) => c.is_waybill === 1 && isUsable(ctx.session.shopId, c)).map((c) => {
    const list = cainiaoTemplates(c);
    return { logistics_company_do: companyView(c), template_list: list, template_url: shopSetting(ctx.session.shopId, c.id)?.template_url || list[0].url };
  });
}

async function chooseTemplate(ctx: Ctx): Promise<void> {
  const c = company(ctx.params.logistics_id);
  const body = await ctx.body();
  const fromBody = body && typeof body === 'object' && !Array.isArray(body) ? str((body as Record<string, unknown>).template_url) : str(body);
  const url = (ctx.query.get('template_url') ?? fromBody).trim();
  if (!url) throw badParam('template_url（面单模板）不能为空', 'template_url is required');
  if (c.is_waybill !== 1 || !isUsable(ctx.session.shopId, c)) throw business(`「${c.name}」未开启电子面单`, `${c.__en?.name} is not an enabled e-waybill company`);
  if (!cainiaoTemplates(c).some((t) => t.url === url)) throw badParam('template_url 不是该物流公司的面单模板', `template_url is not a template of ${c.__en?.name}`);
  saveSetting(ctx.session.shopId, c.id, { template_url: url });
}

export const logisticsHandlers = [
  route('get', '*/seller/shops/logi-companies', (ctx) => LOGI_COMPANIES.map((c) => settingView(ctx.session.shopId, c))),
  route('get', '*/seller/shops/logi-companies/enabled', (ctx) =>
    LOGI_COMPANIES.filter((c) => isUsable(ctx.session.shopId, c)).map((c) => settingView(ctx.session.shopId, c)),
  ),
  route('get', '*/seller/shops/logi-companies/waybill/cainiao', (ctx) => {
    const saved = logisticsDb().cainiao.get(ctx.session.shopId);
    return saved ? { token: saved.token, ip: saved.ip, port: saved.port } : DEFAULT_CAINIAO;
  }),
  route('post', '*/seller/shops/logi-companies/waybill/cainiao', saveCainiao),
  route('post', '*/seller/shops/logi-companies/setting/:logi_id', saveWaybillAccount),
  route('post', '*/seller/shops/logi-companies/:logi_id', (ctx) => {
    const c = company(ctx.params.logi_id);
    if (c.disabled !== 'OPEN') throw business(`物流公司「${c.name}」已被平台关闭，不能开启`, `the platform has closed ${c.__en?.name}: it cannot be enabled`);
    saveSetting(ctx.session.shopId, c.id, { open: true });
  }),
  route('delete', '*/seller/shops/logi-companies/:logi_id', (ctx) => {
    const c = company(ctx.params.logi_id);
    if (shopSetting(ctx.session.shopId, c.id)) saveSetting(ctx.session.shopId, c.id, { open: false });
  }),
  route('get', '*/seller/shops/logi-cainiao-template', templates),
  route('post', '*/seller/shops/logi-cainiao-template/:logistics_id', chooseTemplate),
];
