/**
 * The engine's screens from declarations alone, in the whole console: a test area of made-up families
 * (its calls answered here) mounted beside the real ones. Form modes, conditional fields, groups and
 * cross-field rules, the server's error at its field, settings that refresh the session's shop, lists
 * that take their route's params, and the leave guard.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { useSingleRecord } from '@/engine/data/use-record';
import { defineFamily, type ScreenDeclaration } from '@/engine/declare';
import { preloadable } from '@/engine/preloadable';
import { BUILT_IN_LANGUAGES, i18n } from '@/i18n';
import type { FormValues, Schema } from '@/schemas/types';
import { lastRequestTo, requestsTo, server, startDemoMarketplace } from '../../helpers/demo-marketplace';
import { renderRoute } from '../../helpers/render-route';

interface Promo {
  id: string;
  title: string;
  kind: 'MONEY' | 'RATE';
  status: string;
  [key: string]: unknown;
}

// The test area's words, given to i18next as an area's locale files would give them (a raw key fails a test).
const WORDS = {
  menu: ['testArea', 'promos', 'promoAdd', 'promoEdit', 'promoView', 'promoItems', 'shopName', 'gradedShop'],
  common: ['Title', 'Kind', 'Money', 'Rate', 'Minus', 'Rate value', 'Start', 'End', 'End after start', 'Steps', 'Threshold', 'Name', 'Shop name'],
  engine: ['Steps', 'Thresholds must differ', 'Name'],
};
for (const language of BUILT_IN_LANGUAGES) {
  for (const [ns, words] of Object.entries(WORDS)) i18n.addResources(language, ns, Object.fromEntries(words.map((w) => [w, w])));
}

const schema: Schema<Promo> = [
  { key: 'title', label: 'Title', type: 'text', column: true, form: { rules: [{ kind: 'nonBlank' }] } },
  { key: 'kind', label: 'Kind', type: 'radio', enum: [{ value: 'MONEY', label: 'Money' }, { value: 'RATE', label: 'Rate' }], form: { initial: 'MONEY' } },
  { key: 'minus', label: 'Minus', type: 'money', form: { when: (v) => v.kind === 'MONEY', rules: [{ kind: 'required' }] } },
  { key: 'rate', label: 'Rate value', type: 'number', form: { when: (v) => v.kind === 'RATE', rules: [{ kind: 'required' }, { kind: 'range', min: 0, max: 9.99 }] } },
  { key: 'start', label: 'Start', type: 'number', form: true },
  { key: 'end', label: 'End', type: 'number', form: { rules: [{ kind: 'greaterThan', field: 'start', message: 'End after start' }] } },
  {
    key: 'steps',
    label: 'Steps',
    type: 'group',
    item: [{ key: 'threshold', label: 'Threshold', type: 'number', form: { rules: [{ kind: 'required' }] } }],
    form: { rules: [{ kind: 'items', min: 1, max: 2 }, { kind: 'unique', field: 'threshold', message: 'Thresholds must differ' }] },
  },
];

const promos = defineFamily<Promo>({ name: 'testPromos', api: { list: 'seller/test/promos' }, idField: 'id', schema, flags: (row) => ({ allow_edit: row.status === 'WAIT' }) });
const form = promos.form({ frozen: (row) => row.status !== 'WAIT' });
const items = defineFamily<{ id: string; name: string }>({
  name: 'testItems',
  api: { list: 'seller/test/promos/{id}/items' },
  idField: 'id',
  schema: [{ key: 'name', label: 'Name', type: 'text', column: true }],
});
const settings = defineFamily<{ shop_name: string }>({ name: 'testSettings', api: { list: 'seller/test/settings' }, idField: 'shop_name', schema: [] });

function GradeHeader() {
  const { result } = useSingleRecord<{ grade_name: string }>('testGrade', 'seller/test/grade');
  return result ? <p>Grade: {result.grade_name}</p> : null;
}

const testArea: ScreenDeclaration = {
  path: 'test',
  name: 'testArea',
  children: [
    { path: 'promos', name: 'promos', screen: promos.list({}) },
    { path: 'promo-add', name: 'promoAdd', hidden: true, noCache: true, belongsTo: 'promos', screen: form.create },
    { path: 'promo-edit/:id', name: 'promoEdit', hidden: true, belongsTo: 'promos', screen: form.edit },
    { path: 'promo-view/:id', name: 'promoView', hidden: true, belongsTo: 'promos', screen: form.view },
    { path: 'promo-items/:id', name: 'promoItems', hidden: true, belongsTo: 'promos', screen: items.list({ fixedFilters: ({ params }) => ({ promotion_id: params.id! }) }) },
    {
      path: 'graded-shop',
      name: 'gradedShop',
      screen: settings.settings({
        load: 'seller/test/settings',
        header: preloadable(async () => ({ default: GradeHeader })),
        fields: [{ key: 'shop_name', label: 'Shop name', type: 'text' }] as Schema<FormValues>,
        save: (body) => ({ url: 'seller/test/settings', method: 'put', data: body }),
      }),
    },
    {
      path: 'shop-name',
      name: 'shopName',
      screen: settings.settings({
        load: 'seller/test/settings',
        fields: [{ key: 'shop_name', label: 'Shop name', type: 'text', form: { rules: [{ kind: 'nonBlank' }] } }] as Schema<FormValues>,
        save: (body) => ({ url: 'seller/test/settings', method: 'put', data: body, invalidates: ['shop'] }),
      }),
    },
  ],
};

vi.mock('@/resources', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/resources')>();
  return { ...actual, screens: [...actual.screens, testArea] };
});

startDemoMarketplace();

const record: Promo = { id: '7', title: 'Spring', kind: 'RATE', rate: 8.5, start: 1, end: 5, status: 'WAIT', steps: [{ threshold: 100 }] };
let shopName = '晨光数码旗舰店';

function answer() {
  server.use(
    http.get('*/seller/test/promos', () => HttpResponse.json({ data: [record], data_total: 1, page_no: 1, page_size: 10 })),
    http.get('*/seller/test/promos/:id', ({ params }) => HttpResponse.json({ ...record, id: params.id, status: params.id === '8' ? 'END' : 'WAIT' })),
    http.post('*/seller/test/promos', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      if (body.title === 'taken') return HttpResponse.json({ code: '004', message: 'title 已存在' }, { status: 400 });
      return HttpResponse.json({ ...body, id: '9' });
    }),
    http.put('*/seller/test/promos/:id', () => HttpResponse.json({})),
    http.get('*/seller/test/promos/:id/items', () => HttpResponse.json({ data: [{ id: '1', name: 'Item one' }], data_total: 1 })),
    http.get('*/seller/test/settings', () => HttpResponse.json({ shop_name: shopName })),
    http.put('*/seller/test/settings', async ({ request }) => {
      shopName = new URLSearchParams(await request.text()).get('shop_name') ?? shopName;
      return HttpResponse.json({});
    }),
  );
}

const field = (label: string) => screen.getByLabelText(label);

describe('form screens from one declaration', () => {
  it('create: conditional fields, a group within its limits, a cross-field rule, then the body and the list', async () => {
    answer();
    const { user, location } = await renderRoute('/test/promo-add');
    await screen.findByTestId('form-create');
    // Only the money field shows for the default kind.
    expect(screen.queryByLabelText('Rate value')).toBeNull();
    await user.click(await screen.findByRole('radio', { name: 'Rate' }));
    expect(await screen.findByLabelText('Rate value')).toBeInTheDocument();
    expect(screen.queryByLabelText('Minus')).toBeNull();

    await user.click(screen.getByTestId('form-save'));
    expect(await screen.findByText('请输入Title')).toBeInTheDocument();
    expect(await screen.findByText('Steps至少1项')).toBeInTheDocument();

    await user.type(field('Title'), 'Summer');
    await user.type(field('Rate value'), '12');
    await user.type(field('Start'), '5');
    await user.type(field('End'), '3');
    const add = screen.getByTestId('add-steps');
    await user.click(add);
    await user.click(add);
    expect(add).toBeDisabled();
    const thresholds = screen.getAllByLabelText('Threshold');
    await user.type(thresholds[0]!, '100');
    await user.type(thresholds[1]!, '100');
    await user.click(screen.getByTestId('form-save'));
    expect(await screen.findByText('Rate value应在0到9.99之间')).toBeInTheDocument();
    expect(await screen.findByText('End after start')).toBeInTheDocument();
    expect(await screen.findByText('Thresholds must differ')).toBeInTheDocument();
    expect(requestsTo('/seller/test/promos', 'POST')).toHaveLength(0);

    await user.clear(field('Rate value'));
    await user.type(field('Rate value'), '8.8');
    await user.clear(field('End'));
    await user.type(field('End'), '9');
    await user.clear(screen.getAllByLabelText('Threshold')[1]!);
    await user.type(screen.getAllByLabelText('Threshold')[1]!, '200');
    await user.click(screen.getByTestId('form-save'));
    await waitFor(() => expect(requestsTo('/seller/test/promos', 'POST')).toHaveLength(1));
    expect(JSON.parse(lastRequestTo('/seller/test/promos', 'POST').body)).toEqual({ title: 'Summer', kind: 'RATE', rate: 8.8, start: 5, end: 9, steps: [{ threshold: 100 }, { threshold: 200 }] });
    await waitFor(() => expect(location()).toBe('/test/promos'));
  });

  it('shows a server validation error at its field and keeps what was typed', async () => {
    answer();
    const { user } = await renderRoute('/test/promo-add');
    await screen.findByTestId('form-create');
    await user.type(field('Title'), 'taken');
    await user.type(field('Minus'), '5');
    await user.click(screen.getByTestId('add-steps'));
    await user.type(screen.getByLabelText('Threshold'), '10');
    await user.click(screen.getByTestId('form-save'));
    const item = await waitFor(() => document.querySelector('[data-field="title"]') as HTMLElement);
    expect(await within(item).findByText('已存在')).toBeInTheDocument();
    expect((field('Title') as HTMLInputElement).value).toBe('taken');
  });

  it('edit loads the record; a record its state freezes shows read-only; view has no save', async () => {
    answer();
    const first = await renderRoute('/test/promo-edit/7');
    expect(await screen.findByDisplayValue('Spring')).toBeInTheDocument();
    expect(screen.getByTestId('form-save')).toBeInTheDocument();
    first.unmount();
    const frozen = await renderRoute('/test/promo-edit/8');
    expect(await screen.findByDisplayValue('Spring')).toBeDisabled();
    expect(screen.queryByTestId('form-save')).toBeNull();
    frozen.unmount();
    await renderRoute('/test/promo-view/7');
    expect(await screen.findByDisplayValue('Spring')).toBeDisabled();
    expect(screen.queryByTestId('form-save')).toBeNull();
  });

  it('asks before leaving a not-cached form with unsaved changes', async () => {
    answer();
    const { user, navigate, location } = await renderRoute('/test/promo-add');
    await screen.findByTestId('form-create');
    await user.type(field('Title'), 'half typed');
    void navigate('/dashboard');
    expect(await screen.findByText('有未保存的修改，确定离开吗？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '继续编辑' }));
    expect(location()).toBe('/test/promo-add');
    expect((field('Title') as HTMLInputElement).value).toBe('half typed');
  });
});

describe('lists and settings', () => {
  it('a list takes its route\'s params into its call and its filters', async () => {
    answer();
    await renderRoute('/test/promo-items/7');
    expect(await screen.findByText('Item one')).toBeInTheDocument();
    expect(lastRequestTo('/seller/test/promos/7/items').url.searchParams.get('promotion_id')).toBe('7');
  });

  it('a header above the settings reads its data beside the form\'s, not after it: the two arrive together', async () => {
    answer();
    let answerForm!: () => void;
    const formAnswered = new Promise<void>((resolve) => (answerForm = resolve));
    server.use(
      http.get('*/seller/test/settings', async () => {
        await formAnswered;
        return HttpResponse.json({ shop_name: shopName });
      }),
      http.get('*/seller/test/grade', () => HttpResponse.json({ grade_name: 'Gold' })),
    );
    await renderRoute('/test/graded-shop');
    // The form is still waiting for its record: the header's read has gone already.
    await waitFor(() => expect(requestsTo('/seller/test/grade')).toHaveLength(1));
    expect(requestsTo('/seller/test/settings')).toHaveLength(1);
    expect(screen.queryByLabelText('Shop name')).toBeNull();
    answerForm();
    expect(await screen.findByLabelText('Shop name')).toBeInTheDocument();
    expect(screen.getByText('Grade: Gold')).toBeInTheDocument();
    expect(requestsTo('/seller/test/grade')).toHaveLength(1);
  });

  it('a saved setting refreshes what shows the same data: the sidebar\'s shop name', async () => {
    answer();
    shopName = '晨光数码旗舰店';
    server.use(http.get('*/seller/shops', () => HttpResponse.json({ shop_id: 1, shop_name: shopName, shop_type: 'NORMAL' })));
    const { user } = await renderRoute('/test/shop-name');
    expect(await screen.findByDisplayValue('晨光数码旗舰店')).toBeInTheDocument();
    await user.clear(field('Shop name'));
    await user.type(field('Shop name'), '晨光新店');
    await user.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(screen.getByTestId('shop-brand')).toHaveTextContent('晨光新店'));
  });
});
