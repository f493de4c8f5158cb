import { applicationName, variantForHost } from '@medivi/domain';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useLingui } from '../lib/i18n/i18n';
import { paths } from '../lib/paths';

const pageStyle = { padding: 24, fontFamily: 'system-ui, sans-serif', color: '#1a1a1a', lineHeight: 1.5 };
const linkStyle = { color: '#0b5394', font: 'inherit', textDecoration: 'underline' };

/**
 * Shown for an address with no page (`isNotFound`, a 404) or a page that failed to load, for example an old
 * page chunk after a new release: reloading fetches the current one. Plain markup with inline
 * styles, so it shows even when no more code can be fetched. Its document title names it too
 * ('Page not found – MediVI'; issue 31 item 18), as no route's handle does. Its texts are in the
 * shell area of the catalogues, which start-up holds (issue 37).
 */
export function RouteErrorPage({ isNotFound }: { isNotFound: boolean }) {
  const { _ } = useLingui();
  const heading = _(isNotFound ? 'shell.error.notFound.title' : 'shell.error.failed.title');
  useEffect(() => {
    document.title = `${heading} – ${applicationName(variantForHost(window.location.hostname))}`;
  }, [heading]);
  return (
    <main style={pageStyle}>
      <h1 style={{ fontSize: '1.75rem', fontWeight: 600 }}>{heading}</h1>
      <p>{_(isNotFound ? 'shell.error.notFound.text' : 'shell.error.failed.text')}</p>
      {isNotFound ? (
        <Link to={paths.login} style={linkStyle}>
          {_('shell.error.notFound.link')}
        </Link>
      ) : (
        <button
          type="button"
          style={{ ...linkStyle, background: 'none', border: 'none', padding: 0, cursor: 'pointer' }}
          onClick={() => {
            window.location.reload();
          }}
        >
          {_('shell.error.failed.reload')}
        </button>
      )}
    </main>
  );
}
