// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { namespacesOf } from '@/engine/screen-namespaces';
import { screens } from '@/resources';
import { walkScreens } from '@/engine/routes';
import { loadedScreens } from '@/engine/screen-spec';

describe('the namespaces a screen declaration names', () => {
  it('finds `ns:key` labels and keys quoted in renderers, only of known namespaces', () => {
    const declaration = {
      kind: 'list',
      config: {
        columns: [{ title: 'order:field.sn' }, { title: 'goods:field.name', render: (v: string) => `${v} ${'promotions:kind.seckill'}` }],
        nested: { deeper: ['setting:shop.title', 'http://example.com', 'nope:thing.key', 'order:other'] },
      },
    };
    expect(namespacesOf(declaration)).toEqual(['goods', 'order', 'promotions', 'setting']);
  });

  it('survives cycles and answers the same list for the same declaration', () => {
    const declaration: Record<string, unknown> = { label: 'engine:list.search' };
    declaration.self = declaration;
    expect(namespacesOf(declaration)).toBe(namespacesOf(declaration));
    expect(namespacesOf(declaration)).toEqual(['engine']);
  });

  it("names the goods list's and the order list's own namespaces", async () => {
    const found = new Map<string, readonly string[]>();
    walkScreens(await loadedScreens(screens), (decl, path) => decl.screen && found.set(path, namespacesOf(decl.screen)));
    expect(found.get('/goods/goods-list')).toContain('goods');
    expect(found.get('/order/order-list')).toContain('order');
  });
});
