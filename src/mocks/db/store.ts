/**
 * The in-memory demo store: seeded deterministically, changed by the handlers. In the browser, changed records are
 * journaled to localStorage (`seller_demo_store`) so they survive a reload; only changed/created/deleted records are
 * written, never the whole store. In Node nothing is persisted.
 */
import { getDemoSettings, onDemoSettingsChange } from '../settings';
import { isBrowser, readStorageText, removeStorage, writeStorage } from '../lib/runtime';
import { Table } from './table';
import { changedRows, compact, emptyJournal, JOURNAL_VERSION, mergeChanges, mergeCounters, parseJournal, type Journal, type JournalRow } from './journal';
import type {
  DraftRecord, GoodsRecord, ResourceGroupRecord, ResourceRecord, RoleRecord, SellerRecord, ShipTemplateRecord,
  ShopCatRecord, ShopRecord, SpecRecord, TagRecord, TaskRecord,
} from './types';
import { GOODS_ID_BASE, seedGoods } from './seed/goods';
import { seedRoles, seedSellers, seedShops } from './seed/shops';
import { seedShipTemplates, seedShopCats, seedTags } from './seed/shop-data';
import { seedSpecs } from './seed/specs';
import { seedResources } from './seed/resources';
import { seedDrafts, seedTasks } from './seed/tasks';

export const STORE_STORAGE_KEY = 'seller_demo_store';

export interface DemoStore {
  shops: Table<ShopRecord>;
  sellers: Table<SellerRecord>;
  roles: Table<RoleRecord>;
  goods: Table<GoodsRecord>;
  drafts: Table<DraftRecord>;
  specs: Table<SpecRecord>;
  shopCats: Table<ShopCatRecord>;
  tags: Table<TagRecord>;
  shipTemplates: Table<ShipTemplateRecord>;
  resources: Table<ResourceRecord>;
  resourceGroups: Table<ResourceGroupRecord>;
  tasks: Table<TaskRecord>;
}

export type Sequence = 'goods' | 'sku' | 'img' | 'draft' | 'spec' | 'shopCat' | 'resource' | 'group' | 'task' | 'template';

/** Makes a journaled table of an area (see `defineArea`). */
export type TableMaker = <T>(name: string, idOf: (row: T) => string) => Table<T>;

interface AreaDefinition {
  name: string;
  build: (table: TableMaker, core: DemoStore) => unknown;
}
const areaDefinitions: AreaDefinition[] = [];
/** Built areas of the current store, by name; their tables by table name (for the journal). */
let areas = new Map<string, unknown>();
let areaTables = new Map<string, Table<unknown>>();

let store: DemoStore | null = null;
let counters: Record<string, string> = {};
let journal: Journal | null = null;
const pending = new Map<string, Set<string>>();
let flushTimer: ReturnType<typeof setTimeout> | null = null;
let refreshCount = 0;
let warnedQuota = false;
/** Told when a stored journal could not be read and was dropped (the console tells the user). */
let onJournalDropped: () => void = () => undefined;

const seedKey = () => `goods:${getDemoSettings().goodsCount}`;

function recordChange(table: string, id: string): void {
  if (!isBrowser) return;
  let ids = pending.get(table);
  if (!ids) pending.set(table, (ids = new Set()));
  ids.add(id);
  scheduleFlush();
}

function scheduleFlush(): void {
  if (!isBrowser || flushTimer) return;
  flushTimer = setTimeout(flushJournal, 50);
}

/**
 * Writes pending changes to the journal in localStorage (browser only), over the journal as stored now:
 * another tab of the demo may have written to it since this one last did, and its changes stay.
 */
export function flushJournal(): void {
  flushTimer = null;
  if (!isBrowser || !store) return;
  const changes: Record<string, Record<string, JournalRow>> = {};
  for (const [name, ids] of pending) {
    const source = tableNamed(name);
    if (!source) continue;
    const rows = (changes[name] ??= {});
    for (const id of ids) rows[id] = (source.get(id) as JournalRow | undefined) ?? null;
  }
  pending.clear();
  const stored = readJournal();
  journal = mergeChanges(stored ?? emptyJournal(seedKey()), changes, counters);
  counters = journal.counters;
  if (!writeStorage(STORE_STORAGE_KEY, compact(journal)) && !warnedQuota) {
    warnedQuota = true;
    console.warn('[demo marketplace] localStorage is full: changes are kept until the page is reloaded only.');
  }
}

/** The stored journal of this seed, checked; a broken one is removed (and said), another seed's is ignored. */
function readJournal(): Journal | null {
  const text = readStorageText(STORE_STORAGE_KEY);
  if (text === null) return null;
  let saved: Journal | null;
  try {
    saved = parseJournal(JSON.parse(text));
  } catch {
    saved = null;
  }
  if (!saved) {
    removeStorage(STORE_STORAGE_KEY);
    onJournalDropped();
    return null;
  }
  return saved.version === JOURNAL_VERSION && saved.seed === seedKey() ? saved : null;
}

function createStore(): DemoStore {
  const table = <T>(name: string, idOf: (row: T) => string) => new Table<T>(name, idOf, recordChange);
  const s: DemoStore = {
    shops: table('shops', (r) => r.shop_id),
    sellers: table('sellers', (r) => r.uid),
    roles: table('roles', (r) => r.role_id),
    goods: table('goods', (r) => r.goods_id),
    drafts: table('drafts', (r) => r.draft_goods_id),
    specs: table('specs', (r) => r.id),
    shopCats: table('shopCats', (r) => r.shop_cat_id),
    tags: table('tags', (r) => r.tag_id),
    shipTemplates: table('shipTemplates', (r) => r.id),
    resources: table('resources', (r) => r.id),
    resourceGroups: table('resourceGroups', (r) => r.group_id),
    tasks: table('tasks', (r) => r.task_id),
  };
  const { goodsCount } = getDemoSettings();
  const { goods, lastSku } = seedGoods(goodsCount);
  goods.forEach((g) => s.goods.load(g));
  seedShops().forEach((r) => s.shops.load(r));
  seedSellers().forEach((r) => s.sellers.load(r));
  seedRoles().forEach((r) => s.roles.load(r));
  seedSpecs().forEach((r) => s.specs.load(r));
  seedShopCats().forEach((r) => s.shopCats.load(r));
  seedShipTemplates().forEach((r) => s.shipTemplates.load(r));
  seedDrafts().forEach((r) => s.drafts.load(r));
  seedTasks().forEach((r) => s.tasks.load(r));
  const { groups, resources } = seedResources();
  groups.forEach((r) => s.resourceGroups.load(r));
  resources.forEach((r) => s.resources.load(r));
  seedTags().forEach((tag, i) => {
    const onSale = goods.filter((g) => g.shop_id === tag.shop_id && g.market_enable === 1 && g.is_auth === 1 && g.disabled === 1);
    tag.goods_ids = onSale.slice((i % 3) * 6, (i % 3) * 6 + 6).map((g) => g.goods_id);
    s.tags.load(tag);
  });
  counters = {
    goods: (GOODS_ID_BASE + BigInt(goodsCount + 10) * 1024n).toString(),
    sku: lastSku.toString(),
    img: '50000000',
    draft: '8000',
    spec: '100',
    shopCat: '1000',
    resource: '100000',
    group: '1000',
    task: '20000',
    template: '100',
  };
  if (isBrowser) replayJournal(s);
  return s;
}

const tableNamed = (name: string): Table<unknown> | undefined =>
  areaTables.get(name) ?? (store as unknown as Record<string, Table<unknown>> | null)?.[name];

/** Applies one journaled record: a deletion, or a record whose id is the one it is filed under. */
function applyRow(target: Table<unknown>, id: string, row: JournalRow): void {
  if (row === null) target.unload(id);
  else if (target.keyOf(row) === id) target.load(row);
}

/** Applies the journal's saved rows of one table (an area's tables replay when the area is first used). */
function replayTable(name: string, target: Table<unknown>): void {
  for (const [id, row] of Object.entries(journal?.tables[name] ?? {})) applyRow(target, id, row);
}

function replayJournal(s: DemoStore): void {
  const saved = readJournal();
  if (!saved) {
    journal = null;
    // Another seed's journal (the goods count changed) is of no use any more.
    removeStorage(STORE_STORAGE_KEY);
    return;
  }
  journal = saved;
  const tables = s as unknown as Record<string, Table<unknown>>;
  for (const name of Object.keys(saved.tables)) {
    if (tables[name] instanceof Table) replayTable(name, tables[name]);
  }
  counters = mergeCounters(counters, saved.counters);
}

/**
 * Another tab of the demo wrote the journal: its changes become this tab's too (a reset there resets here),
 * so that a save in one tab never brings back what another tab changed.
 */
function followOtherTabs(): void {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORE_STORAGE_KEY || !store) return;
    if (event.newValue === null) {
      resetDemoStore();
      return;
    }
    const next = readJournal();
    if (!next) return;
    for (const { table, id, row } of changedRows(journal, next)) {
      const target = tableNamed(table);
      if (target) applyRow(target, id, row);
    }
    journal = next;
    counters = mergeCounters(counters, next.counters);
  });
}

/** The console hears of a dropped journal (it tells the user); the store follows other tabs' changes. */
export function startBrowserJournal(onDropped: () => void): void {
  onJournalDropped = onDropped;
  if (isBrowser) followOtherTabs();
}

/** The current store (seeded on first use). */
export function db(): DemoStore {
  return (store ??= createStore());
}

/**
 * An area of the demo marketplace (orders, after-sales, promotions, ...) with tables of its own, so that
 * an area is added without touching this file. The area is built (seeded, then its journaled changes
 * replayed) the first time it is used after a start or a reset, after the core tables. Returns the
 * area's accessor.
 *
 *   export const orderDb = defineArea('orders', (table, core) => {
 *     const orders = table<OrderRecord>('orders', (r) => r.order_id);
 *     seedOrders(core).forEach((r) => orders.load(r));
 *     return { orders };
 *   });
 */
export function defineArea<T>(name: string, build: (table: TableMaker, core: DemoStore) => T): () => T {
  if (areaDefinitions.some((a) => a.name === name)) throw new Error(`demo area ${name} defined twice`);
  areaDefinitions.push({ name, build });
  return () => {
    const core = db();
    if (!areas.has(name)) {
      const made: Array<[string, Table<unknown>]> = [];
      const table: TableMaker = <R>(tableName: string, idOf: (row: R) => string) => {
        if (areaTables.has(tableName) || tableName in core) throw new Error(`demo table ${tableName} defined twice`);
        const t = new Table<R>(tableName, idOf, recordChange);
        made.push([tableName, t as Table<unknown>]);
        return t;
      };
      const built = build(table, core);
      for (const [tableName, t] of made) {
        areaTables.set(tableName, t);
        if (isBrowser) replayTable(tableName, t);
      }
      areas.set(name, built);
    }
    return areas.get(name) as T;
  };
}

/**
 * A new id from a sequence (decimal string; big-int safe). An area's sequence starts after `start`
 * (the highest seeded id) the first time it is used.
 */
export function nextId(sequence: Sequence | (string & {}), start = '0'): string {
  db();
  const value = (BigInt(counters[sequence] ?? start) + 1n).toString();
  counters[sequence] = value;
  scheduleFlush();
  return value;
}

/** Back to the seed: forgets every change (and clears the browser journal) and resets the refresh counter. */
export function resetDemoStore(): void {
  if (flushTimer) clearTimeout(flushTimer);
  flushTimer = null;
  pending.clear();
  journal = null;
  removeStorage(STORE_STORAGE_KEY);
  refreshCount = 0;
  store = null;
  areas = new Map();
  areaTables = new Map();
  store = createStore();
}

/** How many `seller/check/token` calls (successful or not) were made since the last reset. */
export function getRefreshCount(): number {
  return refreshCount;
}

export function countRefresh(): void {
  refreshCount++;
}

onDemoSettingsChange((next, previous) => {
  if (next.goodsCount !== previous.goodsCount) resetDemoStore();
});
