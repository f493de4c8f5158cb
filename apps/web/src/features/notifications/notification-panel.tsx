import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import { Link as RouterLink } from 'react-router';
import { useLingui } from '../../lib/i18n/i18n';
import { paths } from '../../lib/paths';
import { NotificationCenter } from './notification-center';
import type { NotificationsView } from './use-notifications';
import '../../locales/en/load-notifications';

/**
 * The bell's dropdown panel (accounts spec §2 screen 11): the notification center in a popover,
 * with a link to the Notifications page. Its own module, loaded when the bell is first opened.
 */
export function NotificationPanel({
  view,
  panelId,
  anchor,
  onClose,
}: {
  view: NotificationsView;
  panelId: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  const { _ } = useLingui();
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          id: panelId,
          role: 'dialog',
          'aria-label': _('notifications.panel'),
          sx: { width: { xs: '92vw', sm: 420 } },
        },
      }}
    >
      <NotificationCenter
        view={view}
        headingLevel="h2"
        listSizing="maxHeight"
        onCaseOpened={onClose}
        footer={
          <Box sx={{ p: 1.5, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}>
            <Link component={RouterLink} to={paths.notifications} onClick={onClose}>
              {_('notifications.panel.seeAll')}
            </Link>
          </Box>
        }
      />
    </Popover>
  );
}

export default NotificationPanel;
