/**
 * Screens whose declarations load with them (the shell carries family heads only): a loaded
 * spec renders, also when reached by a navigation; a declaration that cannot load shows the engine's
 * error, not a blank page, and a retry loads it again.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { HOVER_INTENT_MS } from '@/config';
import { defineFamily, lazyScreens, type FamilyHead, type ScreenDeclaration, type ScreenSpec } from '@/engine/declare';
import { lazySection } from '@/engine/record/lazy-section';
import { loadScreen } from '@/engine/screen-spec';
import { BUILT_IN_LANGUAGES, i18n } from '@/i18n';
import { skipAhead, skippableTimers } from '../../helpers/clock';
import { server, settled, startDemoMarketplace } from '../../helpers/demo-marketplace';
import { renderRoute } from '../../helpers/render-route';

for (const language of BUILT_IN_LANGUAGES) {
  i18n.addResources(language, 'menu', { lazyArea: 'Lazy', lazyOk: 'Lazy ok', lazyDetail: 'Lazy detail', lazyBroken: 'Lazy broken', lazyRetry: 'Lazy retry', lazyWrong: 'Lazy wrong', lazyRace: 'Lazy race', lazyHover: 'Lazy hover', lazyHoverDetail: 'Lazy hover detail', lazyDirect: 'Lazy direct' });
  for (const ns of ['common', 'engine']) i18n.addResources(language, ns, { Name: 'Name' });
}

const head: FamilyHead = { name: 'lazyThings', api: { list: 'seller/test/lazy-things' }, idField: 'id' };
const things = defineFamily<{ id: string; name: string }>({ ...head, schema: [{ key: 'name', label: 'Name', type: 'text', column: true }] });
const others = defineFamily<{ id: string }>({ name: 'otherThings', api: { list: 'seller/test/others' }, idField: 'id', schema: [] });

/** What the area's module would export; how its loads go is up to each test. */
const module = { list: things.list({ detailFrom: 'name' }), detail: things.show({ sections: [] }), wrong: others.list({}) };
const loads = { count: 0, fail: null as Error | null };
const load = async () => {
  loads.count += 1;
  if (loads.fail) throw loads.fail;
  return module;
};
const lazy = lazyScreens(load);

// A family of its own, whose record page no other test opens (a loaded declaration stays loaded).
const hoverHead: FamilyHead = { name: 'hoverThings', api: { list: 'seller/test/hover-things' }, idField: 'id' };
const hoverThings = defineFamily<{ id: string; name: string }>({ ...hoverHead, schema: [{ key: 'name', label: 'Name', type: 'text', column: true }] });
/** Its record page's own section, whose code is counted as it loads. */
const sectionLoads = { count: 0 };
const HoverSection = lazySection<{ id: string; name: string }>(async () => {
  sectionLoads.count += 1;
  return { default: ({ record }) => <p>Section of {record.name}</p> };
});
const hoverLazy = lazyScreens(async () => ({ list: hoverThings.list({ detailFrom: 'name' }), detail: hoverThings.show({ sections: [{ key: 'own', kind: 'custom', component: HoverSection }] }) }));
const hoverDetailLoads = { count: 0 };
// A record page with a section of its own, opened directly (no hover before): its own family.
const directHead: FamilyHead = { name: 'directThings', api: { list: 'seller/test/direct-things' }, idField: 'id' };
const directThings = defineFamily<{ id: string; name: string }>({ ...directHead, schema: [{ key: 'name', label: 'Name', type: 'text', column: true }] });
const directSectionLoads = { count: 0 };
const DirectSection = lazySection<{ id: string; name: string }>(async () => {
  directSectionLoads.count += 1;
  return { default: ({ record }) => <p>Direct section of {record.name}</p> };
});
const directDetail = directThings.show({ sections: [{ key: 'own', kind: 'custom', component: DirectSection }] });
const raceScreen = lazyScreens(async () => module).list(head, (m) => m.list);

const lazyArea: ScreenDeclaration = {
  path: 'lazy',
  name: 'lazyArea',
  children: [
    { path: 'ok', name: 'lazyOk', screen: lazy.list(head, (m) => m.list) },
    { path: 'detail/:id', name: 'lazyDetail', hidden: true, screen: lazy.show(head, (m) => m.detail) },
    { path: 'race', name: 'lazyRace', screen: raceScreen },
    { path: 'hover', name: 'lazyHover', screen: hoverLazy.list(hoverHead, (m) => m.list) },
    {
      path: 'hover-detail/:id',
      name: 'lazyHoverDetail',
      hidden: true,
      screen: hoverLazy.show(hoverHead, (m) => {
        hoverDetailLoads.count += 1;
        return m.detail;
      }),
    },
    { path: 'direct/:id', name: 'lazyDirect', hidden: true, screen: directDetail },
    { path: 'broken', name: 'lazyBroken', screen: lazy.list(head, (m) => m.list) },
    { path: 'retry', name: 'lazyRetry', screen: lazy.list(head, (m) => m.list) },
    // Declared as a list of lazyThings, loaded as a list of another family: the declaration is wrong.
    { path: 'wrong', name: 'lazyWrong', screen: lazy.list(head, (m) => m.wrong as ScreenSpec) },
  ],
};

/** The screen whose spec arrives between its first render and that render's effect (see the race test). */
const race = vi.hoisted(() => ({ screen: undefined as unknown, seen: false }));
vi.mock('@/engine/screen-spec', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/engine/screen-spec')>();
  return {
    ...actual,
    loadedScreen: (screen: Parameters<typeof actual.loadedScreen>[0]) => {
      if (screen === race.screen && !race.seen) {
        race.seen = true;
        return undefined;
      }
      return actual.loadedScreen(screen);
    },
  };
});

vi.mock('@/resources', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/resources')>();
  return { ...actual, screens: [...actual.screens, lazyArea] };
});

startDemoMarketplace();

const answer = () =>
  server.use(
    http.get('*/seller/test/lazy-things', () => HttpResponse.json({ data: [{ id: '5', name: 'Thing five' }], data_total: 1, page_no: 1, page_size: 10 })),
    http.get('*/seller/test/lazy-things/:id', ({ params }) => HttpResponse.json({ id: params.id, name: 'Thing five' })),
  );

describe('a screen loaded with its declaration', () => {
  it('renders once its spec is in, and a record page reached from it by a link (a navigation) renders too', async () => {
    answer();
    loads.fail = null;
    const { user } = await renderRoute('/lazy/ok');
    await user.click(await screen.findByText('Thing five', undefined, { timeout: 10000 }));
    expect(await screen.findByTestId('record-title', undefined, { timeout: 10000 })).toBeInTheDocument();
  });

  it("loads the record page's declaration when the pointer reaches its link, reads its record once the pointer rests there, and the click reads it no more", async () => {
    const reads: string[] = [];
    server.use(
      http.get('*/seller/test/hover-things', () => HttpResponse.json({ data: [{ id: '7', name: 'Thing seven' }], data_total: 1, page_no: 1, page_size: 10 })),
      http.get('*/seller/test/hover-things/:id', ({ request, params }) => {
        reads.push(request.url);
        return HttpResponse.json({ id: params.id, name: 'Thing seven' });
      }),
    );
    const { user } = await renderRoute('/lazy/hover');
    const link = await screen.findByText('Thing seven', undefined, { timeout: 10000 });
    expect([hoverDetailLoads.count, sectionLoads.count]).toEqual([0, 0]);
    // A pointer passing over (no time between: it never rests) loads the page's code, and reads nothing.
    skippableTimers();
    fireEvent.pointerEnter(link);
    fireEvent.pointerLeave(link);
    // The page's declaration, then its own section's code.
    await waitFor(() => expect([hoverDetailLoads.count, sectionLoads.count]).toEqual([1, 1]));
    await skipAhead(HOVER_INTENT_MS * 3);
    await settled();
    expect(reads).toEqual([]);
    await user.hover(link);
    await waitFor(() => expect(reads).toHaveLength(1));
    await user.click(link);
    expect(await screen.findByTestId('record-title', undefined, { timeout: 10000 })).toBeInTheDocument();
    expect(await screen.findByText('Section of Thing seven', undefined, { timeout: 10000 })).toBeInTheDocument();
    expect(reads).toHaveLength(1);
    expect([hoverDetailLoads.count, sectionLoads.count]).toEqual([1, 1]);
  });

  it('opened directly, loads its sections’ code while its record is read, not after', async () => {
    let answerRead = () => {};
    const answered = new Promise<void>((resolve) => (answerRead = resolve));
    server.use(
      http.get('*/seller/test/direct-things/:id', async ({ params }) => {
        await answered;
        return HttpResponse.json({ id: params.id, name: 'Thing nine' });
      }),
    );
    await renderRoute('/lazy/direct/9');
    await waitFor(() => expect(directSectionLoads.count).toBe(1));
    expect(screen.queryByText(/Direct section of/)).toBeNull();
    answerRead();
    expect(await screen.findByText('Direct section of Thing nine', undefined, { timeout: 10000 })).toBeInTheDocument();
    expect(directSectionLoads.count).toBe(1);
  });

  it('renders when its spec arrives after its first render but before that render’s effect (the opened screen’s preload)', async () => {
    answer();
    loads.fail = null;
    // Loaded before the route renders, but its first render sees none (as when the preload's answer lands
    // between the render and its effect): it must not stay on the spinner.
    await loadScreen(raceScreen);
    race.screen = raceScreen;
    await renderRoute('/lazy/race');
    expect(await screen.findByText('Thing five', undefined, { timeout: 10000 })).toBeInTheDocument();
    expect(race.seen).toBe(true);
  });

  it('whose code cannot load shows why and offers a reload, not a blank page', async () => {
    loads.fail = new TypeError('Failed to fetch dynamically imported module: /assets/lazy-things-3f2a.js');
    await renderRoute('/lazy/broken');
    expect(await screen.findByText('页面资源已更新，请刷新后重试', undefined, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.getByText(/Failed to fetch dynamically imported module/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /刷新页面/ })).toBeInTheDocument();
    loads.fail = null;
  });

  it('that is not the declared one shows the error with retry; a retry loads the declaration again', async () => {
    answer();
    loads.fail = new Error('The declaration broke');
    const { user } = await renderRoute('/lazy/retry');
    expect(await screen.findByText('页面出错了', undefined, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.getByText('The declaration broke')).toBeInTheDocument();
    const before = loads.count;
    loads.fail = null;
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('Thing five', undefined, { timeout: 10000 })).toBeInTheDocument();
    expect(loads.count).toBeGreaterThan(before);
  });

  it('checks that the loaded spec is the declared one (kind and family)', async () => {
    loads.fail = null;
    await renderRoute('/lazy/wrong');
    expect(await screen.findByText(/is not the one declared \(list of lazyThings\)/, undefined, { timeout: 10000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('页面出错了')).toBeInTheDocument());
  });
});
