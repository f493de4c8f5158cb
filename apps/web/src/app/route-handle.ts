import type { UIMatch } from 'react-router';

/**
 * What a route tells the layout: the page title shown in the header, and the document title
 * (WCAG 2.4.2) when it differs, as on the case steps that share the header title 'Cases'.
 */
export interface RouteHandle {
  title: string;
  documentTitle?: string;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return (
    typeof handle === 'object' && handle !== null && typeof (handle as { title?: unknown }).title === 'string'
  );
}

/** The handle of the deepest matched route that has one, or null. */
function deepestHandle(matches: readonly UIMatch[]): RouteHandle | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return null;
}

/** The title of the deepest matched route that has one, or null. */
export function readPageTitle(matches: readonly UIMatch[]): string | null {
  return deepestHandle(matches)?.title ?? null;
}

/**
 * The document title of a page: its route's title and the application name, 'My Cases – MediVI'
 * or 'Provider Search – Claims'; the application name alone where no route names the page.
 */
export function documentTitleOf(matches: readonly UIMatch[], applicationName: string): string {
  const handle = deepestHandle(matches);
  const page = handle?.documentTitle ?? handle?.title;
  return page === undefined ? applicationName : `${page} – ${applicationName}`;
}
