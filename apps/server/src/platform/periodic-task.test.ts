import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicTask } from './housekeeping.js';

describe('startPeriodicTask', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the task every interval, logs a failed run and goes on, and stops', async () => {
    vi.useFakeTimers();
    const warn = vi.fn();
    let runs = 0;
    const task = vi.fn(() => {
      runs += 1;
      return runs === 2 ? Promise.reject(new Error('database away')) : Promise.resolve();
    });
    const periodic = startPeriodicTask(task, 1000, { warn }, 'work failed');
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3000);
    expect(task).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledTimes(1);
    const [logged, message] = warn.mock.calls[0] as [{ err: unknown }, string];
    expect(logged.err).toBeInstanceOf(Error);
    expect(message).toBe('work failed');
    periodic.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(task).toHaveBeenCalledTimes(3);
  });
});
