/**
 * Whether an add-on shows the early-warning banner (issue 34 §4): while the
 * signed-in user has an unread early warning about it in the bell. The bell's
 * record is the one source: reading it there (or following the banner's link,
 * which marks it read) retires the banner, so it never nags after it was seen.
 */
import type { NotificationKind } from '../api/notifications';

export interface WarningNotificationFacts {
  id: string;
  kind: NotificationKind;
  addonSlug: string | null;
  readAt: string | null;
  createdAt: string;
  subject: string | null;
}

/** The newest unread early warning about `slug`, or `null`. */
export function unreadWarningFor<T extends WarningNotificationFacts>(notifications: readonly T[], slug: string): T | null {
  let newest: T | null = null;
  for (const each of notifications) {
    if (each.kind !== 'integration_warning' || each.addonSlug !== slug || each.readAt !== null) continue;
    if (!newest || each.createdAt > newest.createdAt) newest = each;
  }
  return newest;
}
