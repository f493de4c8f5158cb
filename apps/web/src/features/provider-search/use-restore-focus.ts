import { type RefObject, useEffect } from 'react';

/**
 * Keeps keyboard users in place while filters are disabled during a load: the control that had
 * focus inside `container` gets it back once they are enabled again, if focus was lost meanwhile.
 */
export function useRestoreFocus(container: RefObject<HTMLElement | null>, isDisabled: boolean): void {
  useEffect(() => {
    if (!isDisabled) return;
    const active = document.activeElement;
    const focused =
      active instanceof HTMLElement && container.current?.contains(active) === true ? active : null;
    return () => {
      const now = document.activeElement;
      // Runs after the render that enabled the controls again, so the control can take focus.
      if (focused !== null && (now === null || now === document.body) && focused.isConnected) {
        focused.focus();
      }
    };
  }, [container, isDisabled]);
}
