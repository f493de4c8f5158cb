import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useLingui } from '../../lib/i18n/i18n';

/**
 * "Download as PDF" for a public text that the server prints (accounts spec §2 /privacy.pdf and
 * /support.pdf): `reloadDocument`, so the browser loads the address from the server instead of
 * the client router.
 */
export function DocumentDownloadLink({ to }: { to: string }) {
  const { _ } = useLingui();
  return (
    <Typography>
      <Link component={RouterLink} to={to} reloadDocument>
        {_('publicInfo.downloadPdf')}
      </Link>
    </Typography>
  );
}
