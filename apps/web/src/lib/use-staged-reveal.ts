import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a screen's `count` parts to show: none until `isReady`, then one more part after
 * each commit, each rendered in a transition. A screen whose parts all mount at once commits them
 * in one long task (React commits and MUI's styles are inserted all together); in steps, each part
 * is a task of its own and the browser paints and handles input in between. Parts are revealed
 * top to bottom so that a new part never moves one already on screen.
 */
export function useStagedReveal(isReady: boolean, count: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (!isReady || shown >= count) return;
    startTransition(() => {
      setShown(shown + 1);
    });
  }, [isReady, shown, count]);
  return isReady ? shown : 0;
}
