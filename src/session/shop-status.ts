/** What the shop status (spec §4, §8) means for entering the console. */
export type StatusOutcome =
  | { kind: 'enter' }
  | { kind: 'blocked'; message: 'auth:status.closed' | 'auth:status.applying' | 'auth:status.refused' }
  | { kind: 'not-applied' };

export function shopStatusOutcome(status: unknown): StatusOutcome {
  switch (status) {
    case 'OPEN':
      return { kind: 'enter' };
    case 'CLOSED':
      return { kind: 'blocked', message: 'auth:status.closed' };
    case 'APPLY':
    case 'APPLYING':
      return { kind: 'blocked', message: 'auth:status.applying' };
    case 'REFUSED':
      return { kind: 'blocked', message: 'auth:status.refused' };
    default:
      return { kind: 'not-applied' };
  }
}
