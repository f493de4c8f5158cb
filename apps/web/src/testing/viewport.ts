import { vi } from 'vitest';

/**
 * Makes `matchMedia` answer as a screen `width` px wide would: `(min-width: Npx)` and
 * `(max-width: Npx)` (the queries MUI's breakpoints make) are evaluated against it. The test setup
 * removes the stub after each test.
 */
export function stubViewportWidth(width: number): void {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = (min === null || width >= Number(min[1])) && (max === null || width <= Number(max[1]));
    return {
      matches,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      onchange: null,
      dispatchEvent: () => false,
    };
  });
}
