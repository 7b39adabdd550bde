import { AxiosError, isAxiosError } from 'axios';
import { noAnswerText, serverMessageOf } from './failure-text';
import { locale } from './locale';

/** What every failed call rejects with: the HTTP status, the server's `{code, message, data}` where it sent one. */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly data: unknown;
  readonly timeout: boolean;
  /** A 2xx answer that is not what the API sends (an HTML page, broken JSON, a body of the wrong shape). */
  readonly garbled: boolean;
  /** Refine's HttpError reads this. */
  readonly statusCode: number;

  constructor(message: string, opts: { status?: number; code?: string; data?: unknown; timeout?: boolean; garbled?: boolean } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = opts.status;
    this.code = opts.code;
    this.data = opts.data;
    this.timeout = opts.timeout ?? false;
    this.garbled = opts.garbled ?? false;
    this.statusCode = opts.status ?? 0;
  }
}

interface ErrorBody {
  code?: string | number;
  message?: string;
  data?: unknown;
}

/**
 * Only a real time-out says "connection timed out": the client asks axios for ETIMEDOUT
 * (`clarifyTimeoutError`), because ECONNABORTED is also what an aborted request reports.
 */
const isTimeout = (error: AxiosError) => error.code === 'ETIMEDOUT';

/** The client's code for a 2xx answer it cannot read (see `client.ts`). */
export const GARBLED = 'ERR_GARBLED_ANSWER';

/**
 * An answer that arrived but is not what the API sends is a network failure to the user (spec §8's
 * network text, with a retry), never data: not "no rows", not "no shop", not "no permissions".
 */
export const garbledAnswer = () => new ApiError(locale().text('common:error.network'), { garbled: true });

/** Spec §8: the server's message, else the time-out, offline or network text. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!isAxiosError(error)) return new ApiError(error instanceof Error ? error.message : locale().text('common:error.network'));
  if (error.code === GARBLED) return garbledAnswer();
  const body = (error.response?.data ?? {}) as ErrorBody;
  const timeout = isTimeout(error);
  // An answer without a message (a 502 page) is the network text, not offline or time-out.
  const message = serverMessageOf(body) || (error.response ? locale().text('common:error.network') : noAnswerText({ timeout }));
  return new ApiError(message, {
    status: error.response?.status,
    code: body && body.code !== undefined ? String(body.code) : undefined,
    data: body?.data,
    timeout,
  });
}
