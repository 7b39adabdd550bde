// @vitest-environment node
/**
 * `npm run new:screen` (scripts/new-screen.mjs): what it writes for a family, run into a temporary copy of
 * the sources it reads, and the arguments it refuses, run against the repository with --dry-run. It never
 * writes into the repository here. That the generated family type-checks, lints and passes its own test
 * is checked by running it for real (README "How to add a screen").
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../../..');
const SCRIPT = join(ROOT, 'scripts/new-screen.mjs');
const GIFT_CARDS = ['setting', 'gift-cards', '--api', 'seller/gift-cards', '--id', 'card_id'];

const run = (args: string[]) => {
  const result = spawnSync(process.execPath, [SCRIPT, ...args], { cwd: ROOT, encoding: 'utf8' });
  return { status: result.status, out: result.stdout, err: result.stderr };
};
const listed = (out: string, verb: string) => [...out.matchAll(new RegExp(`^${verb} (\\S+)`, 'gm'))].map((m) => m[1]!);

const CREATED = [
  'src/schemas/setting/gift-cards.ts',
  'src/resources/setting/gift-cards.ts',
  'src/mocks/areas/gift-cards/record.ts',
  'src/mocks/areas/gift-cards/seed.ts',
  'src/mocks/areas/gift-cards/db.ts',
  'src/mocks/areas/gift-cards/handlers.ts',
  'tests/integration/setting-gift-cards.test.tsx',
];
const EDITED = [
  'src/resources/setting/families.ts',
  'src/resources/setting/index.ts',
  'src/locales/zh-CN/menu.json',
  'src/locales/zh-CN/setting.json',
  'src/locales/en-US/menu.json',
  'src/locales/en-US/setting.json',
  'src/mocks/areas/index.ts',
];

// The folders the generator reads (areas, families and routes taken, locales, the demo's areas).
const copy = mkdtempSync(join(tmpdir(), 'new-screen-'));
for (const dir of ['src/resources', 'src/locales', 'src/mocks']) cpSync(join(ROOT, dir), join(copy, dir), { recursive: true });
afterAll(() => rmSync(copy, { recursive: true, force: true }));
const inCopy = (path: string) => readFileSync(join(copy, path), 'utf8');

describe('new:screen writes a family', () => {
  const first = run([...GIFT_CARDS, '--zh', '礼品卡', '--root', copy]);

  it('creates its files and edits the ones it joins, in the copy only', () => {
    expect(first.err).toBe('');
    expect(first.status).toBe(0);
    expect(listed(first.out, 'created')).toEqual(CREATED);
    expect(listed(first.out, 'edited')).toEqual(EDITED);
    for (const path of CREATED) {
      expect(existsSync(join(copy, path)), path).toBe(true);
      expect(existsSync(join(ROOT, path)), path).toBe(false);
    }
  });

  it('registers the head, the routes and the demo area, and adds both languages’ texts', () => {
    expect(inCopy('src/resources/setting/families.ts')).toContain("export const giftCardsHead: FamilyHead = { name: 'giftCards', api: { list: 'seller/gift-cards' }, idField: 'card_id' };");
    const index = inCopy('src/resources/setting/index.ts');
    expect(index).toContain("const giftCardsScreens = lazyScreens(() => import('./gift-cards'));");
    expect(index).toMatch(/import \{[^}]*\bgiftCardsHead\b[^}]*\} from '\.\/families';/);
    for (const path of ['list', 'detail/:id', 'add', 'edit/:id']) expect(index).toContain(`{ path: 'gift-cards/${path}'`);
    expect(inCopy('src/mocks/areas/index.ts')).toContain("import { giftCardsHandlers } from './gift-cards/handlers';");
    expect(inCopy('src/mocks/areas/index.ts')).toContain('  ...giftCardsHandlers,\n];');
    const zh = JSON.parse(inCopy('src/locales/zh-CN/menu.json')) as Record<string, string>;
    const en = JSON.parse(inCopy('src/locales/en-US/menu.json')) as Record<string, string>;
    expect(zh).toMatchObject({ giftCards: '礼品卡', giftCardsAdd: '新增礼品卡', giftCardsEdit: '编辑礼品卡', giftCardsDetail: '礼品卡详情' });
    expect(Object.keys(en).filter((key) => key.startsWith('giftCards'))).toEqual(['giftCards', 'giftCardsAdd', 'giftCardsEdit', 'giftCardsDetail']);
    const labels = (lang: string) => Object.keys((JSON.parse(inCopy(`src/locales/${lang}/setting.json`)) as Record<string, object>).giftCards!);
    expect(labels('zh-CN')).toEqual(labels('en-US'));
  });

  it('edits only files the README checklist names (a new place a family touches goes there too)', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const checklist = readme.slice(readme.indexOf('## How to add a screen'));
    expect(EDITED.filter((path) => !checklist.includes(`\`${path}\``))).toEqual([]);
  });

  it('keeps the rest of an edited file as it was', () => {
    const before = readFileSync(join(ROOT, 'src/locales/zh-CN/menu.json'), 'utf8');
    const after = inCopy('src/locales/zh-CN/menu.json');
    expect(after.slice(0, before.lastIndexOf('"'))).toBe(before.slice(0, before.lastIndexOf('"')));
  });

  it('refuses to write the family twice, and changes nothing then', () => {
    const edited = EDITED.map(inCopy);
    const again = run([...GIFT_CARDS, '--root', copy]);
    expect(again.status).toBe(1);
    expect(again.err).toMatch(/family "gift-cards" exists/);
    expect(EDITED.map(inCopy)).toEqual(edited);
  });

  it('names Chinese texts for translation when no Chinese name is given', () => {
    const dry = run(['order', 'price-notes', '--api', 'seller/trade/price-notes', '--id', 'note_id', '--dry-run', '--root', copy]);
    expect(dry.status).toBe(0);
    expect(dry.out).toContain('（待翻译）');
    expect(listed(dry.out, 'would create')).toContain('src/resources/order/price-notes.ts');
    expect(existsSync(join(copy, 'src/resources/order/price-notes.ts'))).toBe(false);
  });
});

describe('new:screen refuses', () => {
  const refusals: Array<[string, string[], RegExp]> = [
    ['an area that does not exist', ['nowhere', 'gift-cards', '--api', 'seller/gift-cards', '--id', 'card_id'], /area "nowhere" does not exist; a family joins one of: .*setting/],
    ['a family named in PascalCase', ['setting', 'GiftCards', '--api', 'seller/gift-cards', '--id', 'card_id'], /lowerCamelCase .* or kebab-case/],
    ['a family named in snake_case', ['setting', 'gift_cards', '--api', 'seller/gift-cards', '--id', 'card_id'], /lowerCamelCase .* or kebab-case/],
    ['a family that exists (camelCase)', ['setting', 'pickupPoints', '--api', 'seller/pickups', '--id', 'id'], /family "pickupPoints" exists/],
    ['a family that exists (kebab-case)', ['setting', 'pickup-points', '--api', 'seller/pickups', '--id', 'id'], /family "pickup-points" exists/],
    ['a reserved word', ['setting', 'delete', '--api', 'seller/deletes', '--id', 'id'], /reserved word/],
    ['an absolute api path', ['setting', 'gift-cards', '--api', '/seller/gift-cards', '--id', 'card_id'], /relative seller\/\.\.\. path/],
    ['an api address with a host', ['setting', 'gift-cards', '--api', 'https://api.example.com/seller/gift-cards', '--id', 'card_id'], /relative seller\/\.\.\. path/],
    ['an api path outside seller/', ['setting', 'gift-cards', '--api', 'base/gift-cards', '--id', 'card_id'], /relative seller\/\.\.\. path/],
    ['a call the demo answers already', ['setting', 'gift-cards', '--api', 'seller/shops/pickup-points', '--id', 'card_id'], /answers it already/],
    ['a missing --api', ['setting', 'gift-cards', '--id', 'card_id'], /--api is missing/],
    ['a missing --id', ['setting', 'gift-cards', '--api', 'seller/gift-cards'], /--id is missing/],
    ['an id field the schema has', ['setting', 'gift-cards', '--api', 'seller/gift-cards', '--id', 'name'], /--id name: the generated schema has a field/],
    ['an unknown option', ['setting', 'gift-cards', '--api', 'seller/gift-cards', '--id', 'card_id', '--force'], /--force/],
    ['a missing family', ['setting', '--api', 'seller/gift-cards', '--id', 'card_id'], /expected an area and a family name/],
  ];

  it.each(refusals)('%s, with a message and no file written', (_case, args, message) => {
    const { status, out, err } = run([...args, '--dry-run']);
    expect(status).toBe(1);
    expect(err).toMatch(message);
    expect(out).toBe('');
  });
});
