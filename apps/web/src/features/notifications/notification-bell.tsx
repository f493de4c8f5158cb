import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import type { NotificationAudience } from '@medivi/domain';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths';
import { NotificationCenter } from './notification-center';
import { useNotificationAudience, useNotifications } from './use-notifications';

/** The bell's accessible name: 'Notifications', with the unread count when there are any. */
export function bellLabel(unreadCount: number): string {
  return unreadCount === 0 ? 'Notifications' : `Notifications, ${String(unreadCount)} unread`;
}

function Bell({ audience }: { audience: NotificationAudience }) {
  const view = useNotifications(audience);
  const panelId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const badgeCount = view.isEnabled ? view.unreadCount : 0;
  const close = () => {
    setAnchor(null);
  };
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={bellLabel(badgeCount)}
        aria-haspopup="dialog"
        aria-controls={anchor === null ? undefined : panelId}
        aria-expanded={anchor !== null}
        onClick={(event) => {
          setAnchor(event.currentTarget);
        }}
      >
        <Badge badgeContent={badgeCount} color="error" max={99} data-testid="notification-badge">
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            id: panelId,
            role: 'dialog',
            'aria-label': 'Notifications panel',
            sx: { width: { xs: '92vw', sm: 420 } },
          },
        }}
      >
        <NotificationCenter
          view={view}
          headingLevel="h2"
          listSizing="maxHeight"
          onCaseOpened={close}
          footer={
            <Box sx={{ p: 1.5, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}>
              <Link component={RouterLink} to={paths.notifications} onClick={close}>
                See all notifications
              </Link>
            </Box>
          }
        />
      </Popover>
    </>
  );
}

/**
 * The header's notification bell with the unread badge and the dropdown panel (accounts spec §2
 * screen 11, §4 Notifications), only for case members and client viewers (spec §6). The badge
 * hides while notifications are disabled.
 */
export function NotificationBell() {
  const audience = useNotificationAudience();
  return audience === null ? null : <Bell audience={audience} />;
}

export default NotificationBell;
