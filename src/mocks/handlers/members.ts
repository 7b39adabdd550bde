/** Buyer members for the member picker: `seller/members`, `admin/members`, `.../{ids}/list` (api-reference §10). */
import { MEMBERS } from '../db/seed/members';
import { pathIds, queryList } from '../lib/body';
import { paginate } from '../lib/paging';
import { matches } from '../lib/values';
import { route, type Ctx } from './route';

function listMembers(ctx: Ctx) {
  const q = ctx.query;
  const sex = q.get('sex') ?? '';
  const ids = new Set(queryList(q, 'member_ids'));
  const keyword = q.get('keyword') ?? '';
  const rows = MEMBERS.filter(
    (m) => (sex === '' || m.sex === Number(sex)) && (!ids.size || ids.has(m.member_id)) && matches(keyword, m.uname, m.mobile),
  );
  return paginate(rows, q);
}

const membersByIds = (ctx: Ctx) => {
  const ids = pathIds(ctx.params.ids);
  return MEMBERS.filter((m) => ids.includes(m.member_id));
};

export const memberHandlers = [
  route('get', '*/seller/members', listMembers),
  route('get', '*/admin/members', listMembers),
  route('get', '*/seller/members/:ids/list', membersByIds),
  route('get', '*/admin/members/:ids/list', membersByIds),
];
