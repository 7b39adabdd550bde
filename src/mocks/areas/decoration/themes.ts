/**
 * Shop themes (BE722 `ShopThemesSellerController`): `GET seller/shops/themes?type=PC|WAP` lists the platform's
 * themes of that type with `current_use` (1 = the shop's theme); `PUT seller/shops/themes/{id}` makes a theme
 * the shop's theme of its type (choosing the current one again is harmless). Empty answer.
 */
import { badParam, notFound, text } from '../../lib/errors';
import { route } from '../../handlers/route';
import { logOperation } from '../statistics/system-logs';
import { decorationDb } from './db';
import { defaultTheme, THEMES } from './seed';

const THEME = text('店铺模板', 'Shop theme');

function choiceOf(shopId: string) {
  return decorationDb().themeChoices.get(shopId) ?? { shop_id: shopId, pc_theme_id: defaultTheme('PC').id, wap_theme_id: defaultTheme('WAP').id };
}

export const themeHandlers = [
  route('get', '*/seller/shops/themes', (ctx) => {
    const type = (ctx.query.get('type') ?? '').trim().toUpperCase();
    if (!type) throw badParam('type 模版类型必填', 'type is required');
    if (type !== 'PC' && type !== 'WAP') throw badParam('type 只能是 PC 或 WAP', 'type must be PC or WAP');
    const choice = choiceOf(ctx.session.shopId);
    const current = type === 'PC' ? choice.pc_theme_id : choice.wap_theme_id;
    return THEMES.filter((t) => t.type === type).map((t) => ({ ...t, current_use: t.id === current ? 1 : 0 }));
  }),

  route('put', '*/seller/shops/themes/:id', (ctx) => {
    const theme = THEMES.find((t) => t.id === ctx.params.id);
    if (!theme) throw notFound(THEME, ctx.params.id);
    const choice = choiceOf(ctx.session.shopId);
    decorationDb().themeChoices.put(theme.type === 'PC' ? { ...choice, pc_theme_id: theme.id } : { ...choice, wap_theme_id: theme.id });
    logOperation(ctx, text(`更换店铺模板为【${theme.name}】`, `Changed the shop theme to "${theme.__en?.name ?? theme.name}"`));
  }),
];
