import type { RouteMatch } from 'react-router';
import type shellCatalogue from '../locales/en/shell.json';

/** The catalogue id of a page title: the `shell.title.*` messages of the shell area (issue 37). */
export type TitleId = Extract<keyof typeof shellCatalogue, `shell.title.${string}`>;

/**
 * What a route tells the layout: the page title shown in the header, and the document title
 * (WCAG 2.4.2) when it differs, as on the case steps that share the header title 'Cases'. Both are
 * catalogue ids, worded when the page renders, so that a change of language rewords them
 * (docs/decisions/0125).
 */
export interface RouteHandle {
  titleId: TitleId;
  documentTitleId?: TitleId;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    typeof (handle as { titleId?: unknown }).titleId === 'string'
  );
}

/** The handle of the deepest matched route that has one, or null. */
function deepestHandle(matches: readonly RouteMatch[]): RouteHandle | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle: unknown = matches[index]?.route.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return null;
}

/** The title id of the deepest matched route that has one, or null. */
export function readPageTitle(matches: readonly RouteMatch[]): TitleId | null {
  return deepestHandle(matches)?.titleId ?? null;
}

/**
 * The document title of a page: its route's title worded by `word` (Lingui's `_`) and the
 * application name, 'My Cases – MediVI', 'Mis casos – MediVI' or 'Provider Search – Claims'; the
 * application name alone where no route names the page.
 */
export function documentTitleOf(
  matches: readonly RouteMatch[],
  applicationName: string,
  word: (id: TitleId) => string,
): string {
  const handle = deepestHandle(matches);
  const page = handle?.documentTitleId ?? handle?.titleId;
  return page === undefined ? applicationName : `${word(page)} – ${applicationName}`;
}
