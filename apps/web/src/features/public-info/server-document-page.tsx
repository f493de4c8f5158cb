import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { PublicPageFrame } from '../../components/public-page-frame';
import { loadDocumentFromServer, wasLoadedFromServer } from './document-load';
import { useLingui } from '../../lib/i18n/i18n';

/**
 * /privacy.pdf and /support.pdf inside the web app (accounts spec §2: "force a reload to the
 * document"): the server prints them, so a visit that reached the client router (a link without
 * `reloadDocument`, history) loads the address from the server in place of this page.
 */
export default function ServerDocumentPage() {
  const { _ } = useLingui();
  const { pathname, search } = useLocation();
  const [isStuck] = useState(() => wasLoadedFromServer(pathname));
  useEffect(() => {
    // With its query: `?lang=es` asks the Spanish document.
    if (!isStuck) loadDocumentFromServer(pathname + search);
  }, [isStuck, pathname, search]);
  return (
    <PublicPageFrame title={_('publicInfo.openingDocument')}>
      <Typography role="status">
        {_(isStuck ? 'publicInfo.documentStuck' : 'publicInfo.documentLoading')}
      </Typography>
      <Typography>
        <Link href={pathname + search}>{_('publicInfo.openDocument')}</Link>
      </Typography>
    </PublicPageFrame>
  );
}
