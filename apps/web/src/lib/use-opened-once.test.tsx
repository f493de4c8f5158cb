import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOpenedOnce } from './use-opened-once';

describe('useOpenedOnce', () => {
  it('is false until the first opening, then true for good, also once closed again', () => {
    const { result, rerender } = renderHook(({ isOpen }) => useOpenedOnce(isOpen), {
      initialProps: { isOpen: false },
    });
    expect(result.current).toBe(false);
    rerender({ isOpen: false });
    expect(result.current).toBe(false);
    rerender({ isOpen: true });
    expect(result.current).toBe(true);
    rerender({ isOpen: false });
    expect(result.current).toBe(true);
    rerender({ isOpen: true });
    expect(result.current).toBe(true);
  });

  it('is true from the first render when the control starts open, and stays so once closed', () => {
    const { result, rerender } = renderHook(({ isOpen }) => useOpenedOnce(isOpen), {
      initialProps: { isOpen: true },
    });
    expect(result.current).toBe(true);
    rerender({ isOpen: false });
    expect(result.current).toBe(true);
  });
});
