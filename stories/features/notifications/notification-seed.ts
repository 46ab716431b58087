/**
 * Notifications for the bell's stories, written straight into a story's store
 * as the sandbox would have recorded them for Priya (partner@acme.test).
 */
import { findUserByEmail } from '../../../fixtures/data';
import { storedNotifications, type NotificationRecord } from '../../../fixtures/model/notifications';
import type { SandboxStore } from '../../../fixtures/model/store';
import { personaEmails } from '../../../fixtures/msw';

/** The stories' "now": relative times ("3 minutes ago") are read against it. */
export const STORY_NOW = '2026-11-27T10:00:00Z';

const minutesBefore = (minutes: number) => new Date(Date.parse(STORY_NOW) - minutes * 60_000).toISOString();

type Seed = Pick<NotificationRecord, 'kind' | 'addon_slug' | 'addon_name' | 'subject' | 'outcome'> & Partial<Pick<NotificationRecord, 'plan_id'>>;

/** One of each kind, newest first. */
export const everyKind: readonly Seed[] = [
  { kind: 'approval_decided', addon_slug: 'acme-insights', addon_name: 'Acme Insights', subject: 'alpha_engineering_approval', outcome: 'approved' },
  { kind: 'review_finished', addon_slug: 'acme-vault', addon_name: 'Acme Vault', subject: null, outcome: 'failed' },
  {
    kind: 'repricing_moved',
    addon_slug: 'acme-postgres',
    addon_name: 'Acme Postgres',
    plan_id: 'acme-postgres-plan-standard-2',
    subject: 'Standard 2',
    outcome: 'approved',
  },
  { kind: 'progression_done', addon_slug: 'acme-vault', addon_name: 'Acme Vault', subject: null, outcome: 'ga' },
  { kind: 'company_user_added', addon_slug: 'acme-archive', addon_name: 'Acme Archive', subject: 'sasha@contractors.test', outcome: null },
  { kind: 'company_user_revoked', addon_slug: 'acme-archive', addon_name: 'Acme Archive', subject: 'billing@acme.test', outcome: null },
];

/**
 * Seeds `count` notifications for the partner, cycling through the kinds,
 * the first `unread` of them unread; each a little older than the one before
 * (3 minutes, then hours, then days).
 */
export function seedNotifications(count: number, unread: number) {
  return (store: SandboxStore) => {
    const user = findUserByEmail(personaEmails.partner);
    if (!user) throw new Error('No partner persona');
    for (let index = 0; index < count; index += 1) {
      const seed = everyKind[index % everyKind.length]!;
      const createdAt = minutesBefore(3 + index * index * 45);
      storedNotifications(store).push({
        plan_id: null,
        failure_group_id: null,
        ...seed,
        id: `story-notification-${index + 1}`,
        user_id: user.id,
        created_at: createdAt,
        read_at: index < unread ? null : createdAt,
      });
    }
  };
}
