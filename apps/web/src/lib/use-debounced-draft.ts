import { useState } from 'react';
import { useDebouncedCallback } from 'use-debounce';

/**
 * A draft value that commits after `delayMs` without change (cases spec §7 notes: free text and
 * radius are debounced by 500 ms), built on `use-debounce`. When the committed value changes from
 * outside (Clear, a reload), the draft follows it and any pending commit is dropped.
 * @returns the draft and its setter.
 */
export function useDebouncedDraft<T>(
  committed: T,
  commit: (value: T) => void,
  delayMs: number,
): [T, (value: T) => void] {
  const [draft, setDraft] = useState(committed);
  const [lastCommitted, setLastCommitted] = useState(committed);
  const debouncedCommit = useDebouncedCallback(commit, delayMs);
  if (!Object.is(lastCommitted, committed)) {
    setLastCommitted(committed);
    setDraft(committed);
    debouncedCommit.cancel();
  }
  const change = (value: T) => {
    setDraft(value);
    if (Object.is(value, committed)) debouncedCommit.cancel();
    else debouncedCommit(value);
  };
  return [draft, change];
}
