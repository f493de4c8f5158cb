import { useEffect, useState } from 'react';

/**
 * A draft value that commits after `delayMs` without change (spec §7 notes: free text and radius
 * are debounced by 500 ms). When the committed value changes from outside (Clear, a reload), the
 * draft follows it and any pending commit is dropped.
 * @returns the draft and its setter.
 */
export function useDebouncedDraft<T>(
  committed: T,
  commit: (value: T) => void,
  delayMs: number,
): [T, (value: T) => void] {
  const [draft, setDraft] = useState(committed);
  const [lastCommitted, setLastCommitted] = useState(committed);
  if (!Object.is(lastCommitted, committed)) {
    setLastCommitted(committed);
    setDraft(committed);
  }

  useEffect(() => {
    if (Object.is(draft, committed)) return;
    const timer = setTimeout(() => {
      commit(draft);
    }, delayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [draft, committed, commit, delayMs]);

  return [draft, setDraft];
}
