/**
 * The files of a new family, as text: its schema and declaration (the console), its demo marketplace
 * area, and its integration test. `f` is what `plan()` derives from the arguments (names, area, paths).
 */
import { seedNames } from './texts.mjs';

/** A string literal as the console writes them (single quotes). */
const quote = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** Fields the templates give the family; its id field must be none of them. */
export const TEMPLATE_FIELDS = ['keyword', 'name', 'description', 'enabled', 'create_time', 'update_time', 'shop_id'];

const key = (f, label) => `${f.ns}:${f.names.camel}.${label}`;

export const schemaFile = (f) => `/** ${f.names.en} of the shop (${f.api}). */
import type { Schema } from '../types';

export interface ${f.names.pascal}Row {
  ${f.idField}: string;
  name: string;
  description?: string;
  /** 1 enabled, 0 disabled */
  enabled: number;
  /** unix seconds */
  create_time: number;
  [key: string]: unknown;
}

export const ${f.names.camel}Schema: Schema<${f.names.pascal}Row> = [
  { key: 'keyword', label: '${key(f, 'keyword')}', type: 'text', search: true },
  { key: '${f.idField}', label: '${key(f, 'id')}', type: 'text', column: true, detail: true },
  { key: 'name', label: '${key(f, 'name')}', type: 'text', column: true, detail: true, form: { rules: [{ kind: 'nonBlank' }, { kind: 'maxLength', value: 30 }] } },
  { key: 'description', label: '${key(f, 'description')}', type: 'textarea', detail: true, form: { rules: [{ kind: 'maxLength', value: 200 }] } },
  { key: 'enabled', label: '${key(f, 'enabled')}', type: 'switch', column: true, detail: true, form: { initial: 1 } },
  { key: 'create_time', label: '${key(f, 'createTime')}', type: 'time', column: true, detail: true },
];
`;

export const familyFile = (f) => `/** ${f.names.en} (${f.api}): a list, a record page, and one form that adds and edits. */
import { defineFamily } from '@/engine/declare';
import type { Action } from '@/engine/list/types';
import { ${f.names.camel}Schema, type ${f.names.pascal}Row } from '@/schemas/${f.area}/${f.names.kebab}';
import { fillPath, joinIds } from '@/utils/api-path';
import { ${f.names.camel}Head } from './families';

export const ${f.names.camel} = defineFamily<${f.names.pascal}Row>({
  ...${f.names.camel}Head,
  schema: ${f.names.camel}Schema,
  titleOf: (row) => row.name,
});

const actions = {
  edit: { key: 'edit', label: 'common:action.edit', to: (row) => fillPath('${f.routeBase}/edit/{id}', { id: row.${f.idField} }), permission: '${f.names.camel}Edit' },
  remove: { key: 'delete', label: 'common:action.delete', danger: true, confirm: '${key(f, 'confirmDelete')}', request: (ids) => ({ url: \`${f.api}/\${joinIds(ids)}\`, method: 'delete' }) },
} satisfies Record<string, Action<${f.names.pascal}Row>>;

export const ${f.names.camel}List = ${f.names.camel}.list({
  // The name opens the record page.
  detailFrom: 'name',
  links: [{ key: 'add', label: '${key(f, 'add')}', to: '${f.routeBase}/add', permission: '${f.names.camel}Add' }],
  rowActions: [actions.edit, actions.remove],
  bulkActions: [actions.remove],
});

export const ${f.names.camel}Detail = ${f.names.camel}.show({
  actions: [actions.edit],
  sections: [{ key: 'base', kind: 'fields', title: '${key(f, 'base')}', fields: ['${f.idField}', 'name', 'enabled', 'description', 'create_time'] }],
});

export const ${f.names.camel}Form = ${f.names.camel}.form({
  sections: [{ key: 'base', title: '${key(f, 'base')}', fields: ['name', 'description', 'enabled'] }],
});
`;

/** The head (families.ts) and the area's routes (index.ts): what the shell knows before the screens load. */
export const headLine = (f) => `export const ${f.names.camel}Head: FamilyHead = { name: '${f.names.camel}', api: { list: '${f.api}' }, idField: '${f.idField}' };`;
export const loaderLine = (f) => `const ${f.names.camel}Screens = lazyScreens(() => import('./${f.names.kebab}'));`;
export const routeLines = (f) => {
  const { camel, kebab } = f.names;
  const screens = `${camel}Screens`;
  const head = `${camel}Head`;
  return [
    `{ path: '${kebab}/list', name: '${camel}', screen: ${screens}.list(${head}, (m) => m.${camel}List) },`,
    `{ path: '${kebab}/detail/:id', name: '${camel}Detail', hidden: true, screen: ${screens}.show(${head}, (m) => m.${camel}Detail) },`,
    `{ path: '${kebab}/add', name: '${camel}Add', hidden: true, screen: ${screens}.form(${head}, (m) => m.${camel}Form).create },`,
    `{ path: '${kebab}/edit/:id', name: '${camel}Edit', hidden: true, screen: ${screens}.form(${head}, (m) => m.${camel}Form).edit },`,
  ];
};

export const recordFile = (f) => `/** ${f.names.en} as the demo marketplace keeps them: the API's fields, and the shop each belongs to. */
export interface ${f.names.pascal}Record {
  ${f.idField}: string;
  shop_id: string;
  name: string;
  description: string;
  enabled: number;
  create_time: number;
  update_time: number;
  /** The seeded rows' English texts, for a caller in en-US (a row saved since holds what was typed). */
  __en?: { name: string };
}
`;

export const seedFile = (f) => {
  const rows = seedNames(f.names).map(({ zh, en }, i) => `  [${quote(zh)}, ${quote(en)}, ${i === 2 ? 0 : 1}],`).join('\n');
  return `/** ${f.names.en} of the owner's shop, one of them disabled; the supplier's shop has none. */
import { BASE_TIME, DAY, SHOP } from '../../db/seed/constants';
import type { ${f.names.pascal}Record } from './record';

const ROWS: Array<[zh: string, en: string, enabled: number]> = [
${rows}
];

export function seed${f.names.pascal}(): ${f.names.pascal}Record[] {
  return ROWS.map(([name, nameEn, enabled], i) => {
    const created = BASE_TIME - (30 - i * 7) * DAY;
    return { ${f.idField}: String(i + 1), shop_id: SHOP.owner, name, description: '', enabled, create_time: created, update_time: created, __en: { name: nameEn } };
  });
}
`;
};

export const dbFile = (f) => `/** The ${f.names.en.toLowerCase()} table of the demo marketplace (seeded on first use, journaled and reset like the core store). */
import { defineArea, nextId } from '../../db/store';
import type { ${f.names.pascal}Record } from './record';
import { seed${f.names.pascal} } from './seed';

export const ${f.names.camel}Db = defineArea('${f.names.kebab}', (table) => {
  const rows = table<${f.names.pascal}Record>('${f.names.camel}', (r) => r.${f.idField});
  seed${f.names.pascal}().forEach((r) => rows.load(r));
  return { rows };
});

/** A new record's id: the sequence starts above every seeded id. */
export const new${f.names.pascal}Id = () => nextId('${f.names.camel}', '100');
`;

export const handlersFile = (f) => {
  const what = quote(f.names.zh ?? f.names.en);
  return `/**
 * ${f.names.en} of the caller's shop (${f.api}): the paged list, one record, create, update and delete
 * (several ids comma-joined). Another shop's record is not found, as in the seller API.
 */
import { pathIds } from '../../lib/body';
import { badParam, notFound, text } from '../../lib/errors';
import { paginate } from '../../lib/paging';
import { nowSeconds } from '../../lib/runtime';
import { matches, num, str } from '../../lib/values';
import { route, type Ctx } from '../../handlers/route';
import { ${f.names.camel}Db, new${f.names.pascal}Id } from './db';
import type { ${f.names.pascal}Record } from './record';

const WHAT = text(${what}, ${quote(f.names.en)});

const shopRows = (ctx: Ctx) => ${f.names.camel}Db().rows.all().filter((r) => r.shop_id === ctx.session.shopId);

function ownRow(ctx: Ctx, id: string): ${f.names.pascal}Record {
  const row = ${f.names.camel}Db().rows.get(id);
  if (!row || row.shop_id !== ctx.session.shopId) throw notFound(WHAT, id);
  return row;
}

const view = ({ shop_id: _shop, ...row }: ${f.names.pascal}Record) => row;

/** A text field's value, trimmed; 400 code 004 naming the field when it is too long or missing. */
function textField(body: Record<string, unknown>, key: string, max: number, required: boolean): string {
  const value = str(body[key]).trim();
  if (required && !value) throw badParam(\`\${key} 不能为空\`, \`\${key} is required\`);
  if ([...value].length > max) throw badParam(\`\${key} 最多 \${max} 个字符\`, \`\${key} allows at most \${max} characters\`);
  return value;
}

async function parse(ctx: Ctx, existing?: ${f.names.pascal}Record): Promise<${f.names.pascal}Record> {
  const body = await ctx.fields();
  const enabled = num(body.enabled) ?? existing?.enabled ?? 1;
  if (enabled !== 0 && enabled !== 1) throw badParam('enabled 只能是 0 或 1', 'enabled must be 0 or 1');
  const now = nowSeconds();
  return {
    ${f.idField}: existing?.${f.idField} ?? new${f.names.pascal}Id(),
    shop_id: ctx.session.shopId,
    name: textField(body, 'name', 30, true),
    description: textField(body, 'description', 200, false),
    enabled,
    create_time: existing?.create_time ?? now,
    update_time: now,
  };
}

export const ${f.names.camel}Handlers = [
  route('get', '*/${f.api}', (ctx) => {
    const keyword = ctx.query.get('keyword') ?? '';
    const rows = shopRows(ctx)
      .filter((r) => matches(keyword, r.name, r.__en?.name, r.description))
      .sort((a, b) => b.create_time - a.create_time || Number(b.${f.idField}) - Number(a.${f.idField}));
    return paginate(rows, ctx.query, view);
  }),
  route('get', '*/${f.api}/:id', (ctx) => view(ownRow(ctx, ctx.params.id))),
  route('post', '*/${f.api}', async (ctx) => view(${f.names.camel}Db().rows.put(await parse(ctx)))),
  route('put', '*/${f.api}/:id', async (ctx) => view(${f.names.camel}Db().rows.put(await parse(ctx, ownRow(ctx, ctx.params.id))))),
  route('delete', '*/${f.api}/:ids', (ctx) => {
    // All or none: an unknown id refuses the whole call.
    const rows = pathIds(ctx.params.ids).map((id) => ownRow(ctx, id));
    rows.forEach((r) => ${f.names.camel}Db().rows.remove(r.${f.idField}));
  }),
];
`;
};

export const testFile = (f) => `import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seed${f.names.pascal} } from '@/mocks/areas/${f.names.kebab}/seed';
import { lastRequestTo, requestsTo, startDemoMarketplace } from '../helpers/demo-marketplace';
import { renderRoute } from '../helpers/render-route';

startDemoMarketplace();

const [first, second] = seed${f.names.pascal}();
const API = '/${f.api}';
// A screen's code is transformed on its first use: slow on a busy machine.
const SLOW = { timeout: 15000 };

const input = (key: string) =>
  waitFor(() => {
    const found = document.querySelector<HTMLInputElement>(\`[data-field="\${key}"] input\`);
    if (!found) throw new Error(\`no field \${key}\`);
    return found;
  });

describe(${quote(`${f.names.en} (${f.api})`)}, () => {
  it('lists the seeded rows', async () => {
    await renderRoute('${f.routeBase}/list');
    expect(await screen.findByText(first!.name, undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText(second!.name)).toBeInTheDocument();
  });

  it('creates a record: the form sends what was typed, and goes back to the list', async () => {
    const { user, location } = await renderRoute('${f.routeBase}/add');
    await user.type(await input('name'), 'Added in a test');
    await user.click(screen.getByTestId('form-save'));
    await waitFor(() => expect(requestsTo(API, 'POST')).toHaveLength(1));
    expect(JSON.parse(lastRequestTo(API, 'POST').body)).toMatchObject({ name: 'Added in a test', enabled: 1 });
    await waitFor(() => expect(location()).toBe('${f.routeBase}/list'));
  });

  it('edits a record: its values load, and the save goes to its own address', async () => {
    const { user } = await renderRoute(\`${f.routeBase}/edit/\${first!.${f.idField}}\`);
    const name = await input('name');
    await waitFor(() => expect(name.value).toBe(first!.name), SLOW);
    await user.type(name, ' 2');
    await user.click(screen.getByTestId('form-save'));
    await waitFor(() => expect(requestsTo(\`\${API}/\${first!.${f.idField}}\`, 'PUT')).toHaveLength(1));
    expect(JSON.parse(lastRequestTo(\`\${API}/\${first!.${f.idField}}\`, 'PUT').body)).toMatchObject({ name: \`\${first!.name} 2\` });
  });

  it('shows a record on its page', async () => {
    await renderRoute(\`${f.routeBase}/detail/\${second!.${f.idField}}\`);
    // The name is the page's heading too.
    expect((await screen.findAllByText(second!.name, undefined, SLOW)).length).toBeGreaterThan(0);
  });
});
`;
