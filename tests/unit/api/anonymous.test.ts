import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { anonymousGet } from '@/api/anonymous';
import { holdCallsUntil } from '@/api/hold';
import { i18n } from '@/i18n';
import { storage } from '@/session/storage';
import { settled, startMockServer } from '../../helpers/mock-server';
import { signInAs } from '../../helpers/session';

const { server, toasts } = startMockServer();

describe('anonymousGet: the bare /login calls without the client', () => {
  it('sends uuid, clientType PC and the language, and never the access token', async () => {
    signInAs();
    let headers: Headers | undefined;
    server.use(mock.get('*/base/site-show', ({ request }) => ((headers = request.headers), HttpResponse.json({ site_name: '晨光' }))));
    await i18n.changeLanguage('en-US');
    expect(await anonymousGet('base/site-show')).toEqual({ site_name: '晨光' });
    expect(headers?.get('uuid')).toBe(storage.getUuid());
    expect(headers?.get('clientType')).toBe('PC');
    expect(headers?.get('language')).toBe('en-US');
    expect(headers?.get('Authorization')).toBeNull();
  });

  it("shows the server's message of a failed call (spec §8) and rejects with it", async () => {
    server.use(mock.get('*/base/validator', () => HttpResponse.json({ code: '500', message: '服务繁忙' }, { status: 500 })));
    await expect(anonymousGet('base/validator')).rejects.toThrow('服务繁忙');
    expect(toasts).toEqual(['服务繁忙']);
  });

  it('says the network text when there is no answer, or an answer that is not JSON', async () => {
    server.use(mock.get('*/base/validator', () => HttpResponse.error()));
    await expect(anonymousGet('base/validator')).rejects.toThrow('网络错误，请稍后再试！');
    server.use(mock.get('*/base/validator', () => new HttpResponse('<html>proxy</html>', { headers: { 'Content-Type': 'text/html' } })));
    await expect(anonymousGet('base/validator')).rejects.toThrow('网络错误，请稍后再试！');
    expect(toasts).toEqual(['网络错误，请稍后再试！', '网络错误，请稍后再试！']);
  });

  it('shows nothing when silent', async () => {
    server.use(mock.get('*/base/site-show', () => HttpResponse.error()));
    await expect(anonymousGet('base/site-show', { silent: true })).rejects.toThrow();
    expect(toasts).toEqual([]);
  });

  it('waits, like the client, until the API is ready', async () => {
    let calls = 0;
    server.use(mock.get('*/base/site-show', () => (calls++, HttpResponse.json({}))));
    let ready!: () => void;
    holdCallsUntil(new Promise<void>((resolve) => (ready = resolve)));
    try {
      const answer = anonymousGet('base/site-show');
      await settled();
      expect(calls).toBe(0);
      ready();
      await answer;
      expect(calls).toBe(1);
    } finally {
      holdCallsUntil(Promise.resolve());
    }
  });
});
