/** `scheduler.yield()` where the browser has it (Chromium, Firefox); not yet in the DOM types. */
interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle input in
 * between: long start-up work split at these points never blocks the page for long (Total
 * Blocking Time). `scheduler.yield()` resumes ahead of other queued tasks; elsewhere a zero
 * timeout does the same job.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
