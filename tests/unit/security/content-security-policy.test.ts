// @vitest-environment node
/** Security: the policy the built index.html carries. */
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../scripts/build/content-security-policy';

const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('content security policy', () => {
  it('allows scripts from this origin only: no inline or evaluated script', () => {
    const policy = directives(contentSecurityPolicy({ demo: false, apiUrls: ['', ''] }));
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
  });

  it("allows the demo marketplace's service worker in a demo build only", () => {
    expect(directives(contentSecurityPolicy({ demo: true, apiUrls: [] }))['worker-src']).toEqual(["'self'"]);
    expect(directives(contentSecurityPolicy({ demo: false, apiUrls: [] }))['worker-src']).toEqual(["'none'"]);
  });

  it('lets the console call the configured API hosts and their chat socket, nothing else', () => {
    const policy = directives(contentSecurityPolicy({ demo: false, apiUrls: ['https://seller-api.example.com/v1', 'http://127.0.0.1:3001'] }));
    expect(policy['connect-src']).toEqual(["'self'", 'https://seller-api.example.com', 'wss://seller-api.example.com', 'http://127.0.0.1:3001', 'ws://127.0.0.1:3001']);
    expect(directives(contentSecurityPolicy({ demo: false, apiUrls: ['', 'not a url'] }))['connect-src']).toEqual(["'self'"]);
  });
});
