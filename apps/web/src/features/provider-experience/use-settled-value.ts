import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `delayMs` (the keyword search waits 1 s, cases spec §7). */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSettled(value);
    }, delayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [value, delayMs]);
  return settled;
}
