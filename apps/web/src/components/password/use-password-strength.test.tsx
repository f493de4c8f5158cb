import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { passwordCheckDebounceMs, usePasswordStrength } from './use-password-strength';
import { sha1Hex } from './breach-range';

/** A range service that lists `listed` passwords; returns the fetch mock. */
async function stubRangeListing(listed: string[]) {
  const suffixesByPrefix = new Map<string, string[]>();
  for (const password of listed) {
    const hash = await sha1Hex(password);
    const list = suffixesByPrefix.get(hash.slice(0, 5)) ?? [];
    list.push(`${hash.slice(5)}:42`);
    suffixesByPrefix.set(hash.slice(0, 5), list);
  }
  const fetchMock = vi.fn((input: string | URL) => {
    const prefix = String(input).slice(-5);
    return Promise.resolve(new Response((suffixesByPrefix.get(prefix) ?? []).join('\r\n')));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * Lets pending work settle under fake timers until `done` holds: the SHA-1 digest runs outside
 * the timer queue, so a fixed number of ticks is not enough on a busy machine.
 */
async function settle(done: () => boolean) {
  await vi.waitFor(
    async () => {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(0);
      });
      if (!done()) throw new Error('still checking');
    },
    { timeout: 5_000, interval: 10 },
  );
}

describe('usePasswordStrength (accounts spec §5, §9)', () => {
  it('sets the checklist flags on every keystroke', async () => {
    await stubRangeListing([]);
    const { result, rerender } = renderHook(({ password }) => usePasswordStrength(password), {
      initialProps: { password: 'abc' },
    });
    expect(result.current).toMatchObject({
      minLength: false,
      uppercase: false,
      lowercase: true,
      number: false,
      special: false,
    });
    rerender({ password: 'Abcdefghijk1!' });
    expect(result.current).toMatchObject({
      minLength: true,
      uppercase: true,
      lowercase: true,
      number: true,
      special: true,
    });
  });

  it('looks the password up once, 300 ms after the last change, and is checking until then', async () => {
    vi.useFakeTimers();
    const fetchMock = await stubRangeListing(['password1234']);
    const { result, rerender } = renderHook(({ password }) => usePasswordStrength(password), {
      initialProps: { password: 'password12' },
    });
    expect(result.current.checking).toBe(true);
    rerender({ password: 'password123' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(passwordCheckDebounceMs - 50);
    });
    rerender({ password: 'password1234' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(passwordCheckDebounceMs - 1);
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current.checking).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    await settle(() => !result.current.checking);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ compromised: true, checking: false });
  });

  it('clears the flag for a password the service does not list', async () => {
    vi.useFakeTimers();
    await stubRangeListing(['password1234']);
    const { result, rerender } = renderHook(({ password }) => usePasswordStrength(password), {
      initialProps: { password: 'password1234' },
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(passwordCheckDebounceMs);
    });
    await settle(() => !result.current.checking);
    expect(result.current.compromised).toBe(true);
    rerender({ password: 'Unlisted-Harbour-Lamp-77' });
    expect(result.current).toMatchObject({ compromised: false, checking: true });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(passwordCheckDebounceMs);
    });
    await settle(() => !result.current.checking);
    expect(result.current).toMatchObject({ compromised: false, checking: false });
  });

  it('counts a failed look-up as not compromised', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { result } = renderHook(() => usePasswordStrength('password1234'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(passwordCheckDebounceMs);
    });
    await settle(() => !result.current.checking);
    expect(result.current).toMatchObject({ compromised: false, checking: false });
  });

  it('neither checks nor looks up an empty password', async () => {
    vi.useFakeTimers();
    const fetchMock = await stubRangeListing([]);
    const { result } = renderHook(() => usePasswordStrength(''));
    expect(result.current).toMatchObject({ checking: false, compromised: false, isEmpty: true });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(passwordCheckDebounceMs * 2);
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
