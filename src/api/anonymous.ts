import { REQUEST_TIMEOUT_MS } from '@/config';
import { noAnswerText, serverMessageOf } from './failure-text';
import { commonHeaders } from './headers';
import { untilCallsReady } from './hold';
import { locale } from './locale';
import { notifyError } from './notify';
import { resolveUrl } from './path';

const readJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

async function answerOf(path: string, signal: AbortSignal): Promise<unknown> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(new URL(resolveUrl(path), window.location.href), {
      headers: commonHeaders(),
      signal,
    });
    text = await response.text();
  } catch {
    throw new Error(noAnswerText({ timeout: signal.aborted }));
  }
  const body = readJson(text);
  // A success that is not JSON (a proxy's page) is a network failure, never data.
  if (response.ok && body !== undefined) return body;
  throw new Error(serverMessageOf(body) || locale().text('common:error.network'));
}

/**
 * `GET` of a public `base/...` path (no token, so no refresh) without the client's code: the calls
 * the bare /login makes while it opens (site name, captcha rules). The same headers as the client's,
 * and the same messages on failure (spec §8): the server's, else the time-out, offline or network
 * text, shown unless `silent`. Answers read with JSON.parse: these paths carry no ids.
 */
export async function anonymousGet<T>(path: string, { silent = false } = {}): Promise<T> {
  await untilCallsReady();
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), REQUEST_TIMEOUT_MS);
  try {
    return (await answerOf(path, abort.signal)) as T;
  } catch (error) {
    if (!silent && error instanceof Error) notifyError(error.message);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
