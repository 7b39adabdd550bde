import { describe, expect, it, vi } from 'vitest';
import { currentLanguage, i18n } from '@/i18n';
import { serverBundles, switchLanguage } from '@/i18n/languages';
import zhCommon from '@/locales/zh-CN/common.json';
import { startDemoMarketplace } from '../../helpers/demo-marketplace';

startDemoMarketplace();

describe('a language only the server has', () => {
  it("maps the seller UI's route titles to the menu, by namespace or flat", () => {
    expect(serverBundles({ 'route.goodsList': '商品一覧', route: { orderList: '注文一覧' }, menu: { dashboard: 'ホーム' } }).menu).toEqual({
      dashboard: 'ホーム',
      orderList: '注文一覧',
      goodsList: '商品一覧',
    });
    expect(serverBundles(null)).toEqual({});
  });

  it('shows its messages once chosen (the demo offers 日本語)', async () => {
    await switchLanguage('ja-JP');
    expect(i18n.t('menu:goodsList')).toBe('商品一覧');
    expect(currentLanguage()).toBe('ja-JP');
    await switchLanguage('zh-CN');
  });

  it('names the default language in its calls when the server has no messages for the one chosen', async () => {
    await switchLanguage('xx-YY');
    expect(i18n.language).toBe('xx-YY');
    expect(i18n.t('menu:goodsList')).toBe('商品列表');
    expect(currentLanguage()).toBe('zh-CN');
    await switchLanguage('zh-CN');
  });
});

describe('falling back to the default language', () => {
  it('fills what a server language lacks from zh-CN, and never mixes the two built-in languages', async () => {
    i18n.addResource('zh-CN', 'common', 'onlyInChinese', '仅中文');
    try {
      await switchLanguage('ja-JP');
      expect(i18n.t('common:onlyInChinese', { defaultValue: '-' })).toBe('仅中文');
      await switchLanguage('en-US');
      expect(i18n.t('common:onlyInChinese', { defaultValue: '-' })).toBe('-');
      expect(i18n.t('menu:goodsList')).toBe('Goods list');
    } finally {
      await switchLanguage('zh-CN');
      i18n.removeResourceBundle('zh-CN', 'common');
      i18n.addResourceBundle('zh-CN', 'common', zhCommon, true, true);
    }
  });

  it("works out a language's lookup order once, not on every message (ICU was asked on every t())", async () => {
    await i18n.loadNamespaces(['menu', 'common']);
    i18n.t('menu:goodsList');
    const canonical = vi.spyOn(Intl, 'getCanonicalLocales');
    for (let i = 0; i < 200; i++) i18n.t(i % 2 ? 'menu:goodsList' : 'common:action.search');
    expect(canonical).not.toHaveBeenCalled();
    canonical.mockRestore();
  });
});

