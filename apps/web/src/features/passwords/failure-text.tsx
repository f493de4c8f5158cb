import Typography from '@mui/material/Typography';
import type { ServerErrorFacts } from '../../lib/api-errors';
import { activeLanguage, useLingui } from '../../lib/i18n/i18n';
import { wordServerError } from '../../lib/i18n/server-errors';

/**
 * Why the last attempt of a password form failed (an alert, hidden while there is none), worded
 * in the portal's language when shown (issue 37).
 */
export function FailureText({ failure }: { failure: ServerErrorFacts | null }) {
  const { _ } = useLingui();
  return (
    <Typography role="alert" color="error" sx={{ fontWeight: 600, '&:empty': { display: 'none' } }}>
      {failure === null ? null : _(wordServerError(failure, 'passwords.errors', activeLanguage()))}
    </Typography>
  );
}
