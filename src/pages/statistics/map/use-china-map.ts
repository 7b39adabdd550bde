import { useEffect, useState } from 'react';
import type { Province } from './provinces';

/** Loads and registers the province map once; its provinces when ready, an error when the chunk failed. */
export function useChinaMap() {
  const [state, setState] = useState<{ provinces?: Province[]; error?: unknown; attempt: number }>({ attempt: 0 });
  useEffect(() => {
    let live = true;
    import('./register').then(
      (m) => live && setState((s) => ({ ...s, provinces: m.provinces, error: undefined })),
      (error: unknown) => live && setState((s) => ({ ...s, error })),
    );
    return () => {
      live = false;
    };
  }, [state.attempt]);
  return { provinces: state.provinces, error: state.error, retry: () => setState((s) => ({ attempt: s.attempt + 1 })) };
}
