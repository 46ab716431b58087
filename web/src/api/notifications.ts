/**
 * The notification centre (issue 25 item 2): what happened to the signed-in
 * user's add-ons and company since they last looked — an approval decided, an
 * automatic review finished, a repricing moved, a progression done, a company
 * user added or revoked. Kept per user upstream: each user reads and marks only
 * their own. The bell polls at most once per 30 s per tab, and not while the
 * tab is hidden (`notificationsQueryOptions`).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callEndpoint } from './call-endpoint';
import type { Camelized } from './case';
import { defineEndpoints } from './endpoint-table';
import './query-meta';

export const NOTIFICATION_KIND_VALUES = [
  'approval_decided',
  'review_finished',
  'repricing_moved',
  'progression_done',
  'company_user_added',
  'company_user_revoked',
  // A webhook endpoint switched off after a run of failed deliveries (issue 34 §3); subject: its URL.
  'webhook_disabled',
  // The add-on's provisioning service failing well above its own normal, or provisions well below it (issue 34 §4);
  // subject: how far off, in words; outcome: failure_rate or provisions_drop.
  'integration_warning',
  // Company invitations (issue 35 §3), told to the company's Owners; subject: the invited e-mail, outcome: the role.
  'invitation_sent',
  'invitation_accepted',
  'invitation_revoked',
  // An Owner changed a user's role (issue 35 §3), told to the Owners; subject: the user's e-mail, outcome: the new role.
  'company_user_role_changed',
] as const;

/** The newest this many are sent; the unread count counts them all. */
export const NOTIFICATIONS_SENT = 50;

/** How often a visible tab asks, and how long an answer counts as fresh (issue 25: one request per 30 s per tab). */
export const NOTIFICATION_POLL_MS = 30_000;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KIND_VALUES),
  created_at: z.iso.datetime({ offset: true }),
  /** `null` while unread. */
  read_at: z.iso.datetime({ offset: true }).nullable(),
  /**
   * The add-on it happened to, whose workspace the notification links to; for
   * a company user added or revoked, the company's first add-on (its company
   * tab), `null` when the company has none.
   */
  addon_slug: z.string().nullable(),
  addon_name: z.string().nullable(),
  /** The repricing's plan (its repricing panel); `null` for other kinds. */
  plan_id: z.string().nullable(),
  /**
   * What the event was about, by kind: the approval's type, the repricing's
   * plan name, the company user's e-mail; `null` for a review or progression.
   */
  subject: z.string().nullable(),
  /**
   * What it came to, by kind: the approval's state, the review's final status,
   * the repricing's new status, the progression's target state; `null` for a
   * company user.
   */
  outcome: z.string().nullable(),
  /** An early warning's cause: the failure group with the most failures in the incident (its Failures link); `null` for other kinds. */
  failure_group_id: z.string().nullable(),
});

export const notificationListSchema = z.object({
  unread_count: z.number().int().min(0),
  /** Newest first, at most `NOTIFICATIONS_SENT`. */
  notifications: z.array(notificationSchema),
});

export type NotificationWire = z.infer<typeof notificationSchema>;
export type NotificationListWire = z.infer<typeof notificationListSchema>;
export type Notification = Camelized<NotificationWire>;
export type NotificationList = Camelized<NotificationListWire>;
export type NotificationKind = NotificationWire['kind'];

export const notificationEndpoints = defineEndpoints({
  'get /notifications': {
    api: 'partner',
    summary: "The signed-in user's notifications, newest first, with the unread count",
    access: 'user',
    response: notificationListSchema,
  },
  'post /notifications/{id}/read': {
    api: 'partner',
    summary: 'Marks one of the signed-in user\'s notifications read (another user\'s is 404); answers the list',
    access: 'user',
    response: notificationListSchema,
  },
  'post /notifications/read_all': {
    api: 'partner',
    summary: "Marks all the signed-in user's notifications read; answers the list",
    access: 'user',
    response: notificationListSchema,
  },
});

export const notificationsKey = ['notifications'] as const;

/**
 * The pacing rule: the interval asks every 30 s and skips its ticks while the
 * tab is hidden; a mount asks only when the answer is 30 s old (staleTime);
 * a tab coming back into view does not ask at once (refetchOnWindowFocus off),
 * or it could ask twice within 30 s with the interval's next tick. The bell
 * shows its own error state, so a failed poll is not flashed on every page.
 */
export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsKey,
    queryFn: ({ signal }): Promise<NotificationList> => callEndpoint(notificationEndpoints['get /notifications'], { signal }),
    staleTime: NOTIFICATION_POLL_MS,
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: false,
    meta: { globalErrorHandling: false },
  });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}

/** Marking answers the list, so the bell updates without another request. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(notificationEndpoints['post /notifications/{id}/read'], { params: { id } }),
    onSuccess: (list) => queryClient.setQueryData(notificationsKey, list),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(notificationEndpoints['post /notifications/read_all']),
    onSuccess: (list) => queryClient.setQueryData(notificationsKey, list),
  });
}
