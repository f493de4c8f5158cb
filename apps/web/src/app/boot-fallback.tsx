import { messages } from '@medivi/domain';

/**
 * The boot screen: what shows while the first route's code arrives. index.html paints the same
 * markup before any script runs (keep the two in step), so a slow connection sees the portal at
 * once and the hand-over is seamless. It names no variant (the page cannot know it before
 * scripts run) and uses the classes styled in index.html, since the styling library loads with
 * the route's code.
 */
export function BootFallback() {
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
        <p className="boot-tagline">
          Find in-network providers near you, follow your cases and manage your health plan.
        </p>
        <p role="status">{messages.loading}</p>
      </div>
    </main>
  );
}
