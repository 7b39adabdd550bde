import { createContext, useContext } from 'react';
import type { RouteTable } from '@/engine/routes';
import type { SessionState } from './bootstrap';

export interface SessionContextValue extends SessionState {
  table: RouteTable;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside the signed-in area');
  return value;
}
