/**
 * Shop grade and grade applications (designed, no source documents them: docs/api/grade-application.md).
 * A shop applies for a grade above its own with a reason; one application may wait at a time; the demo
 * platform decides it (review.ts).
 */
import { db } from '../../../db/store';
import { business, notFound, text as bilingual } from '../../../lib/errors';
import { toId } from '../../../lib/json';
import { paginate } from '../../../lib/paging';
import { nowSeconds } from '../../../lib/runtime';
import type { ShopRecord } from '../../../db/types';
import { route } from '../../../handlers/route';
import { newId, settingsDb } from '../db';
import { fieldError, text } from '../lib/fields';
import { cents } from '../lib/money';
import { callerShop, input } from '../lib/request';
import { REVIEW_DELAY_SECONDS } from '../review';
import type { AuditStatus, GradeApplicationRecord } from '../types';
import { GRADES, gradeById, gradeRank, type Grade } from './catalogue';

const APPLICATION = bilingual('等级申请', 'Grade application');
const STATUSES: readonly AuditStatus[] = ['WAIT_AUDIT', 'PASS_AUDIT', 'REFUSE_AUDIT'];

const applicationsOf = (shopId: string) =>
  settingsDb()
    .gradeApplications.all()
    .filter((a) => a.shop_id === shopId)
    .sort((a, b) => b.create_time - a.create_time || Number(b.id) - Number(a.id));

const pendingOf = (shopId: string) => applicationsOf(shopId).find((a) => a.auth_status === 'WAIT_AUDIT');

function applicationView(a: GradeApplicationRecord) {
  const from = gradeById(a.from_grade_id);
  const to = gradeById(a.grade_id);
  return {
    application_id: a.id,
    from_grade_id: a.from_grade_id,
    from_grade_name: from?.grade_name ?? '',
    grade_id: a.grade_id,
    grade_name: to?.grade_name ?? '',
    reason: a.reason,
    auth_status: a.auth_status,
    audit_remark: a.audit_remark,
    create_time: a.create_time,
    audit_time: a.audit_time,
    __en: { from_grade_name: from?.__en.grade_name ?? '', grade_name: to?.__en.grade_name ?? '', ...a.__en },
  };
}

/** A grade with what the shop may do about it. */
function gradeView(shop: ShopRecord, grade: Grade) {
  const current = grade.grade_id === shop.grade_id;
  return {
    ...grade,
    current: current ? 1 : 0,
    /** Above the shop's grade, and no application waiting. */
    allow_apply: gradeRank(grade.grade_id) > gradeRank(shop.grade_id) && !pendingOf(shop.shop_id) ? 1 : 0,
    /** The deposit balance covers the grade (the review's rule). */
    margin_enough: cents(shop.remaining_margin) >= cents(grade.required_margin) ? 1 : 0,
  };
}

export const gradeHandlers = [
  route('get', '*/seller/shops/grades', (ctx) => {
    const shop = callerShop(ctx);
    return GRADES.map((g) => gradeView(shop, g));
  }),

  route('get', '*/seller/shops/grade', (ctx) => {
    const shop = callerShop(ctx);
    const grade = gradeById(shop.grade_id) ?? GRADES[0];
    const pending = pendingOf(shop.shop_id);
    return {
      ...gradeView(shop, grade),
      goods_count: db().goods.all().filter((g) => g.shop_id === shop.shop_id && g.disabled === 1).length,
      remaining_margin: shop.remaining_margin,
      pending_application: pending ? applicationView(pending) : null,
    };
  }),

  route('get', '*/seller/shops/grade-applications', (ctx) => {
    const shop = callerShop(ctx);
    const status = ctx.query.get('auth_status') ?? '';
    if (status && !STATUSES.includes(status as AuditStatus)) {
      throw fieldError('auth_status', '审核状态', '只能是 WAIT_AUDIT、PASS_AUDIT 或 REFUSE_AUDIT', 'must be WAIT_AUDIT, PASS_AUDIT or REFUSE_AUDIT');
    }
    return paginate(applicationsOf(shop.shop_id).filter((a) => !status || a.auth_status === status), ctx.query, applicationView);
  }),

  route('get', '*/seller/shops/grade-applications/:id', (ctx) => {
    const shop = callerShop(ctx);
    const application = settingsDb().gradeApplications.get(ctx.params.id);
    if (!application || application.shop_id !== shop.shop_id) throw notFound(APPLICATION, ctx.params.id);
    return applicationView(application);
  }),

  route('post', '*/seller/shops/grade-applications', async (ctx) => {
    const shop = callerShop(ctx);
    const f = await input(ctx);
    const gradeId = toId(f.grade_id);
    if (!gradeId) throw fieldError('grade_id', '申请等级', '不能为空', 'is required');
    const grade = gradeById(gradeId);
    if (!grade) throw fieldError('grade_id', '申请等级', `不存在：${gradeId}`, `names no grade: ${gradeId}`);
    const reason = text(f, 'reason', '申请理由', { required: true, max: 200 });
    if (pendingOf(shop.shop_id)) throw business('已有一个等级申请在审核中，请等待审核结果', 'an application is already waiting for review', 'E301');
    if (gradeRank(gradeId) <= gradeRank(shop.grade_id)) {
      throw business('只能申请高于当前等级的店铺等级', 'apply for a grade above the shop’s own', 'E302');
    }
    const now = nowSeconds();
    const application = settingsDb().gradeApplications.put({
      id: newId.gradeApplication(),
      shop_id: shop.shop_id,
      from_grade_id: shop.grade_id,
      grade_id: gradeId,
      reason,
      create_time: now,
      auth_status: 'WAIT_AUDIT',
      audit_remark: '',
      audit_time: 0,
      review_at: now + REVIEW_DELAY_SECONDS,
    });
    return applicationView(application);
  }),
];
