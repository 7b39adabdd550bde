/** Demo accounts of the demo marketplace (shown on the login page in demo mode). All passwords are `123456`. */
export interface DemoAccount {
  username: string;
  password: string;
  label_zh: string;
  label_en: string;
}

export const DEMO_CAPTCHA = '1234';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: 'owner', password: '123456', label_zh: '店主（晨光数码旗舰店）', label_en: 'Owner (Morning Light Digital)' },
  { username: 'staff', password: '123456', label_zh: '店员（客服专员）', label_en: 'Staff (customer-service clerk)' },
  { username: 'supplier', password: '123456', label_zh: '供应商（优选供应链）', label_en: 'Supplier (Best Supply Chain)' },
  { username: 'closed', password: '123456', label_zh: '店铺已关闭', label_en: 'Shop closed' },
  { username: 'applying', password: '123456', label_zh: '开店申请中', label_en: 'Shop application in progress' },
  { username: 'refused', password: '123456', label_zh: '开店申请被拒绝', label_en: 'Shop application refused' },
  { username: 'noshop', password: '123456', label_zh: '未申请开店', label_en: 'No shop applied' },
];
