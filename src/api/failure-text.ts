import { locale } from './locale';

/**
 * Spec §8's texts for a failed call, for the client (errors.ts) and the bare /login's calls
 * (anonymous.ts): the server's message when its body has one, else the time-out, offline or network text.
 */
export const serverMessageOf = (body: unknown): string =>
  typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : '';

/** No answer: a real time-out says so; with the browser offline, that; else the network text. */
export const noAnswerText = ({ timeout }: { timeout: boolean }) =>
  locale().text(timeout ? 'common:error.timeout' : typeof navigator !== 'undefined' && navigator.onLine === false ? 'common:error.offline' : 'common:error.network');
