/** Shared helpers of the demo-marketplace tests: calls against the MSW node server. */
import { md5 } from 'js-md5';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { server } from '../../src/mocks/node';
import { resetDemoStore } from '../../src/mocks';
import { parseJsonText, toJsonText } from '../../src/mocks/lib/json';
import { listenWith } from '../helpers/msw';

export const ORIGIN = 'http://localhost';

/**
 * Starts the server for the file and resets the store before each test. `now` (unix seconds) pins the demo's
 * clock from before the reset: the orders placed since BASE_TIME, deadlines and "the newest row" are then the
 * same on every day the tests run. Only Date is pinned (timers stay real); a test may move it on with
 * vi.setSystemTime or fake more with vi.useFakeTimers, which starts from the pinned time.
 */
export function startDemoServer(options: { now?: number } = {}): void {
  const pin = () => {
    if (options.now !== undefined) vi.setSystemTime(options.now * 1000);
  };
  listenWith(server);
  // From the file's first hook to its end: a describe's beforeAll reads the store too, built at the pinned time.
  beforeAll(() => {
    pin();
    if (options.now !== undefined) resetDemoStore();
  });
  beforeEach(() => {
    pin();
    resetDemoStore();
  });
  // A file's own handlers, spies and clock end with its test (files share a worker: see vitest.config.ts).
  afterEach(() => {
    server.resetHandlers();
    vi.restoreAllMocks();
    vi.useRealTimers();
    pin();
  });
  afterAll(() => vi.useRealTimers());
}

export interface CallOptions {
  method?: string;
  token?: string;
  /** JSON body, written with big ids as plain numbers. */
  json?: unknown;
  /** Form body (repeated keys for arrays). */
  form?: Record<string, string | string[]>;
  body?: BodyInit;
  language?: string;
}

export interface CallResult<T = unknown> {
  status: number;
  text: string;
  data: T;
  headers: Headers;
}

export async function call<T = unknown>(path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const headers: Record<string, string> = { uuid: 'test-uuid', clientType: 'PC', language: options.language ?? 'zh-CN' };
  if (options.token) headers.Authorization = options.token;
  let body = options.body;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = toJsonText(options.json);
  } else if (options.form) {
    const params = new URLSearchParams();
    Object.entries(options.form).forEach(([k, v]) => (Array.isArray(v) ? v : [v]).forEach((item) => params.append(k, item)));
    body = params;
  }
  const response = await fetch(`${ORIGIN}/${path.replace(/^\//, '')}`, { method: options.method ?? 'GET', headers, body });
  const text = await response.text();
  let data: unknown = text;
  try {
    data = text ? parseJsonText(text) : undefined;
  } catch {
    // not JSON (captcha image)
  }
  return { status: response.status, text, data: data as T, headers: response.headers };
}

export interface LoginBody {
  uid: string | number;
  username: string;
  access_token: string;
  refresh_token: string;
  role_id: number;
  founder: number;
}

export function loginQuery(username: string, password = '123456', captcha = '1234'): string {
  return `seller/login?${new URLSearchParams({ username, password: md5(password), captcha, uuid: 'test-uuid', scene: 'LOGIN' })}`;
}

/** Logs in a demo account and returns its access token. */
export async function login(username = 'owner'): Promise<string> {
  const result = await call<LoginBody>(loginQuery(username));
  if (result.status !== 200) throw new Error(`login ${username} failed: ${result.text}`);
  return result.data.access_token;
}

export interface Page<T> {
  data: T[];
  page_no: number;
  page_size: number;
  data_total: number;
}
