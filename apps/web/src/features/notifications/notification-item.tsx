import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import MarkEmailUnread from '@mui/icons-material/MarkEmailUnread';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Notification } from '@medivi/domain';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDateTime, formatNumber } from '../../lib/i18n/format';
import { useLingui, type Translate } from '../../lib/i18n/i18n';
import { myCasePathFor } from '../../lib/paths';
import { visuallyHiddenSx } from '../../components/visually-hidden';
import { elapsedSince } from './notification-list';

export interface NotificationItemProps {
  notification: Notification;
  /** ms since the epoch, for the elapsed-time label. */
  now: number;
  onMarkRead: (id: string, isRead: boolean) => void;
  onDelete: (id: string) => void;
  /** The main area was activated: it now goes to the notification's case. */
  onOpenCase: (notification: Notification) => void;
}

/** The accessible name of a notification's link to its case ('Open case CS-000123'). */
export function openCaseLabel(_: Translate, caseNumber: string): string {
  return _('notifications.item.openCase', { caseId: caseNumber });
}

/** A notification's age as the list shows it ('3d' in English; accounts spec §9). */
export function elapsedLabel(_: Translate, createdDate: string, now: number): string {
  const { count, unit } = elapsedSince(createdDate, now);
  return _('notifications.item.elapsed', { count: formatNumber(count, 0), unit });
}

/**
 * The main area: a link to `/my-cases?case=<CaseID>` named after the case number
 * (docs/decisions/0085), or plain text for a notification that names no case.
 */
function MainArea({
  notification: n,
  onOpenCase,
  children,
}: Pick<NotificationItemProps, 'notification' | 'onOpenCase'> & { children: ReactNode }) {
  const { _ } = useLingui();
  const sx = { flexGrow: 1, minWidth: 0 };
  if (n.caseRecordId === '') return <Box sx={sx}>{children}</Box>;
  return (
    <Link
      component={RouterLink}
      to={myCasePathFor(n.caseRecordId)}
      aria-label={openCaseLabel(_, n.caseId)}
      color="inherit"
      underline="hover"
      onClick={() => {
        onOpenCase(n);
      }}
      sx={{ ...sx, display: 'block', borderRadius: 1 }}
    >
      {children}
    </Link>
  );
}

/**
 * One notification (accounts spec §3, §4): subject, description, case number, status, status info
 * and elapsed time; unread ones bold with a dot and a hidden 'Unread'; mark read (or unread again)
 * and delete. The main area links to the notification's case (docs/decisions/0085); the mark and
 * delete buttons follow it in the tab order.
 */
export function NotificationItem({
  notification: n,
  now,
  onMarkRead,
  onDelete,
  onOpenCase,
}: NotificationItemProps) {
  const { _ } = useLingui();
  const subjectId = useId();
  const isUnread = !n.isRead;
  // Status and status info are the server's stored words, shown as they are.
  const details = [_('notifications.item.case', { caseId: n.caseId }), n.status, n.statusInfo].filter(
    (part) => part !== null && part !== '',
  );
  const markLabel = isUnread ? _('notifications.item.markRead') : _('notifications.item.markUnread');
  return (
    <Box
      component="li"
      aria-labelledby={subjectId}
      data-unread={isUnread}
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        px: 2,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: isUnread ? 'action.selected' : 'transparent',
      }}
    >
      <Box
        aria-hidden
        sx={{
          mt: 0.75,
          width: 8,
          height: 8,
          flexShrink: 0,
          borderRadius: '50%',
          bgcolor: isUnread ? 'primary.main' : 'transparent',
        }}
      />
      <MainArea notification={n} onOpenCase={onOpenCase}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography id={subjectId} component="p" variant="body1" sx={{ fontWeight: isUnread ? 700 : 400 }}>
            {isUnread && (
              <Box component="span" sx={visuallyHiddenSx}>
                {_('notifications.item.unread')}{' '}
              </Box>
            )}
            {n.subject}
          </Typography>
          <Typography
            component="time"
            variant="caption"
            dateTime={n.createdDate}
            title={formatDateTime(n.createdDate)}
            sx={{ flexShrink: 0, color: 'text.secondary' }}
          >
            {elapsedLabel(_, n.createdDate, now)}
          </Typography>
        </Stack>
        <Typography variant="body2">{n.description}</Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {details.join(' · ')}
        </Typography>
      </MainArea>
      <Stack direction="row" sx={{ flexShrink: 0 }}>
        <Tooltip title={markLabel}>
          <IconButton
            size="small"
            aria-label={markLabel}
            aria-describedby={subjectId}
            onClick={() => {
              onMarkRead(n.id, isUnread);
            }}
          >
            {isUnread ? <MarkEmailRead fontSize="small" /> : <MarkEmailUnread fontSize="small" />}
          </IconButton>
        </Tooltip>
        <Tooltip title={_('notifications.item.delete')}>
          <IconButton
            size="small"
            aria-label={_('notifications.item.delete')}
            aria-describedby={subjectId}
            onClick={() => {
              onDelete(n.id);
            }}
          >
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
    </Box>
  );
}
