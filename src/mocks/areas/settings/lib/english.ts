/** Seeded records carry English text in `__en`; once a field is changed, its English no longer applies. */
import type { English } from '../../../db/types';

export function keepEnglish<T extends English>(before: T, after: T): T {
  const old = before as Record<string, unknown>;
  const next = after as Record<string, unknown>;
  const english = Object.fromEntries(Object.entries(before.__en ?? {}).filter(([key]) => next[key] === old[key]));
  return { ...after, __en: english };
}
