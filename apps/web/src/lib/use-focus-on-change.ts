import { type RefObject, useEffect, useRef } from 'react';

/**
 * Moves focus to `target` (a heading; it gets `tabindex="-1"`) whenever `key` changes, but not on
 * the first render: a step of a multi-step form on one page (NEXT, BACK) then starts at its
 * heading, which a screen reader announces (WCAG 2.4.3; docs/decisions/0095).
 */
export function useFocusOnChange(target: RefObject<HTMLElement | null>, key: unknown): void {
  const shown = useRef(key);
  useEffect(() => {
    if (Object.is(shown.current, key)) return;
    shown.current = key;
    const element = target.current;
    if (element === null) return;
    if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
    element.focus();
  }, [target, key]);
}
