// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { showChat } from '@/access/chat';
import { accessFor } from '@/access/permissions';
import { matchPath } from 'react-router';
import { accessRulesOf, buildRouteTable, everyRoute, matchAt, routeAt, type MenuNode, type RouteContext } from '@/engine/routes';
import { screens } from '@/resources';

const founder = accessFor({ role_id: 0, founder: 1 }, []);
const clerk = accessFor({ role_id: 2, founder: 0 }, ['goodsList', 'understock', 'orderList', 'serviceList', 'refundList', 'deriveRecord']);
const ctx = (over: Partial<RouteContext> = {}): RouteContext => ({ access: founder, shopKind: 'ordinary', restricted: false, ...over });

const leaves = (menu: MenuNode[]): string[] => menu.flatMap((n) => (n.children ? leaves(n.children) : [n.key]));
const table = (over?: Partial<RouteContext>) => buildRouteTable(screens, ctx(over));

describe('route generation', () => {
  it('gives the founder every screen of an ordinary shop, with the paths of spec §2', () => {
    const { routes, redirects } = table();
    const paths = routes.map((r) => r.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/dashboard',
        '/goods/goods-list',
        '/goods/distribution-goods-list',
        '/goods/tag-add/:tag_id',
        '/goods/good-publish/:goodsid?/:isdraft?',
        '/goods/good-sku/:goodsid?',
        '/goods/import/spu-import',
        '/order/detail/:sn',
        '/order/quotations-detail/:id',
        '/operations/service-detail/:service_sn',
        '/operations/viewAssemble/:promotion_id?',
        '/setting/role-permission/:id',
        '/setting/pickup-point/edit/:id',
        '/backstage-task/derive-record',
      ]),
    );
    expect(paths).not.toContain('/goods/suppler-goods');
    expect(routes.every((r) => r.allowed)).toBe(true);
    expect(redirects).toEqual(expect.arrayContaining([{ from: '/goods', to: '/goods/goods-list' }, { from: '/goods/import', to: '/goods/import/spu-import' }]));
    expect(new Set(routes.map((r) => r.name)).size).toBe(routes.length);
  });

  it('marks hidden and not-cached screens', () => {
    const byPath = Object.fromEntries(table().routes.map((r) => [r.path, r]));
    expect(byPath['/goods/good-publish/:goodsid?/:isdraft?']).toMatchObject({ hidden: true, noCache: true, name: 'goodPublish' });
    expect(byPath['/goods/good-sku/:goodsid?']).toMatchObject({ hidden: true, noCache: true });
    expect(byPath['/order/quotations-detail/:id']).toMatchObject({ hidden: true, noCache: true });
    expect(byPath['/goods/tag-add/:tag_id']).toMatchObject({ hidden: true, noCache: false });
    expect(byPath['/dashboard']).toMatchObject({ affix: true });
  });

  it('gives every crumb with a page its address: a group where it redirects, a record page its list', () => {
    const byPath = Object.fromEntries(table().routes.map((r) => [r.path, r]));
    expect(byPath['/goods/good-sku/:goodsid?'].trail).toEqual([
      { title: 'goods', path: '/goods' },
      { title: 'goodsList', path: '/goods/goods-list' },
    ]);
    expect(byPath['/operations/service-detail/:service_sn'].trail.at(-1)).toMatchObject({ path: '/operations/service-list' });
    // Of the lists a page belongs to, the first the role may open.
    const drafts = accessFor({ role_id: 2, founder: 0 }, ['draftList']);
    expect(table({ access: drafts }).routes.find((r) => r.name === 'goodPublish')?.trail.at(-1)).toMatchObject({ title: 'draftList', path: '/goods/draft-list' });
    expect(byPath['/goods/good-publish/:goodsid?/:isdraft?'].trail.at(-1)).toMatchObject({ title: 'goodsList' });
  });

  it('keeps hidden screens out of the menu', () => {
    const menu = leaves(table().menu);
    expect(menu).toContain('goodsList');
    expect(menu).not.toContain('goodPublish');
    expect(menu).not.toContain('orderDetail');
  });

  it('gives role 0 the same as the founder flag', () => {
    expect(leaves(table({ access: accessFor({ role_id: 0 }, []) }).menu)).toEqual(leaves(table().menu));
  });

  it('gives a limited role only its entries; groups with no permitted child disappear; hidden routes stay', () => {
    const t = table({ access: clerk });
    expect(leaves(t.menu)).toEqual(['dashboard', 'goodsList', 'understock', 'orderList', 'serviceList', 'refundList', 'deriveRecord']);
    expect(t.menu.map((n) => n.key)).toEqual(['dashboard', 'goods', 'order', 'operations', 'backstageTask']);
    const byName = Object.fromEntries(t.routes.map((r) => [r.name, r]));
    expect(byName.specManage?.allowed).toBe(false);
    // Hidden routes follow the entries they belong to.
    expect(byName.goodPublish?.allowed).toBe(true);
    expect(byName.goodSku?.allowed).toBe(true);
    expect(byName.tagAdd?.allowed).toBe(false);
    expect(byName.dashboard?.allowed).toBe(true);
    expect(t.redirects).toContainEqual({ from: '/goods', to: '/goods/goods-list' });
    expect(t.redirects.find((r) => r.from === '/setting')).toBeUndefined();
  });

  it('refuses a hidden route to a role without the entry it belongs to', () => {
    const t = table({ access: accessFor({ role_id: 5 }, ['specManage', 'tagManage']) });
    const byName = Object.fromEntries(t.routes.map((r) => [r.name, r]));
    expect(byName.goodPublish?.allowed).toBe(false);
    expect(byName.goodSku?.allowed).toBe(false);
    expect(byName.tagAdd?.allowed).toBe(true);
  });

  it('gives a supplier shop the supplier library and not the ordinary-only entries', () => {
    const t = table({ shopKind: 'supplier' });
    const paths = t.routes.map((r) => r.path);
    expect(paths).toContain('/goods/suppler-goods');
    expect(paths).toContain('/goods/suppler-goods-detail/:id?/:category_id?');
    expect(paths).not.toContain('/goods/distribution-goods-list');
  });

  it('restricted mode keeps only the reduced set', () => {
    const t = table({ restricted: true });
    expect(t.menu.map((n) => n.key)).toEqual(['dashboard', 'goods', 'order', 'operations', 'setting', 'backstageTask']);
    expect(leaves(t.menu)).toEqual([
      'dashboard', 'goodsList', 'understock', 'orderList', 'orderDelivery', 'serviceList', 'refundList',
      'shopSetting', 'goodsWarning', 'logisticsManage', 'passwordSettings', 'deriveRecord', 'importRecord',
    ]);
  });
});

describe('every route', () => {
  it('holds the screens of both shop kinds once each, and finds the screen at a path', () => {
    const all = everyRoute(screens);
    const names = all.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['supplerGoods', 'distributionGoodsList', 'goodsList']));
    expect(routeAt(all, '/goods/good-publish/9223372036854775807/1')?.name).toBe('goodPublish');
    expect(routeAt(all, '/order/detail/2026112100001')?.name).toBe('orderDetail');
    expect(routeAt(all, '/nowhere')).toBeUndefined();
  });

  it('matches each route pattern and address as React Router does, however often it is asked', () => {
    const pairs = [
      ['/order/detail/:sn', '/order/detail/1'],
      ['/order/detail/:sn', '/order/detail/2'],
      ['/order/detail/:sn', '/order/list'],
      ['/goods/good-publish/:goodsid?/:isdraft?', '/order/detail/1'],
      ['/goods/good-publish/:goodsid?/:isdraft?', '/goods/good-publish/9223372036854775807/1'],
      ['/goods/good-publish/:goodsid?/:isdraft?', '/goods/good-publish'],
    ] as const;
    for (let round = 0; round < 2; round++) {
      for (const [pattern, pathname] of pairs) expect(matchAt(pattern, pathname)).toEqual(matchPath(pattern, pathname));
    }
    expect(matchAt('/order/detail/:sn', '/order/detail/2')?.params).toEqual({ sn: '2' });
  });

  it('works out how permission names relate once for a set of declarations', () => {
    expect(accessRulesOf(screens)).toBe(accessRulesOf(screens));
    expect(accessRulesOf([...screens])).toEqual(accessRulesOf(screens));
  });
});

describe('chat entry', () => {
  it('shows with messaging on, full access or a chat entry, and not for suppliers', () => {
    expect(showChat({ imEnabled: true, access: founder, shopKind: 'ordinary' })).toBe(true);
    expect(showChat({ imEnabled: false, access: founder, shopKind: 'ordinary' })).toBe(false);
    expect(showChat({ imEnabled: true, access: founder, shopKind: 'supplier' })).toBe(false);
    expect(showChat({ imEnabled: true, access: clerk, shopKind: 'ordinary' })).toBe(false);
    expect(showChat({ imEnabled: true, access: accessFor({ role_id: 3 }, ['chat']), shopKind: 'ordinary' })).toBe(true);
  });
});
