import { applicationName, variantForHost } from '@medivi/domain';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../lib/paths';

const pageStyle = { padding: 24, fontFamily: 'system-ui, sans-serif', color: '#1a1a1a', lineHeight: 1.5 };
const linkStyle = { color: '#0b5394', font: 'inherit', textDecoration: 'underline' };

/**
 * Shown for an address with no page (404) or a page that failed to load, for example an old
 * page chunk after a new release: reloading fetches the current one. Plain markup with inline
 * styles, so it shows even when no more code can be fetched. Its document title names it too
 * ('Page not found – MediVI'; issue 31 item 18), as no route's handle does.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  const heading = isNotFound ? 'Page not found' : 'Something went wrong';
  useEffect(() => {
    document.title = `${heading} – ${applicationName(variantForHost(window.location.hostname))}`;
  }, [heading]);
  return (
    <main style={pageStyle}>
      <h1 style={{ fontSize: '1.75rem', fontWeight: 600 }}>{heading}</h1>
      <p>
        {isNotFound
          ? 'There is nothing at this address.'
          : 'The page could not be shown. Reloading usually helps.'}
      </p>
      {isNotFound ? (
        <Link to={paths.login} style={linkStyle}>
          Go to the sign-in page
        </Link>
      ) : (
        <button
          type="button"
          style={{ ...linkStyle, background: 'none', border: 'none', padding: 0, cursor: 'pointer' }}
          onClick={() => {
            window.location.reload();
          }}
        >
          Reload the page
        </button>
      )}
    </main>
  );
}
