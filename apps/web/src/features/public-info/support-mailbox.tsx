import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { supportMailbox } from '../../lib/support-mailbox';

/**
 * The support mailbox line of the public pages: the address the deployment configures for the
 * web app (`VITE_ACCESS_REQUEST_EMAIL`), the same one the no-access dialog and the
 * deactivated-account banner give (accounts spec §6).
 */
export function SupportMailbox({ lead }: { lead: string }) {
  return (
    <Typography>
      {lead} <Link href={`mailto:${supportMailbox}`}>{supportMailbox}</Link>
    </Typography>
  );
}
