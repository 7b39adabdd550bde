/** Micro-pages for the page picker: `{type}/pages` (api-reference §10). */
import { pagesOf } from '../db/seed/pages';
import { paginate } from '../lib/paging';
import { matches } from '../lib/values';
import { route, type Ctx } from './route';

function listPages(type: string) {
  return (ctx: Ctx) => {
    const q = ctx.query;
    const client = (q.get('client_type') ?? '').toUpperCase();
    const publish = q.get('publish_status') ?? '';
    const keyword = q.get('keyword') ?? '';
    const rows = pagesOf(type).filter(
      (p) =>
        (!client || p.client_type === client) &&
        (!publish || p.publish_status === publish) &&
        matches(keyword, p.page_name, p.__en.page_name, p.remark),
    );
    return paginate(rows, q, undefined, 20);
  };
}

export const pageHandlers = ['seller', 'admin', 'buyer'].map((type) => route('get', `*/${type}/pages`, listPages(type)));
