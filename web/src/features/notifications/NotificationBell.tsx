import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications, type Notification } from '../../api/notifications';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { badgeCount, bellLabel } from '../../domain/notifications';
import { NotificationList } from './NotificationList';

export const NOTIFICATIONS_TITLE = 'Notifications';
export const MARK_ALL_READ = 'Mark all as read';

/**
 * The header's bell (issue 25 item 2): the unread count on a badge and in its
 * name, and a panel listing what happened to the user's add-ons, each a link
 * to where it happened, to mark one or all read. Opening moves focus to the
 * newest notification (the panel itself when there is none); Esc or a click
 * outside closes it and focus returns to the bell (MUI's Popover is modal).
 * It polls on its own pace (api/notifications.ts), also while closed.
 */
export function NotificationBell() {
  const notifications = useNotifications();
  const markOne = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const firstLinkRef = useRef<HTMLAnchorElement>(null);
  const headingId = useId();
  const panelId = useId();
  const open = anchor !== null;
  const close = () => setAnchor(null);
  const unread = notifications.data?.unreadCount ?? 0;
  const list = notifications.data?.notifications ?? [];

  const markRead = (notification: Notification) => {
    if (notification.readAt === null) markOne.mutate(notification.id);
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={bellLabel(unread)}
        aria-haspopup="dialog"
        aria-controls={open ? panelId : undefined}
        aria-expanded={open ? 'true' : 'false'}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {/* No badge at all when nothing is unread: MUI keeps an invisible "0" (or the last
            count) in a hidden badge, visible text to axe that the name does not contain
            (WCAG 2.5.3 Label in Name). The badge and the name show the same count. */}
        {unread > 0 ? (
          <Badge badgeContent={badgeCount(unread)} color="error">
            <NotificationsIcon />
          </Badge>
        ) : (
          <NotificationsIcon />
        )}
      </IconButton>
      <Popover
        id={panelId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': headingId,
            sx: { width: 380, maxWidth: 'calc(100vw - 32px)', maxHeight: 'min(560px, calc(100vh - 96px))', display: 'flex', flexDirection: 'column' },
          },
          // Into the list once it is in place; without one, the panel keeps the focus MUI gave it.
          transition: { onEntered: () => firstLinkRef.current?.focus() },
        }}
      >
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
        >
          <Typography id={headingId} variant="h6" component="h2">
            {NOTIFICATIONS_TITLE}
          </Typography>
          <Button
            size="small"
            disabled={unread === 0 || markAll.isPending}
            onClick={() => {
              // The button is disabled once all are read: keep focus in the list, not lost to the page (Esc must still close).
              firstLinkRef.current?.focus();
              markAll.mutate();
            }}
          >
            {MARK_ALL_READ}
          </Button>
        </Stack>
        <Box sx={{ overflowY: 'auto' }}>
          {notifications.isPending ? (
            <LoadingState label="Loading notifications…" />
          ) : notifications.isError && !notifications.data ? (
            <Box sx={{ p: 2 }}>
              <ErrorState message="Your notifications could not be loaded." onRetry={() => void notifications.refetch()} />
            </Box>
          ) : list.length === 0 ? (
            <Box sx={{ p: 2 }}>
              <EmptyState
                title="You're all caught up"
                description="Approvals, reviews, repricings, progressions and company users of your add-ons will show here."
                headingLevel="h3"
              />
            </Box>
          ) : (
            <NotificationList
              notifications={list}
              firstLinkRef={firstLinkRef}
              now={new Date()}
              markingId={markOne.isPending ? markOne.variables : undefined}
              onMarkRead={markRead}
              onFollow={(notification) => {
                markRead(notification);
                close();
              }}
            />
          )}
        </Box>
      </Popover>
    </>
  );
}
