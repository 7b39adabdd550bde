import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { serverBundles, switchLanguage } from '@/i18n/languages';
import { startDemoMarketplace } from '../../helpers/demo-marketplace';

startDemoMarketplace();

describe('a language only the server has (issue 17 #11)', () => {
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
    await switchLanguage('zh-CN');
  });
});
