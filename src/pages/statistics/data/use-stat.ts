import { useCustom } from '@refinedev/core';
import type { Params } from '@/utils/api-params';
import type { AnswerShape } from '@/validation/answer-shape';

export interface StatQuery<T> {
  data: T | undefined;
  /** Nothing to show yet (the first load). */
  loading: boolean;
  /** A new period is on its way; the last one stays drawn meanwhile. */
  fetching: boolean;
  error: unknown;
  retry: () => void;
}

/**
 * One statistics call through the data provider (cached, retried by the user). A new period keeps the
 * last answer on screen until the new one arrives, so the chart redraws in place. An answer without
 * `shape` is an error like a failed call. Errors are the card's to show, not a toast.
 */
export function useStat<T>(url: string, query?: Params, options: { enabled?: boolean; shape?: AnswerShape } = {}): StatQuery<T> {
  const { query: q, result } = useCustom({
    url,
    method: 'get',
    config: { query },
    meta: { silent: true, shape: options.shape },
    errorNotification: false,
    queryOptions: { enabled: options.enabled ?? true, placeholderData: (previous) => previous },
  });
  return {
    data: result.data as T | undefined,
    loading: q.isLoading,
    fetching: q.isFetching,
    error: q.isError ? (q.error ?? true) : undefined,
    retry: () => void q.refetch(),
  };
}
