import { describe, expect, it } from 'vitest';
import { pollInterval } from '@/engine/list/use-list-screen';

const running = (row: Record<string, unknown>) => row.status === 'processing';

describe('list polling (ListConfig.poll)', () => {
  it('reads again while a row runs, and stops once none does', () => {
    const config = { poll: { ms: 2000, while: running } };
    expect(pollInterval(config, [{ status: 'success' }, { status: 'processing' }])).toBe(2000);
    expect(pollInterval(config, [{ status: 'success' }, { status: 'error' }])).toBe(false);
    expect(pollInterval(config, undefined)).toBe(false);
  });

  it('never polls a list without the option', () => {
    expect(pollInterval({}, [{ status: 'processing' }])).toBe(false);
  });
});
