import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useLingui } from '../../lib/i18n/i18n';
import type { NotificationsView } from './use-notifications';

/**
 * The notification center's options menu (accounts spec §4 Notifications): 'Mark all as read'
 * when there are notifications (disabled with none unread) and 'Disable Notifications' /
 * 'Enable Notifications'. Its own module, loaded when the menu is first opened, so that the page
 * and the panel carry no menu, popover or modal code until then (issue 39).
 */
export function NotificationOptionsMenu({
  id,
  anchor,
  view,
  onClose,
}: {
  id: string;
  anchor: HTMLElement | null;
  view: NotificationsView;
  onClose: () => void;
}) {
  const { _ } = useLingui();
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {view.isEnabled && view.notifications.length > 0 && (
        <MenuItem
          disabled={view.unreadCount === 0}
          onClick={() => {
            onClose();
            view.markAllRead();
          }}
        >
          {_('notifications.markAllRead')}
        </MenuItem>
      )}
      <MenuItem
        disabled={view.isSavingSetting}
        onClick={() => {
          onClose();
          view.setEnabled(!view.isEnabled);
        }}
      >
        {view.isEnabled ? _('notifications.disable') : _('notifications.enable')}
      </MenuItem>
    </Menu>
  );
}
