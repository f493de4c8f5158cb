import { useEffect, useState } from 'react';

/**
 * True once `flag` has stayed true for `delayMs`; false as soon as it turns false. Quick loads
 * therefore never flash the spinner nor grey out the filters (spec §2: the spinner shows after
 * 400 ms).
 */
export function useDelayedFlag(flag: boolean, delayMs: number): boolean {
  const [isDelayPassed, setIsDelayPassed] = useState(false);
  useEffect(() => {
    if (!flag) return;
    const timer = setTimeout(() => {
      setIsDelayPassed(true);
    }, delayMs);
    return () => {
      clearTimeout(timer);
      setIsDelayPassed(false);
    };
  }, [flag, delayMs]);
  return flag && isDelayPassed;
}
