// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { migrate, PageDataError, parsePageData, unknownWidgets } from '@/pages/decoration/model/document';
import { draftDiffers, webDraftStore } from '@/pages/decoration/model/draft';
import { canRedo, canUndo, editorReducer, HISTORY_LIMIT, initialState, type EditorAction, type EditorState } from '@/pages/decoration/model/editor-state';
import { changedOnServer } from '@/pages/decoration/model/server-page';
import { dataOf, defaultData } from '@/pages/decoration/model/widgets';
import { emptyDocument, SCHEMA_VERSION, serializePage, type PageDocument } from '@/schemas/decoration/page-document';

const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);
const types = (state: EditorState) => state.doc.widgets.map((w) => w.type);
const start = () => run(initialState(emptyDocument()), { type: 'add', widgetType: 'image-carousel', id: 'a' }, { type: 'add', widgetType: 'goods-list', id: 'b' }, { type: 'add', widgetType: 'spacer', id: 'c' });

describe('page model: editing', () => {
  it('adds a known widget with its defaults, at the end or at a place, and selects it', () => {
    const state = start();
    expect(types(state)).toEqual(['image-carousel', 'goods-list', 'spacer']);
    expect(state.doc.widgets[1]).toEqual({ id: 'b', type: 'goods-list', data: { title: '', goods_ids: [] } });
    const placed = run(state, { type: 'add', widgetType: 'title', id: 'd', index: 1 });
    expect(types(placed)).toEqual(['image-carousel', 'title', 'goods-list', 'spacer']);
    expect(placed.selected).toBe('d');
  });

  it('refuses an unknown type and an id already used', () => {
    const state = start();
    expect(run(state, { type: 'add', widgetType: 'hologram', id: 'x' })).toBe(state);
    expect(run(state, { type: 'add', widgetType: 'title', id: 'a' })).toBe(state);
  });

  it('moves a widget, keeping the place inside the page', () => {
    const state = start();
    expect(run(state, { type: 'move', id: 'c', to: 0 }).doc.widgets.map((w) => w.id)).toEqual(['c', 'a', 'b']);
    expect(run(state, { type: 'move', id: 'a', to: 99 }).doc.widgets.map((w) => w.id)).toEqual(['b', 'c', 'a']);
    expect(run(state, { type: 'move', id: 'a', to: 0 })).toBe(state);
  });

  it('removes a widget and its selection', () => {
    const state = run(start(), { type: 'select', id: 'b' }, { type: 'remove', id: 'b' });
    expect(state.doc.widgets.map((w) => w.id)).toEqual(['a', 'c']);
    expect(state.selected).toBeNull();
  });

  it('edits properties by merging into the widget data', () => {
    const state = run(start(), { type: 'update', id: 'b', data: { title: 'Hot', goods_ids: ['1866123456789000123'] } });
    expect(state.doc.widgets[1]!.data).toEqual({ title: 'Hot', goods_ids: ['1866123456789000123'] });
  });
});

describe('page model: undo and redo', () => {
  it('undoes and redoes each step; a new change drops the redo steps', () => {
    let state = start();
    state = run(state, { type: 'remove', id: 'a' });
    expect(types(state)).toEqual(['goods-list', 'spacer']);
    state = run(state, { type: 'undo' });
    expect(types(state)).toEqual(['image-carousel', 'goods-list', 'spacer']);
    expect(canRedo(state)).toBe(true);
    state = run(state, { type: 'redo' });
    expect(types(state)).toEqual(['goods-list', 'spacer']);
    state = run(state, { type: 'undo' }, { type: 'undo' }, { type: 'undo' }, { type: 'undo' });
    expect(types(state)).toEqual([]);
    expect(canUndo(state)).toBe(false);
    expect(run(state, { type: 'undo' })).toBe(state);
    state = run(state, { type: 'redo' }, { type: 'add', widgetType: 'divider', id: 'z' });
    expect(types(state)).toEqual(['image-carousel', 'divider']);
    expect(canRedo(state)).toBe(false);
  });

  it('makes one step of typing into one field, and a new step for another field', () => {
    let state = run(start(), ...['H', 'Ho', 'Hot'].map((title) => ({ type: 'update', id: 'b', data: { title } }) as EditorAction));
    state = run(state, { type: 'update', id: 'b', data: { goods_ids: ['1'] } });
    state = run(state, { type: 'undo' });
    expect(state.doc.widgets[1]!.data).toMatchObject({ title: 'Hot', goods_ids: [] });
    state = run(state, { type: 'undo' });
    expect(state.doc.widgets[1]!.data.title).toBe('');
  });

  it('keeps a bounded history and drops the selection of a widget that is gone', () => {
    let state = start();
    for (let i = 0; i < HISTORY_LIMIT + 20; i++) state = run(state, { type: 'update', id: 'c', data: { height: i } }, { type: 'select', id: 'c' });
    expect(state.past.length).toBe(HISTORY_LIMIT);
    const removed = run(initialState(emptyDocument()), { type: 'add', widgetType: 'title', id: 't' });
    expect(run(removed, { type: 'undo' }).selected).toBeNull();
  });

  it('loading a document starts a fresh history', () => {
    const state = run(start(), { type: 'load', doc: emptyDocument() });
    expect(canUndo(state)).toBe(false);
    expect(state.doc.widgets).toEqual([]);
  });
});

describe('page model: stored JSON', () => {
  it('migrates version 0 (a bare array of the original decorator) to the current version', () => {
    const v0 = JSON.stringify([
      { type: 'image-carousel', images: [{ url: 'https://x/1.png', opt_type: 'GOODS', opt_value: '1866123456789000123' }] },
      { type: 'text', text: '双十一狂欢', opt_type: 'NONE', opt_value: '' },
      { type: 'goods-list', title: '双十一狂欢', goods_ids: ['1866123456789000123'] },
    ]);
    const doc = parsePageData(v0);
    expect(doc.version).toBe(SCHEMA_VERSION);
    expect(doc.widgets.map((w) => [w.id, w.type])).toEqual([['w1', 'image-carousel'], ['w2', 'title'], ['w3', 'goods-list']]);
    expect(doc.widgets[1]!.data).toEqual({ text: '双十一狂欢', link: null });
    expect(doc.widgets[0]!.data.images).toEqual([{ url: 'https://x/1.png', link: { type: 'goods', id: '1866123456789000123', name: '' } }]);
    expect(JSON.parse(serializePage(doc))).toEqual(doc);
  });

  it('migrates version 1 actions to typed links and coupon placeholders to chosen coupons, keeping what it cannot read', () => {
    const v1 = {
      version: 1,
      widgets: [
        { id: 'c', type: 'image-carousel', data: { interval: 4, images: [{ url: 'https://x/1.png', opt_type: 'URL', opt_value: '/assemble' }, { url: 'https://x/2.png', opt_type: 'NONE', opt_value: '' }] } },
        { id: 'a', type: 'image-ad', data: { columns: 2, images: [{ url: 'https://x/3.png', opt_type: 'TELEPORT', opt_value: 'mars' }] } },
        { id: 't', type: 'title', data: { text: 'Hi', align: 'center', opt_type: 'SHOP', opt_value: '17' } },
        { id: 'n', type: 'text-nav', data: { items: [{ text: 'Phones', opt_type: 'KEYWORD', opt_value: 'phone' }, { text: 'Cat', opt_type: 'CATEGORY', opt_value: '494' }] } },
        { id: 'o', type: 'notice', data: { text: 'Sale', opt_type: 'URL', opt_value: '//evil.example' } },
        { id: 'k', type: 'coupons', data: { title: 'Take one', limit: 3 } },
        { id: 'v', type: 'video', data: { src: 'https://x/v.mp4', opt_type: 'URL', opt_value: '/v' } },
      ],
    };
    const doc = migrate(v1);
    expect(doc.version).toBe(2);
    const data = Object.fromEntries(doc.widgets.map((w) => [w.id, w.data]));
    expect(data.c).toEqual({ interval: 4, images: [{ url: 'https://x/1.png', link: { type: 'url', url: '/assemble' } }, { url: 'https://x/2.png', link: null }] });
    // An action this editor cannot read stays as it was, beside an empty link.
    expect(data.a).toEqual({ columns: 2, images: [{ url: 'https://x/3.png', opt_type: 'TELEPORT', opt_value: 'mars', link: null }] });
    expect(data.t).toEqual({ text: 'Hi', align: 'center', link: { type: 'shop', id: '17' } });
    expect(data.n).toEqual({ items: [{ text: 'Phones', link: { type: 'keyword', keyword: 'phone' } }, { text: 'Cat', link: { type: 'category', id: '494' } }] });
    expect(data.o).toEqual({ text: 'Sale', opt_type: 'URL', opt_value: '//evil.example', link: null });
    expect(data.k).toEqual({ title: 'Take one', coupon_ids: [] });
    // A widget type this editor does not know keeps its data as it is.
    expect(data.v).toEqual(v1.widgets[6]!.data);
    // Reading the result again changes nothing.
    expect(migrate(JSON.parse(serializePage(doc)))).toEqual(doc);
  });

  it('reads a version 1 goods action stored as a bare 64-bit number as its exact digits', () => {
    const doc = parsePageData('{"version":1,"widgets":[{"id":"c","type":"image-carousel","data":{"images":[{"url":"u","opt_type":"GOODS","opt_value":1866123456789000123}]}}]}');
    expect(doc.widgets[0]!.data.images).toEqual([{ url: 'u', link: { type: 'goods', id: '1866123456789000123', name: '' } }]);
  });

  it('keeps widgets, widget keys and document keys it does not know, and a newer version number', () => {
    const newer = {
      version: 3,
      theme: { color: 'red' },
      widgets: [
        { id: 'v', type: 'video', data: { src: 'https://x/v.mp4' }, animation: 'fade' },
        { id: 't', type: 'title', data: { text: 'Hi' }, visible_from: 1700000000 },
      ],
    };
    const doc = parsePageData(JSON.stringify(newer));
    expect(unknownWidgets(doc).map((w) => w.type)).toEqual(['video']);
    const edited = run(initialState(doc), { type: 'update', id: 't', data: { text: 'Hello' } }, { type: 'add', widgetType: 'spacer', id: 's' });
    const saved = JSON.parse(serializePage(edited.doc)) as PageDocument;
    expect(saved.version).toBe(3);
    expect(saved.theme).toEqual({ color: 'red' });
    expect(saved.widgets[0]).toEqual(newer.widgets[0]);
    expect(saved.widgets[1]).toEqual({ ...newer.widgets[1], data: { text: 'Hello' } });
  });

  it('keeps a 64-bit id stored as a number as its exact digits', () => {
    const doc = parsePageData('{"version":1,"widgets":[{"id":"g","type":"goods-list","data":{"goods_ids":[1866123456789000123]}}]}');
    expect(doc.widgets[0]!.data.goods_ids).toEqual(['1866123456789000123']);
  });

  it('reads empty data as an empty page, gives repeated ids their own, and refuses what is not a page', () => {
    expect(parsePageData('')).toEqual(emptyDocument());
    expect(parsePageData('[]')).toEqual(emptyDocument());
    const doc = migrate({ version: 1, widgets: [{ id: 'a', type: 'spacer' }, { id: 'a', type: 'divider', data: {} }] });
    expect(new Set(doc.widgets.map((w) => w.id)).size).toBe(2);
    expect(doc.widgets[0]!.data).toEqual({});
    expect(() => parsePageData('{not json')).toThrow(PageDataError);
    expect(() => parsePageData('{"version":1}')).toThrow(PageDataError);
  });

  it('fills what an older widget lacks from the defaults', () => {
    expect(dataOf('goods-grid', { title: 'A' })).toEqual({ ...defaultData('goods-grid'), title: 'A' });
  });

  it('shows a field stored in another shape as its default, and keeps keys it does not know', () => {
    expect(dataOf('coupons', { title: 7, coupon_ids: '601', theme: 'red' })).toEqual({ title: '', coupon_ids: [], theme: 'red' });
    expect(dataOf('image-carousel', { images: { url: 'x' }, interval: '3' })).toEqual(defaultData('image-carousel'));
    expect(dataOf('title', { text: 'Hi', link: { type: 'page', id: '1', name: 'A' } }).link).toEqual({ type: 'page', id: '1', name: 'A' });
  });
});

describe('page model: draft and server changes', () => {
  it('stores a draft, offers it only when it differs from the server, and survives a refusing storage', () => {
    const memory = new Map<string, string>();
    const store = webDraftStore({ getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v), removeItem: (k) => void memory.delete(k) });
    const doc = start().doc;
    expect(store.write('k', { doc, base: 10, at: 1 })).toBe(true);
    expect(store.read('k')).toEqual({ doc, base: 10, at: 1 });
    expect(draftDiffers(store.read('k'), doc)).toBe(false);
    expect(draftDiffers(store.read('k'), emptyDocument())).toBe(true);
    store.clear('k');
    expect(store.read('k')).toBeNull();
    memory.set('bad', '{oops');
    expect(store.read('bad')).toBeNull();
    const full = webDraftStore({ getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => {} });
    expect(full.write('k', { doc, base: null, at: 1 })).toBe(false);
  });

  it('reads a draft an older editor wrote the way it reads a stored page (migrated)', () => {
    const old = { version: 1, widgets: [{ id: 't', type: 'title', data: { text: 'Hi', opt_type: 'NONE', opt_value: '' } }] };
    const store = webDraftStore({ getItem: () => JSON.stringify({ doc: old, base: null, at: 1 }), setItem: () => {}, removeItem: () => {} });
    expect(store.read('k')?.doc).toEqual({ version: SCHEMA_VERSION, widgets: [{ id: 't', type: 'title', data: { text: 'Hi', link: null } }] });
  });

  it('sees a server change by its time of change, or by its content when the server sends no time', () => {
    expect(changedOnServer({ modify_time: 1, page_data: 'a' }, { modify_time: 2, page_data: 'a' })).toBe(true);
    expect(changedOnServer({ modify_time: 1, page_data: 'a' }, { modify_time: 1, page_data: 'a' })).toBe(false);
    expect(changedOnServer({ page_data: 'a' }, { page_data: 'b' })).toBe(true);
    expect(changedOnServer({ page_data: 'a' }, { page_data: 'a' })).toBe(false);
  });
});
