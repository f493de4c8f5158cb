import { type RefCallback, useCallback, useEffect, useState } from 'react';

/**
 * Whether an element's content is wider than the element (it scrolls sideways), kept up to date
 * as the element or its first child (a table) changes size. A region that scrolls must be
 * reachable by the keyboard (WCAG 2.1.1; axe `scrollable-region-focusable`), and one that does not
 * should not add a tab stop, so a table container takes `tabIndex` only while this is true.
 * Without ResizeObserver (jsdom) it measures once.
 * @returns the ref to give the element, and whether it overflows now.
 */
export function useHorizontalOverflow<T extends HTMLElement>(): [RefCallback<T>, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [overflows, setOverflows] = useState(false);
  const ref = useCallback((node: T | null) => {
    setElement(node);
  }, []);
  useEffect(() => {
    if (element === null) return undefined;
    const measure = () => {
      setOverflows(element.scrollWidth > element.clientWidth + 1);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild !== null) observer.observe(element.firstElementChild);
    return () => {
      observer.disconnect();
    };
  }, [element]);
  return [ref, overflows];
}
