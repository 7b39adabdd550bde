// @vitest-environment node
/** What every declaration must hold, checked over the whole console (a new screen is covered without a test of its own). */
import { describe, expect, it } from 'vitest';
import { accessFor, can, withImplied } from '@/access/permissions';
import type { ScreenDeclaration, ScreenSpec } from '@/engine/declare';
import type { Action } from '@/engine/actions/types';
import { fieldTypeOf } from '@/engine/fields/registry';
import { paramNamesOf } from '@/engine/params';
import { refineResources } from '@/engine/refine-resources';
import { accessRulesOf, everyRoute, nameOf, walkScreens } from '@/engine/routes';
import { searchFields, searchOptionsOf } from '@/engine/schema';
import { loadedScreens } from '@/engine/screen-spec';
import { screens } from '@/resources';

// Every screen's spec loaded (a screen's declaration loads with it in the console).
const loaded = await loadedScreens(screens);
const declared: Array<{ decl: ScreenDeclaration; path: string }> = [];
walkScreens(loaded, (decl, path) => declared.push({ decl, path }));
const names = new Set(declared.map(({ decl }) => nameOf(decl)));

function actionsOf(ref: ScreenDeclaration['screen']): Action[] {
  const spec = ref as ScreenSpec | undefined;
  if (!spec) return [];
  if (spec.kind === 'list') return [...(spec.config.rowActions ?? []), ...(spec.config.bulkActions ?? [])] as Action[];
  if (spec.kind === 'show') return (spec.config.actions ?? []) as Action[];
  return [];
}

describe('declarations', () => {
  it('the shell knows each screen as its loaded declaration is: kind, family, what a hidden route belongs to, Refine resources', () => {
    // A screen declared to load with its area names its family's head: the loaded spec agrees (the
    // load itself checks kind and family), and the shell's rules and resources are the same either way.
    expect(accessRulesOf(screens)).toEqual(accessRulesOf(loaded));
    expect(refineResources(screens)).toEqual(refineResources(loaded));
  });

  it('every permission an action or link names is a declared route', () => {
    const unknown: string[] = [];
    for (const { decl } of declared) {
      for (const action of actionsOf(decl.screen)) if (action.permission && !names.has(action.permission)) unknown.push(`${nameOf(decl)}: ${action.permission}`);
      const spec = decl.screen as ScreenSpec | undefined;
      const links = spec?.kind === 'list' ? (spec.config.links ?? []) : [];
      for (const link of links) if (link.permission && !names.has(link.permission)) unknown.push(`${nameOf(decl)}: ${link.permission}`);
    }
    expect(unknown).toEqual([]);
  });

  it('every belongsTo and implies names a declared, visible route', () => {
    const visible = new Set(declared.filter(({ decl }) => !decl.hidden).map(({ decl }) => nameOf(decl)));
    const wrong = declared.flatMap(({ decl }) =>
      [...[decl.belongsTo ?? []].flat(), ...(decl.implies ?? [])].filter((n) => !visible.has(n)).map((n) => `${nameOf(decl)} → ${n}`),
    );
    expect(wrong).toEqual([]);
  });

  it('every hidden route belongs to an entry (the chat has a permission of its own)', () => {
    const rules = accessRulesOf(screens);
    const orphans = declared
      .filter(({ decl }) => decl.hidden && !decl.everyone && !rules.owners.has(nameOf(decl)))
      .map(({ decl }) => nameOf(decl));
    expect(orphans).toEqual(['chat']);
  });

  it('every route param has a rule: by its name, or declared', () => {
    const routes = everyRoute(screens);
    const missing = routes.flatMap((r) => paramNamesOf(r.path).filter((p) => !r.params[p]).map((p) => `${r.path} :${p}`));
    expect(missing).toEqual([]);
  });

  it("every search field is an input the search bar's stand-in draws: a text, a choice, an option source or a date range", () => {
    // SearchFormPlaceholder draws those four boxes, as wide as their inputs. A search field of another
    // input (a number, a picker) would show a box of another size until the bar replaces it, and the
    // list below would move: give the stand-in its box first.
    const textSearch = fieldTypeOf({ type: 'text' }).search;
    const lists = declared.flatMap(({ decl }) => {
      const spec = decl.screen as ScreenSpec | undefined;
      return spec?.kind === 'list' ? [{ name: nameOf(decl), schema: spec.config.schema ?? spec.family.schema }] : [];
    });
    const other = lists.flatMap(({ name, schema }) =>
      searchFields(schema)
        .filter((field) => !searchOptionsOf(field).range && !field.enum && !field.options && fieldTypeOf(field).search !== textSearch)
        .map((field) => `${name}: ${field.key} (${field.type})`),
    );
    expect(lists.length).toBeGreaterThan(40);
    expect(other).toEqual([]);
  });

  it('route names are unique', () => {
    expect(names.size).toBe(declared.length);
  });
});

describe('permissions', () => {
  it('an entry grants what it implies, transitively', () => {
    const rules = { owners: new Map(), everyone: new Set<string>(), implies: new Map([['a', ['b']], ['b', ['c']]]) };
    const access = withImplied(accessFor({ role_id: 3 }, ['a']), rules);
    expect([...access.names].sort()).toEqual(['a', 'b', 'c']);
    expect(can(access, 'c', rules)).toBe(true);
    expect(can(accessFor({ role_id: 3 }, ['b']), 'a', rules)).toBe(false);
  });

  it('a hidden route follows any of its owners; full access opens everything', () => {
    const rules = { owners: new Map([['edit', ['list', 'drafts']]]), everyone: new Set(['home']), implies: new Map() };
    expect(can(accessFor({ role_id: 3 }, ['drafts']), 'edit', rules)).toBe(true);
    expect(can(accessFor({ role_id: 3 }, ['other']), 'edit', rules)).toBe(false);
    expect(can(accessFor({ role_id: 3 }, []), 'home', rules)).toBe(true);
    expect(can(accessFor({ role_id: 0 }, []), 'edit', rules)).toBe(true);
  });
});

describe('Refine resources', () => {
  it('one per family, with the paths its screens are declared at', () => {
    const resources = refineResources(screens);
    const goods = resources.find((r) => r.name === 'goods');
    expect(goods).toMatchObject({ list: '/goods/goods-list', meta: { api: 'seller/goods', idField: 'goods_id' } });
    expect(new Set(resources.map((r) => r.name)).size).toBe(resources.length);
  });
});
