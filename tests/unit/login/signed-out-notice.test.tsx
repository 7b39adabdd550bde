/** /login says why the console signed the user out, for every reason it signs out for, in both languages. */
import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { SignedOutNotice } from '@/pages/login/SignedOutNotice';
import { SIGNED_OUT_REASONS, type SignedOutReason } from '@/session/session-end';
import enAuth from '@/locales/en-US/auth.json';
import zhAuth from '@/locales/zh-CN/auth.json';
import { renderComponent } from '../../helpers/render-component';

const stored = vi.hoisted(() => ({ reason: undefined as string | undefined }));
vi.mock('@/session/session-end', async (actual) => ({ ...(await actual<typeof import('@/session/session-end')>()), signedOutReason: () => stored.reason }));

const at = (bundle: unknown, path: string): unknown => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], bundle);
const texts = (bundle: unknown) => new Set(Object.values(bundle as Record<string, Record<string, string>>).flatMap((group) => (typeof group === 'object' ? Object.values(group) : [])));

afterAll(() => i18n.changeLanguage('zh-CN'));

describe.each([
  ['zh-CN', zhAuth, '您已退出登录'],
  ['en-US', enAuth, 'You have been signed out'],
] as const)('in %s', (language, bundle, title) => {
  it.each(SIGNED_OUT_REASONS.map((reason) => [reason]))('says why for %s', async (reason: SignedOutReason) => {
    await i18n.changeLanguage(language);
    stored.reason = reason;
    renderComponent(<SignedOutNotice />);
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(String(at(bundle, 'signedOut.title')));
    expect(at(bundle, 'signedOut.title')).toBe(title);
    // The description is one of the language's own texts, not a raw key.
    const description = notice.querySelector('.ant-alert-description')!.textContent!;
    expect(texts(bundle).has(description), description).toBe(true);
  });
});

it('says nothing when the user signed out by themselves', () => {
  stored.reason = undefined;
  renderComponent(<SignedOutNotice />);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
