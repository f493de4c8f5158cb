import { useEffect, useState } from 'react';

const loadedValues = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * What `load` resolves to, or null until it has (issue 39, docs/decisions/0118): a page shows
 * without a module it needs only after its first render (a form's zod checks, say), and renders
 * again once the module is in. `load` must be a stable function (declared at module level); its
 * result is kept, so a later mount gets it at once. A failed load leaves null and is tried again at
 * the next mount.
 */
export function useLoaded<T>(load: () => Promise<T>): T | null {
  const [value, setValue] = useState<T | null>(() => (loadedValues.get(load) as T | undefined) ?? null);
  useEffect(() => {
    if (value !== null) return;
    let isCurrent = true;
    load().then(
      (loaded) => {
        loadedValues.set(load, loaded);
        if (isCurrent) setValue(loaded);
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [load, value]);
  return value;
}
