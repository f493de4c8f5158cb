import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  filterNotifications,
  notificationListHeight,
  notificationPollIntervalMs,
  type NotificationFilter,
} from '@medivi/domain';
import { lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useOpenedOnce } from '../../lib/use-opened-once';
import { formatNumber } from '../../lib/i18n/format';
import { useLingui, type Translate } from '../../lib/i18n/i18n';
import type { LiveConnectionState } from './live-notifications';
import { NotificationItem } from './notification-item';
import type { NotificationsView } from './use-notifications';

// The options menu (menu, popover and modal code) loads when first opened, not with the list.
const NotificationOptionsMenu = lazy(async () => ({
  default: (await import('./notification-options-menu')).NotificationOptionsMenu,
}));

/** How often elapsed-time labels refresh, ms. */
const elapsedRefreshMs = 15_000;

/**
 * The words of a connection state (docs/decisions/0076) in the portal language: 'Connecting…',
 * 'Live', 'Reconnecting…' or 'Checking every 30 s' (the poll interval in seconds).
 */
export function connectionLabel(_: Translate, state: LiveConnectionState): string {
  if (state === 'polling') {
    return _('notifications.connection.polling', {
      seconds: formatNumber(notificationPollIntervalMs / 1000),
    });
  }
  return _(`notifications.connection.${state}`);
}

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
    }, intervalMs);
    return () => {
      clearInterval(timer);
    };
  }, [intervalMs]);
  return now;
}

function StateMessage({ title, lines }: { title: string; lines: readonly string[] }) {
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography component="p" variant="h6">
        {title}
      </Typography>
      {lines.map((line) => (
        <Typography key={line} variant="body2" sx={{ color: 'text.secondary' }}>
          {line}
        </Typography>
      ))}
    </Box>
  );
}

export interface NotificationCenterProps {
  view: NotificationsView;
  /** h1 on the page, h2 in the panel. */
  headingLevel: 'h1' | 'h2';
  /** The page gives the list its full 70vh; the panel lets it shrink to its content. */
  listSizing: 'height' | 'maxHeight';
  /** Below the list (the panel's link to the page). */
  footer?: ReactNode;
  /** A notification's link to its case was followed (the panel closes). */
  onCaseOpened?: () => void;
}

/**
 * The notifications list of the panel and the page (accounts spec §4 Notifications): heading
 * 'Notifications', the connection state, a menu with 'Mark all as read' (when there are any) and
 * 'Disable Notifications' / 'Enable Notifications', tabs 'All (n)' and 'Others (n)', a 70vh
 * scrollable list newest first, and the empty and disabled states word for word. Following a
 * notification's link to its case marks it read (a failure is only logged, spec §8).
 */
export function NotificationCenter({
  view,
  headingLevel,
  listSizing,
  footer,
  onCaseOpened,
}: NotificationCenterProps) {
  const { _ } = useLingui();
  const headingId = useId();
  const menuId = useId();
  const tabsId = useId();
  const [filter, setFilter] = useState<NotificationFilter>('All');
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const isMenuLoaded = useOpenedOnce(menuAnchor !== null);
  const listRef = useRef<HTMLDivElement>(null);
  const now = useNow(elapsedRefreshMs);
  const shown = filterNotifications(view.notifications, filter);
  const othersCount = filterNotifications(view.notifications, 'Others').length;
  const closeMenu = () => {
    setMenuAnchor(null);
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 2, pt: 1.5 }}>
        <Typography id={headingId} component={headingLevel} variant="h6" sx={{ flexGrow: 1 }}>
          {_('notifications.heading')}
        </Typography>
        <Typography role="status" variant="caption" sx={{ color: 'text.secondary' }}>
          {connectionLabel(_, view.connection)}
        </Typography>
        <IconButton
          aria-label={_('notifications.options')}
          aria-haspopup="menu"
          aria-controls={menuAnchor === null ? undefined : menuId}
          aria-expanded={menuAnchor !== null}
          onClick={(event) => {
            setMenuAnchor(event.currentTarget);
          }}
        >
          <MoreVert />
        </IconButton>
        {isMenuLoaded && (
          <Suspense fallback={null}>
            <NotificationOptionsMenu id={menuId} anchor={menuAnchor} view={view} onClose={closeMenu} />
          </Suspense>
        )}
      </Stack>
      {view.isEnabled ? (
        <>
          <Tabs
            value={filter}
            onChange={(_event, value: NotificationFilter) => {
              setFilter(value);
            }}
            aria-label={_('notifications.types')}
            sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}
          >
            <Tab
              value="All"
              label={_('notifications.tab.all', { count: formatNumber(view.notifications.length) })}
              id={`${tabsId}-All`}
              aria-controls={`${tabsId}-panel`}
            />
            <Tab
              value="Others"
              label={_('notifications.tab.others', { count: formatNumber(othersCount) })}
              id={`${tabsId}-Others`}
              aria-controls={`${tabsId}-panel`}
            />
          </Tabs>
          <Box
            ref={listRef}
            role="tabpanel"
            tabIndex={0}
            id={`${tabsId}-panel`}
            aria-labelledby={`${tabsId}-${filter}`}
            sx={{ [listSizing]: notificationListHeight, overflowY: 'auto' }}
          >
            {shown.length === 0 && !view.isLoading ? (
              <StateMessage
                title={_('notifications.emptyTitle')}
                lines={[_('notifications.emptyLine1'), _('notifications.emptyLine2')]}
              />
            ) : (
              <Box component="ul" aria-label={_('notifications.list')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {shown.map((notification) => (
                  <NotificationItem
                    key={notification.id}
                    notification={notification}
                    now={now}
                    onMarkRead={view.markRead}
                    onDelete={(id) => {
                      // The deleted item held the focus; keep it in the list (and the panel).
                      listRef.current?.focus();
                      view.remove(id);
                    }}
                    onOpenCase={(opened) => {
                      if (!opened.isRead) view.markRead(opened.id, true);
                      onCaseOpened?.();
                    }}
                  />
                ))}
              </Box>
            )}
          </Box>
        </>
      ) : (
        <StateMessage
          title={_('notifications.disabledTitle')}
          lines={[_('notifications.disabledLine1'), _('notifications.disabledLine2')]}
        />
      )}
      {footer}
    </Box>
  );
}
