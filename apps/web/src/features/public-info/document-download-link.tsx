import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useLingui } from '../../lib/i18n/i18n';

/**
 * "Download as PDF" for a public text that the server prints (accounts spec §2 /privacy.pdf and
 * /support.pdf): `reloadDocument`, so the browser loads the address from the server instead of
 * the client router. The server prints it in the language the page shows: `?lang=es` for
 * Spanish (issue 37), no query for English.
 */
export function DocumentDownloadLink({ to }: { to: string }) {
  const { _, i18n } = useLingui();
  const address =
    i18n.locale === 'en' ? to : `${to}?${new URLSearchParams({ lang: i18n.locale }).toString()}`;
  return (
    <Typography>
      <Link component={RouterLink} to={address} reloadDocument>
        {_('publicInfo.downloadPdf')}
      </Link>
    </Typography>
  );
}
