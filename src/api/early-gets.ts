import { credentials } from './credentials';
import { commonHeaders } from './headers';
import { untilCallsReady } from './hold';
import { resolveUrl } from './path';

/** A GET's answer as it came off the network: what the client's own call would have received. */
export interface EarlyAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/** An early answer is the start-up's: a call made long after it reads the server anew. */
const MAX_AGE_MS = 30_000;

const early = new Map<string, { at: number; answer: Promise<EarlyAnswer> }>();

/** The key of a GET: its address with its query, as the client sends it. */
export const getKey = (url: string, query = '') => (query ? `${url}?${query}` : url);

/**
 * Sends a signed-in GET (`seller/shops/status`) before the api client's code has arrived, with the
 * headers the client would send; the client's identical call takes its answer (`takeEarly`) instead of
 * asking again (the start-up checks went out only once axios had loaded, 700 ms into a page
 * opened signed in). Only with an access token that is still valid: a refresh is the client's to make.
 * Reads asked ahead once the client is there (a list's first page, a record on a row's click) go into
 * Refine's query cache instead (src/providers/early-reads.ts).
 */
export function sendEarly(path: string) {
  const token = credentials().accessToken();
  if (!token) return;
  const url = resolveUrl(path);
  const answer = untilCallsReady().then(async () => {
    const response = await fetch(url, {
      headers: { ...commonHeaders(), Authorization: token },
    });
    return { status: response.status, headers: Object.fromEntries(response.headers), text: await response.text() };
  });
  // A failed one is the client's to make again, with its own errors.
  answer.catch(() => early.delete(url));
  early.set(url, { at: Date.now(), answer });
}

/**
 * The answer of a GET sent early, once, if it succeeded; the client calls the network itself for
 * anything else (a failure, an error status: its messages, refresh and retries are its own).
 */
export async function takeEarly(key: string): Promise<EarlyAnswer | undefined> {
  const entry = early.get(key);
  if (!entry) return undefined;
  early.delete(key);
  if (Date.now() - entry.at > MAX_AGE_MS) return undefined;
  const settled = await entry.answer.catch(() => undefined);
  return settled && settled.status >= 200 && settled.status < 300 ? settled : undefined;
}

/** Forgets every early GET (a test's next one starts clean). */
export const forgetEarlyGets = () => early.clear();
