/**
 * The platform's shop grades (designed: docs/api/grade-application.md): what each allows, and the deposit
 * balance a shop needs to be granted it.
 */
export interface GradeFeature {
  code: string;
  name: string;
  __en: { name: string };
}

export interface Grade {
  grade_id: string;
  grade_name: string;
  /** Goods a shop may list; 0 = unlimited. */
  goods_limit: number;
  /** Commission the platform takes, in percent (becomes the shop's `shop_commission`). */
  commission_rate: number;
  /** Deposit balance (`remaining_margin`, yuan) the review requires. */
  required_margin: number;
  /** Features of the grade, including those of the grades below. */
  features: GradeFeature[];
  __en: { grade_name: string };
}

const feature = (code: string, name: string, en: string): GradeFeature => ({ code, name, __en: { name: en } });

const STANDARD = [feature('DECORATION', '店铺装修', 'Shop decoration'), feature('FULL_DISCOUNT', '满减满赠', 'Full cut and full give'), feature('COUPON', '优惠券', 'Coupons')];
const SILVER = [...STANDARD, feature('GROUP_BUY', '拼团', 'Group buy'), feature('SECOND_HALF_PRICE', '第二件半价', 'Second half price')];
const GOLD = [...SILVER, feature('FLASH_SALE', '限时抢购', 'Flash sales'), feature('DISTRIBUTION', '分销', 'Distribution')];
const FLAGSHIP = [...GOLD, feature('ACCOUNT_MANAGER', '专属客户经理', 'Dedicated account manager'), feature('HOME_SLOT', '首页推荐位', 'Home page slot')];

export const GRADES: readonly Grade[] = [
  { grade_id: '1', grade_name: '普通店铺', goods_limit: 500, commission_rate: 5, required_margin: 0, features: STANDARD, __en: { grade_name: 'Standard' } },
  { grade_id: '2', grade_name: '银牌店铺', goods_limit: 2000, commission_rate: 4.5, required_margin: 5000, features: SILVER, __en: { grade_name: 'Silver' } },
  { grade_id: '3', grade_name: '金牌店铺', goods_limit: 10000, commission_rate: 4, required_margin: 20000, features: GOLD, __en: { grade_name: 'Gold' } },
  { grade_id: '4', grade_name: '旗舰店铺', goods_limit: 0, commission_rate: 3, required_margin: 50000, features: FLAGSHIP, __en: { grade_name: 'Flagship' } },
];

export const gradeById = (id: string) => GRADES.find((g) => g.grade_id === id);

/** Grades are ordered: a shop may only apply for a grade above its own. */
export const gradeRank = (id: string) => GRADES.findIndex((g) => g.grade_id === id);
