import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A page load: the module evaluated anew, as the reload after a sign-out evaluates it. */
const pageLoad = async () => {
  vi.resetModules();
  return import('@/session/session-end');
};

describe('why the console signed the user out, said on the /login it reloads to', () => {
  beforeEach(() => sessionStorage.clear());

  it('is the reason stored by the page before, said on this load only', async () => {
    sessionStorage.setItem('seller_signed_out', 'expired');
    expect((await pageLoad()).signedOutReason()).toBe('expired');
    expect(sessionStorage.getItem('seller_signed_out')).toBeNull();
    expect((await pageLoad()).signedOutReason()).toBeUndefined();
  });

  it("is not used up by the page that signs out: the guard's /login drawn before the reload says nothing, the reloaded one says why", async () => {
    const leaving = await pageLoad();
    leaving.rememberSignedOutReason('expired');
    expect(leaving.signedOutReason()).toBeUndefined();
    expect((await pageLoad()).signedOutReason()).toBe('expired');
  });

  it('drops a stored value that is not a known reason', async () => {
    sessionStorage.setItem('seller_signed_out', '<img src=x onerror=alert(1)>');
    expect((await pageLoad()).signedOutReason()).toBeUndefined();
    expect(sessionStorage.getItem('seller_signed_out')).toBeNull();
  });
});
