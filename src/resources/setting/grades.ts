import { lazy } from 'react';
import { defineFamily } from '@/engine/declare';
import type { ListConfig } from '@/engine/list/types';
import { auditTabs } from '@/schemas/setting/audit';
import { applicationSchema, applyFields, gradeSchema, type GradeApplicationRow, type GradeRow } from '@/schemas/setting/grades';
import { gradeApplicationsHead, gradesHead } from './families';

/**
 * The platform's shop grades with what the shop may do about each (designed: docs/api/grade-application.md).
 * Its reads (the grades, the shop's grade) are cached together: an application refreshes both.
 */
export const grades = defineFamily<GradeRow>({
  ...gradesHead,
  schema: gradeSchema,
  flags: (row) => ({ allow_apply: Number(row.allow_apply) === 1 }),
});

export const gradeList = grades.list({
  paged: false,
  header: lazy(() => import('@/pages/setting/GradeSummary')),
  rowActions: [
    {
      key: 'apply',
      label: 'setting:grade.apply',
      flag: 'allow_apply',
      form: { fields: applyFields },
      request: ([gradeId], input) => ({ url: 'seller/shops/grade-applications', method: 'post', data: { grade_id: gradeId, reason: String(input.reason).trim() } }),
      invalidates: ['gradeApplications'],
    },
  ],
});

/** The shop's applications, newest first, shown beside the grades. */
export const gradeApplications = defineFamily<GradeApplicationRow>({
  ...gradeApplicationsHead,
  schema: applicationSchema,
}).family;

export const applicationList: ListConfig = { tabs: auditTabs };
