import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Whether the element behind the returned `ref` has come within `rootMargin` of the viewport
 * (CSS margin syntax, e.g. '300px' below and above the screen) at least once: true from then on.
 * A page mounts what is heavy to load or draw (a chart's library) once it is about to be seen, not
 * with the page. True at once where the browser has no IntersectionObserver (nothing to wait for).
 */
export function useNearViewport<T extends Element>(
  rootMargin = '300px',
): { ref: RefObject<T | null>; isNear: boolean } {
  const ref = useRef<T>(null);
  const [isNear, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (isNear || element === null) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [isNear, rootMargin]);
  return { ref, isNear };
}
