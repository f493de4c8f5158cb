import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { NotificationAudience } from '@medivi/domain';
import { useLingui } from '../../lib/i18n/i18n';
import { NotificationCenter } from './notification-center';
import { useNotificationAudience, useNotifications } from './use-notifications';
import '../../locales/en/load-notifications';

function NotificationsPageContent({ audience }: { audience: NotificationAudience }) {
  const view = useNotifications(audience);
  return (
    <Paper sx={{ m: { xs: 1, md: 3 }, maxWidth: 900 }}>
      <NotificationCenter view={view} headingLevel="h1" listSizing="height" />
    </Paper>
  );
}

/**
 * `/notifications` (accounts spec §2 protected routes, §4 Notifications): the same list as the
 * header panel on a page of its own. Users without notifications (neither case members nor
 * client viewers, spec §6) get the unauthorized message.
 */
export function NotificationsPage() {
  const { _ } = useLingui();
  const audience = useNotificationAudience();
  if (audience === null) {
    return (
      <Typography variant="h2" component="h1" sx={{ p: 3 }}>
        {_('notifications.unauthorized')}
      </Typography>
    );
  }
  return <NotificationsPageContent audience={audience} />;
}

export default NotificationsPage;
