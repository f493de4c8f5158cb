import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/**
 * "Download as PDF" for a public text that the server prints (accounts spec §2 /privacy.pdf and
 * /support.pdf): `reloadDocument`, so the browser loads the address from the server instead of
 * the client router.
 */
export function DocumentDownloadLink({ to }: { to: string }) {
  return (
    <Typography>
      <Link component={RouterLink} to={to} reloadDocument>
        Download as PDF
      </Link>
    </Typography>
  );
}
