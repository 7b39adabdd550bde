/** Records of the settings area's own tables (the shop, sellers, roles and templates are core records). */
import type { English } from '../../db/types';

/** The platform's audit of a deposit pay-in or a grade application (api reference §8.2 `auth_status`). */
export type AuditStatus = 'WAIT_AUDIT' | 'PASS_AUDIT' | 'REFUSE_AUDIT';

/** Both kinds of request the demo platform reviews (see review.ts). */
export interface Reviewed {
  id: string;
  shop_id: string;
  create_time: number;
  auth_status: AuditStatus;
  audit_remark: string;
  audit_time: number;
  /** When the demo platform decides a request the shop submitted; 0 = seeded, left as it is. */
  review_at: number;
}

/** A deposit (margin) flow: a pay-in of the shop (type 1) or a deduction by the platform (type 0). */
export interface MarginFlowRecord extends Reviewed, English {
  actual_pay_amount: number;
  type: 0 | 1;
  /** The deposit balance after this flow (the balance at the time while it waits or when refused). */
  total_amount: number;
  /** Comma-joined image URLs. */
  voucher: string;
}

export interface GradeApplicationRecord extends Reviewed, English {
  /** The grade the shop had when it applied, and the one it applies for. */
  from_grade_id: string;
  grade_id: string;
  reason: string;
}

/** A domestic address's region levels: `province_id`, `province`, ... `town` ('' below the chosen level). */
export type AddressFields = { [K in 'province' | 'city' | 'county' | 'town' as K | `${K}_id`]: string };

export interface PickupPointRecord extends English, AddressFields {
  id: string;
  shop_id: string;
  name: string;
  /** The street address below the region. */
  address: string;
  contact_name: string;
  contact_mobile: string;
  /** Opening hours `HH:mm`, and the days of the week it opens (comma-joined, 1 = Monday ... 7 = Sunday). */
  open_time: string;
  close_time: string;
  open_days: string;
  enabled: 0 | 1;
  create_time: number;
  update_time: number;
}

/** The SMS code sent to add a clerk, per shop and mobile, and when the shop entered it correctly. */
export interface ClerkSmsRecord {
  key: string;
  shop_id: string;
  mobile: string;
  sent_at: number;
  /** 0 until `clerks/check` accepted the code; the verified number may then be added once. */
  verified_at: number;
}
