import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { NotificationAudience } from '@medivi/domain';
import { lazy, Suspense, useId, useState } from 'react';
import { useOpenedOnce } from '../../lib/use-opened-once';
import { formatNumber } from '../../lib/i18n/format';
import { importWithAreas, useLingui, type Translate } from '../../lib/i18n/i18n';
import { useNotificationAudience, useNotifications } from './use-notifications';

// The bell's own words are in the start-up catalogue (shell area); the panel's come with its code.
const NotificationPanel = lazy(() => importWithAreas(() => import('./notification-panel'), 'notifications'));

/** The bell's accessible name: 'Notifications', with the unread count when there are any. */
export function bellLabel(_: Translate, unreadCount: number): string {
  return unreadCount === 0
    ? _('shell.header.notificationBell')
    : _('shell.header.notificationBellUnread', { count: formatNumber(unreadCount) });
}

/**
 * The unread count on the bell's top right corner, as MUI's error badge draws it ('99+' above 99).
 * Decorative: the bell's accessible name carries the count. A span of its own rather than MUI's
 * `Badge`, whose code would load with every signed-in page, bell or not (issue 39).
 */
function UnreadCount({ count }: { count: number }) {
  return (
    <Box
      component="span"
      aria-hidden="true"
      sx={{
        position: 'absolute',
        top: 0,
        right: 0,
        transform: 'translate(50%, -50%)',
        minWidth: 20,
        height: 20,
        px: '6px',
        borderRadius: '10px',
        bgcolor: 'error.main',
        color: 'error.contrastText',
        typography: 'caption',
        fontWeight: 500,
        lineHeight: 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        boxSizing: 'border-box',
      }}
    >
      {count > 99 ? '99+' : formatNumber(count)}
    </Box>
  );
}

function Bell({ audience }: { audience: NotificationAudience }) {
  const { _ } = useLingui();
  const view = useNotifications(audience);
  const panelId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The panel's code loads when the bell is first opened.
  const hasOpened = useOpenedOnce(anchor !== null);
  const badgeCount = view.isEnabled ? view.unreadCount : 0;
  const close = () => {
    setAnchor(null);
  };
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={bellLabel(_, badgeCount)}
        aria-haspopup="dialog"
        aria-controls={anchor === null ? undefined : panelId}
        aria-expanded={anchor !== null}
        onClick={(event) => {
          setAnchor(event.currentTarget);
        }}
      >
        <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
          <NotificationsOutlined />
          {badgeCount > 0 && <UnreadCount count={badgeCount} />}
        </Box>
      </IconButton>
      {hasOpened && (
        <Suspense fallback={null}>
          <NotificationPanel view={view} panelId={panelId} anchor={anchor} onClose={close} />
        </Suspense>
      )}
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
