/**
 * The SMS check before a clerk is added (api reference §8.6): the shop sends a code to the mobile number
 * (after the image captcha, as at sign-in), enters it, and may then add that number once. The demo sends
 * no SMS: the code is always DEMO_SMS_CODE.
 */
import { DEMO_CAPTCHA } from '../../../accounts';
import { badParam, business } from '../../../lib/errors';
import { nowSeconds } from '../../../lib/runtime';
import { str } from '../../../lib/values';
import { settingsDb } from '../db';
import type { Fields } from '../lib/fields';

export const DEMO_SMS_CODE = '123456';

/** How long a sent code, and then the verified number, stay usable. */
const SMS_VALID_SECONDS = 600;

const keyOf = (shopId: string, mobile: string) => `${shopId}:${mobile}`;

/** `POST .../clerks/sms-code/{mobile}`: the image captcha (or the slider's params) must be right. */
export function sendCode(shopId: string, mobile: string, f: Fields): void {
  if (!str(f.c_sessionid)) {
    if (!str(f.uuid)) throw badParam('uuid不能为空（uuid）', 'uuid is required');
    if (str(f.captcha).trim().toLowerCase() !== DEMO_CAPTCHA) throw business('图片验证码不正确', 'wrong captcha', 'E107');
  }
  settingsDb().clerkSmsCodes.put({ key: keyOf(shopId, mobile), shop_id: shopId, mobile, sent_at: nowSeconds(), verified_at: 0 });
}

/** `GET .../clerks/check/{mobile}`: the code sent to the number, entered within its validity. */
export function verifyCode(shopId: string, mobile: string, code: string): void {
  const sent = settingsDb().clerkSmsCodes.get(keyOf(shopId, mobile));
  if (!sent || nowSeconds() - sent.sent_at > SMS_VALID_SECONDS || code !== DEMO_SMS_CODE) {
    throw business('短信验证码错误', 'wrong SMS code', 'E107');
  }
  settingsDb().clerkSmsCodes.put({ ...sent, verified_at: nowSeconds() });
}

/** Before `clerks/old` or `clerks/new`: the number was verified lately; it is used up by the addition. */
export function assertVerified(shopId: string, mobile: string): void {
  const sent = settingsDb().clerkSmsCodes.get(keyOf(shopId, mobile));
  if (!sent?.verified_at || nowSeconds() - sent.verified_at > SMS_VALID_SECONDS) {
    throw business('请先完成手机号的短信验证', 'verify the mobile number by SMS first', 'E107');
  }
}

export const useVerification = (shopId: string, mobile: string) => settingsDb().clerkSmsCodes.remove(keyOf(shopId, mobile));
