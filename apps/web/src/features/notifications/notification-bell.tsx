import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import type { I18n } from '@lingui/core';
import type { NotificationAudience } from '@medivi/domain';
import { lazy, Suspense, useId, useState } from 'react';
import { formatNumber } from '../../lib/i18n/format';
import { useLingui } from '../../lib/i18n/i18n';
import { useNotificationAudience, useNotifications } from './use-notifications';
import '../../locales/en/load-notifications';

const NotificationPanel = lazy(() => import('./notification-panel'));

/** The bell's accessible name: 'Notifications', with the unread count when there are any. */
export function bellLabel(_: I18n['_'], unreadCount: number): string {
  return unreadCount === 0
    ? _('notifications.bell')
    : _('notifications.bellUnread', { count: formatNumber(unreadCount) });
}

function Bell({ audience }: { audience: NotificationAudience }) {
  const { _ } = useLingui();
  const view = useNotifications(audience);
  const panelId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The panel's code loads when the bell is first opened; it stays mounted so that it closes with
  // its transition.
  const [hasOpened, setHasOpened] = useState(false);
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
          setHasOpened(true);
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
