import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { YearMonthType } from '@/components/pickers/year-month';
import { useScreenHost } from '@/engine/host/screen-host';
import { parsePeriod, periodLabel, periodParams, periodSearch, previousPeriod, type Period } from './period';

/**
 * The page's period from the URL, the one before it (for comparisons), and a way to choose another: a new
 * history entry, the page's tables back to page 1, and no reload — the charts redraw in place.
 */
export function usePeriod(defaultType: YearMonthType = 'MONTH') {
  const location = useLocation();
  const navigate = useNavigate();
  const host = useScreenHost();
  const period = useMemo(() => parsePeriod(location.search, defaultType), [location.search, defaultType]);
  const last = useMemo(() => previousPeriod(period), [period]);

  const setPeriod = useCallback(
    (next: Period) => {
      const search = periodSearch(next, location.search);
      if (search === location.search) return;
      // The tab learns the new address now (as the lists do), so that it reopens on this period.
      host.rememberSearch(location.pathname, search);
      navigate({ pathname: location.pathname, search });
    },
    [host, location.pathname, location.search, navigate],
  );

  return {
    period,
    params: useMemo(() => periodParams(period), [period]),
    label: periodLabel(period),
    last,
    lastParams: useMemo(() => periodParams(last), [last]),
    lastLabel: periodLabel(last),
    setPeriod,
  };
}

export type PeriodState = ReturnType<typeof usePeriod>;
