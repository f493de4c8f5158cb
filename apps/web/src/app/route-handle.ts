import type { UIMatch } from 'react-router';

/** What a route tells the layout: the page title shown in the header. */
export interface RouteHandle {
  title: string;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return (
    typeof handle === 'object' && handle !== null && typeof (handle as { title?: unknown }).title === 'string'
  );
}

/** The title of the deepest matched route that has one, or null. */
export function readPageTitle(matches: readonly UIMatch[]): string | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.title;
  }
  return null;
}
