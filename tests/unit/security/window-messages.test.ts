// @vitest-environment node
/**
 * Security: every window message listener of the console checks the sender's origin. The two
 * that exist are tested where they live (tests/unit/session/session-rules.test.ts: the console hears only
 * the decoration origin; tests/unit/decoration/handover.test.ts: the decoration window hears only the
 * console and its opener). This test keeps it so: a new listener fails here until it is added to that list
 * with its own origin test.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ORIGIN_CHECKED: Record<string, RegExp> = {
  'src/session/decoration-sync.ts': /isFromDecoration\(event, origin\)/,
  'src/pages/decoration/handover.ts': /isFromConsole\(event, opener, origin\)/,
};

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });

describe('window messages', () => {
  it('are heard only by listeners that check the origin', () => {
    // The demo marketplace runs in the page and listens to no window messages either.
    const listening = files('src').filter((file) => /addEventListener\(\s*['"]message['"]|\bonmessage\s*=|window\.onmessage/.test(readFileSync(file, 'utf8')));
    const windowListeners = listening.filter((file) => /(win|window)\.addEventListener\(\s*['"]message['"]/.test(readFileSync(file, 'utf8')));
    expect(windowListeners.sort()).toEqual(Object.keys(ORIGIN_CHECKED).sort());
    for (const [file, check] of Object.entries(ORIGIN_CHECKED)) expect(readFileSync(file, 'utf8')).toMatch(check);
  });
});
