import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { PublicPageFrame } from '../../components/public-page-frame';
import { loadDocumentFromServer, wasLoadedFromServer } from './document-load';

/**
 * /privacy.pdf and /support.pdf inside the web app (accounts spec §2: "force a reload to the
 * document"): the server prints them, so a visit that reached the client router (a link without
 * `reloadDocument`, history) loads the address from the server in place of this page.
 */
export default function ServerDocumentPage() {
  const { pathname } = useLocation();
  const [isStuck] = useState(() => wasLoadedFromServer(pathname));
  useEffect(() => {
    if (!isStuck) loadDocumentFromServer(pathname);
  }, [isStuck, pathname]);
  return (
    <PublicPageFrame title="Opening the document">
      <Typography role="status">
        {isStuck ? 'The document could not be opened here.' : 'Loading the document. Please wait.'}
      </Typography>
      <Typography>
        <Link href={pathname}>Open the document</Link>
      </Typography>
    </PublicPageFrame>
  );
}
