// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageCommands, searchCommands } from '@/layout/command-palette';

const menu = [
  { key: 'dashboard', title: 'dashboard', path: '/dashboard' },
  { key: 'goods', title: 'goods', children: [{ key: 'goodsList', title: 'goodsList', path: '/goods/goods-list' }, { key: 'understock', title: 'understock', path: '/goods/understock' }] },
];
const zh: Record<string, string> = { dashboard: '首页', goods: '商品', goodsList: '商品列表', understock: '库存预警' };

describe('command palette', () => {
  const commands = pageCommands(menu, (k) => zh[k] ?? k);
  it('lists permitted pages in the current language with their group', () => {
    expect(commands).toEqual([
      { key: '/dashboard', label: '首页', path: '/dashboard', group: undefined },
      { key: '/goods/goods-list', label: '商品列表', path: '/goods/goods-list', group: '商品' },
      { key: '/goods/understock', label: '库存预警', path: '/goods/understock', group: '商品' },
    ]);
  });
  it('finds pages by name or group', () => {
    expect(searchCommands(commands, '库存').map((c) => c.path)).toEqual(['/goods/understock']);
    expect(searchCommands(commands, '商品').map((c) => c.path)).toEqual(['/goods/goods-list', '/goods/understock']);
  });
  it('offers the order when the text looks like an order number', () => {
    const order = (sn: string) => ({ key: sn, label: sn, path: `/order/detail/${sn}` });
    expect(searchCommands(commands, '2026112100001', order)[0]?.path).toBe('/order/detail/2026112100001');
    expect(searchCommands(commands, '商品', order).some((c) => c.path.startsWith('/order'))).toBe(false);
    expect(searchCommands(commands, '2026112100001').some((c) => c.path.startsWith('/order'))).toBe(false);
  });
});
