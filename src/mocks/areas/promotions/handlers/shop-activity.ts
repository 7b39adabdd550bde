/**
 * The six calls of an activity the shop creates with a title, a time range and all goods or chosen SKUs
 * (full-cut, full-give, single-cut, second-half-price; api reference §6.1, §6.4): list, detail, add, edit, close
 * (`invalid`), delete, each write checked against the status the current time gives.
 */
import type { Table } from '../../../db/table';
import { notFound, type Bilingual } from '../../../lib/errors';
import { paginate } from '../../../lib/paging';
import { nowSeconds } from '../../../lib/runtime';
import { matches } from '../../../lib/values';
import { route, type Ctx } from '../../../handlers/route';
import { assertNoConflict, type ConflictGroup } from '../conflicts';
import { oneOf, requiredText, timeRange, withinQueryRange } from '../fields';
import { chosenGoods } from '../goods';
import type { ActivityRecord, PromotionGoods } from '../records';
import { activityStatus, assertAllowed, statusFilter, statusView } from '../status';
import { byIdDesc, newId, promotionsDb, type IdSequence, type PromotionTables } from '../store';
import { keptEnglish } from '../text';

/** The fields a kind adds to `ActivityRecord`. */
type KindFields<R extends ActivityRecord> = Omit<R, keyof ActivityRecord>;

export interface ActivityKind<R extends ActivityRecord> {
  /** Path under `seller/promotion/`. */
  path: string;
  /** The id field of the views (`id`, `minus_id`, `hp_id`). */
  idKey: string;
  what: Bilingual;
  group: ConflictGroup;
  table: (tables: PromotionTables) => Table<R>;
  sequence: IdSequence;
  title: { min: number; max: number };
  /** POST/PUT answer the saved activity (MinusVO, HalfPriceVO) or an empty body (full-cut, full-give). */
  answersView: boolean;
  /** The kind's own fields of a body, checked; `goods` are the chosen SKUs (none for all goods). */
  parse(body: Record<string, unknown>, shopId: string, goods: PromotionGoods[]): KindFields<R>;
  /** The kind's own list filters. */
  filter?(row: R, query: URLSearchParams): boolean;
}

const statusOf = (r: ActivityRecord) => activityStatus(r.start_time, r.end_time, r.closed_time !== null);

/** A list filter given as 1/2 (`range_type`, `discount_type`): undefined when absent, 400 when not one of them. */
export function codeFilter(query: URLSearchParams, key: string): number | undefined {
  const value = query.get(key) ?? '';
  return value === '' ? undefined : oneOf(value, key, [1, 2]);
}

export function shopActivityHandlers<R extends ActivityRecord>(kind: ActivityKind<R>) {
  const base = `*/seller/promotion/${kind.path}`;
  const table = () => kind.table(promotionsDb());

  const view = (r: R) => {
    const { id, shop_id, closed_time, __en, ...fields } = r;
    const { en, ...status } = statusView(statusOf(r), closed_time !== null);
    return { [kind.idKey]: id, ...fields, seller_id: shop_id, ...status, __en: { ...__en, ...en } };
  };

  const own = (ctx: Ctx): R => {
    const row = table().get(ctx.params.id);
    if (!row || row.shop_id !== ctx.session.shopId) throw notFound(kind.what, ctx.params.id);
    return row;
  };

  async function save(ctx: Ctx, previous?: R): Promise<R> {
    const body = await ctx.fields();
    const shopId = ctx.session.shopId;
    const title = requiredText(body.title, 'title', kind.title.max, kind.title.min);
    const range = timeRange(body);
    const rangeType = oneOf(body.range_type, 'range_type', [1, 2]);
    const goods = rangeType === 2 ? chosenGoods(shopId, body.goods_list) : [];
    const fields = kind.parse(body, shopId, goods);
    assertNoConflict(ctx.english, shopId, kind.group, `${kind.path}:${previous?.id ?? ''}`, goods.map((g) => ({ goods: g, start: range.start_time, end: range.end_time })));
    const next = {
      ...fields,
      id: previous?.id ?? newId(kind.sequence),
      shop_id: shopId,
      title,
      ...range,
      range_type: rangeType,
      goods_list: goods,
      closed_time: null,
      create_time: previous?.create_time ?? nowSeconds(),
    } as Omit<R, '__en'>;
    return table().put({ ...next, __en: keptEnglish(previous, next) } as R);
  }

  const answer = (r: R) => (kind.answersView ? view(r) : undefined);

  return [
    route('get', base, (ctx) => {
      const q = ctx.query;
      const keyword = q.get('keyword') ?? q.get('keywords') ?? '';
      const status = statusFilter(q);
      const rangeType = codeFilter(q, 'range_type');
      const rows = table()
        .all()
        .filter(
          (r) =>
            r.shop_id === ctx.session.shopId &&
            matches(keyword, r.title, r.__en?.title) &&
            matches(q.get('title') ?? '', r.title, r.__en?.title) &&
            (!status || statusOf(r) === status) &&
            (rangeType === undefined || r.range_type === rangeType) &&
            withinQueryRange(q, r.start_time, r.end_time) &&
            (!kind.filter || kind.filter(r, q)),
        )
        .sort(byIdDesc((r) => r.id));
      return paginate(rows, q, view);
    }),

    route('get', `${base}/:id`, (ctx) => view(own(ctx))),

    route('post', base, async (ctx) => answer(await save(ctx))),

    route('put', `${base}/:id`, async (ctx) => {
      const row = own(ctx);
      assertAllowed('edit', statusOf(row), row.closed_time !== null);
      return answer(await save(ctx, row));
    }),

    route('post', `${base}/invalid/:id`, (ctx) => {
      const row = own(ctx);
      assertAllowed('close', statusOf(row));
      table().put({ ...row, closed_time: nowSeconds() });
    }),

    route('delete', `${base}/:id`, (ctx) => {
      const row = own(ctx);
      assertAllowed('delete', statusOf(row), row.closed_time !== null);
      table().remove(row.id);
    }),
  ];
}
