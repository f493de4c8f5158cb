import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { User } from '@medivi/domain';
import { useId } from 'react';
import { NotificationSwitch } from '../../components/notification-switch';
import { useLingui } from '../../lib/i18n/i18n';

/** Account Settings' Notifications section (accounts spec §4 Notifications): the switch. */
export function NotificationSetting({ user }: { user: User }) {
  const { _ } = useLingui();
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 1 }}>
        {_('accounts.settings.notifications.title')}
      </Typography>
      <NotificationSwitch user={user} />
    </Paper>
  );
}
