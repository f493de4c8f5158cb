import { applicationName } from '@medivi/domain';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useLingui } from '../lib/i18n/i18n';
import { useVariant } from '../lib/variant';
import { documentTitleOf } from './route-handle';
import { useRouteMatches } from './route-matches';

/** How long a page that loads in parts may take to show its heading, ms. */
const headingWaitMs = 3000;

/**
 * Moves focus to the new page's heading, once it shows, unless a dialog took focus meanwhile.
 * Focusing the heading also makes a screen reader announce the new page. Returns a cancel.
 */
function focusHeadingWhenShown(): () => void {
  const deadline = performance.now() + headingWaitMs;
  let frame = 0;
  const attempt = () => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active.closest('[role="dialog"]') !== null) return;
    const heading =
      document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
    if (heading !== null) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: false });
      return;
    }
    if (performance.now() < deadline) frame = requestAnimationFrame(attempt);
  };
  frame = requestAnimationFrame(attempt);
  return () => {
    cancelAnimationFrame(frame);
  };
}

/**
 * Every route's document title from the route table ('My Cases – MediVI'; WCAG 2.4.2), in the
 * language shown (a change of language rewords it; issue 37), and, after
 * a route change (not on the first page, nor when only the query changes), focus on the new page's
 * heading, so keyboard and screen-reader users start at the top of the new page and hear its name
 * (WCAG 2.4.3; docs/decisions/0095).
 */
export function usePageTitleAndFocus(): void {
  const matches = useRouteMatches();
  const variant = useVariant();
  const { pathname } = useLocation();
  const { _ } = useLingui();
  const title = documentTitleOf(matches, applicationName(variant), (id) => _(id));
  useEffect(() => {
    document.title = title;
  }, [title]);
  const shownPath = useRef<string | null>(null);
  useEffect(() => {
    const previous = shownPath.current;
    shownPath.current = pathname;
    if (previous === null || previous === pathname) return undefined;
    return focusHeadingWhenShown();
  }, [pathname]);
}
