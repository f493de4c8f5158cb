import { useLingui } from '../lib/i18n/i18n';

/**
 * The boot screen: what shows while the first route's code arrives. index.html paints the same
 * markup before any script runs (keep the two in step), so a slow connection sees the portal at
 * once and the hand-over is seamless. It names no variant (the page cannot know it before
 * scripts run) and uses the classes styled in index.html, since the styling library loads with
 * the route's code. Start-up activates the browser's language before React renders it, so this
 * copy is in that language (index.html's stays English; issue 37).
 */
export function BootFallback() {
  const { _ } = useLingui();
  return (
    <main className="boot-screen">
      <div className="boot-card">
        <svg
          className="boot-mark"
          width="40"
          height="40"
          viewBox="0 0 64 64"
          aria-hidden="true"
          focusable="false"
        >
          <rect width="64" height="64" rx="12" fill="#0b5394" />
          <path d="M27 14h10v13h13v10H37v13H27V37H14V27h13z" fill="#ffffff" />
        </svg>
        <p className="boot-tagline">{_('shell.boot.tagline')}</p>
        <p role="status">{_('common.loading')}</p>
      </div>
    </main>
  );
}
