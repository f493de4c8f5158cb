import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
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
        <Badge badgeContent={badgeCount} color="error" max={99} data-testid="notification-badge">
          <NotificationsOutlined />
        </Badge>
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
