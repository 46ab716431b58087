import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { Ref } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Notification } from '../../api/notifications';
import { notificationAge, notificationLink, notificationText } from '../../domain/notifications';

export interface NotificationListProps {
  notifications: readonly Notification[];
  /** Gets the first link, so the panel can move focus into the list when it opens. */
  firstLinkRef: Ref<HTMLAnchorElement>;
  /** Following a link marks it read and closes the panel. */
  onFollow: (notification: Notification) => void;
  onMarkRead: (notification: Notification) => void;
  /** Which one is being marked right now (its button waits). */
  markingId: string | undefined;
  now: Date;
}

/**
 * The notifications, newest first: each a link to where it happened (the
 * sentence, the add-on, how long ago), unread ones marked by a dot and in
 * words for screen readers, with a button to mark one read without leaving.
 */
export function NotificationList({ notifications, firstLinkRef, onFollow, onMarkRead, markingId, now }: NotificationListProps) {
  return (
    <Box component="ul" aria-label="Notifications" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {notifications.map((notification, index) => {
        const unread = notification.readAt === null;
        const text = notificationText(notification);
        return (
          <Box
            component="li"
            key={notification.id}
            sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, px: 2, py: 1.5, borderTop: index === 0 ? 0 : 1, borderColor: 'divider' }}
          >
            <Box
              aria-hidden="true"
              sx={{ mt: 1, width: 8, height: 8, flexShrink: 0, borderRadius: '50%', bgcolor: unread ? 'primary.main' : 'transparent' }}
            />
            <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
              <Link
                component={RouterLink}
                to={notificationLink(notification, now)}
                ref={index === 0 ? firstLinkRef : undefined}
                onClick={() => onFollow(notification)}
                underline="hover"
                color="text.primary"
                sx={{ fontWeight: unread ? 700 : 400, overflowWrap: 'anywhere' }}
              >
                {unread ? <Box component="span" sx={visuallyHidden}>Unread: </Box> : null}
                {text}
              </Link>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {[notification.addonName, notificationAge(notification.createdAt, now)].filter(Boolean).join(' · ')}
              </Typography>
            </Stack>
            {unread ? (
              <Tooltip title="Mark as read">
                <IconButton
                  size="small"
                  aria-label={`Mark as read: ${text}`}
                  disabled={markingId === notification.id}
                  onClick={(event) => {
                    // The button goes once it is read: keep focus in the item, on its link, not lost to the page.
                    event.currentTarget.closest('li')?.querySelector('a')?.focus();
                    onMarkRead(notification);
                  }}
                >
                  <CheckIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
}
