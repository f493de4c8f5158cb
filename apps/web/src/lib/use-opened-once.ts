import { useState } from 'react';

/**
 * Whether a dialog, menu or drawer has been open at least once (issue 39, decision 0123 "Dialogs
 * and drawers when opened"). A page renders such a control, and so loads its code (React `lazy`),
 * only from its first opening on; from then on it stays mounted while closed, so that it closes
 * with its transition and opens again at once.
 *
 * @param isOpen Whether the control is open now.
 * @returns `true` from the first render where `isOpen` is `true`, for good.
 */
export function useOpenedOnce(isOpen: boolean): boolean {
  const [hasOpened, setHasOpened] = useState(isOpen);
  // Derived from the prop while rendering, React's pattern for state that follows a prop: the
  // render that opens the control already mounts it.
  if (isOpen && !hasOpened) setHasOpened(true);
  return hasOpened || isOpen;
}
