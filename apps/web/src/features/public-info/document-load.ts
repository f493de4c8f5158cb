/**
 * The browser's own page loads, apart so tests can replace them (jsdom cannot navigate).
 */

/** Loads `path` from the server in place of the current page (no history entry left behind). */
export function loadDocumentFromServer(path: string): void {
  window.location.replace(path);
}

/**
 * True when the browser's own page load was `pathname`: the server answered that address with
 * the web app rather than the document (an old server, a development server without its proxy),
 * so loading it again would only come back to the web app.
 */
export function wasLoadedFromServer(pathname: string): boolean {
  const [navigation] = performance.getEntriesByType('navigation');
  return navigation !== undefined && new URL(navigation.name).pathname === pathname;
}
