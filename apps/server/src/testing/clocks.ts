import { vi } from 'vitest';
import type { TestApp } from './test-app.js';

/**
 * Moves the app's clock and the wall clock together by `ms`, for rules that read both (the
 * sign-in and code limiters count with `Date.now()`). Needs `vi.useFakeTimers({ toFake: ['Date'] })`
 * so that only `Date` is faked and the database drivers' timers still run.
 */
export function advanceClocks(t: Pick<TestApp, 'clock'>, ms: number): void {
  t.clock.advance(ms);
  vi.setSystemTime(Date.now() + ms);
}
