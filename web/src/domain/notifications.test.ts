import { describe, expect, it } from 'vitest';
import { badgeCount, bellLabel, notificationAge, notificationLink, notificationText, type NotificationFacts } from './notifications';

const facts = (kind: NotificationFacts['kind'], rest: Partial<NotificationFacts> = {}): NotificationFacts => ({
  kind,
  addonSlug: 'acme-insights',
  planId: null,
  subject: null,
  outcome: null,
  ...rest,
});

describe('what a notification says', () => {
  it.each([
    [facts('approval_decided', { subject: 'alpha_engineering_approval', outcome: 'approved' }), 'Technical Approval approved'],
    [facts('approval_decided', { subject: 'pricing_plan_approval', outcome: 'rejected' }), 'Pricing Plan Approval rejected'],
    [facts('approval_decided', { subject: 'marketplace_fitting_approval', outcome: 'pending' }), 'Business Approval reviewed, still pending'],
    [facts('approval_decided', { subject: 'no_such_approval', outcome: 'approved' }), 'Approval approved'],
    [facts('review_finished', { outcome: 'succeeded' }), 'Automatic review succeeded'],
    [facts('review_finished', { outcome: 'failed' }), 'Automatic review failed'],
    [facts('review_finished', { outcome: 'error' }), 'Automatic review stopped with an error'],
    [facts('review_finished', { outcome: 'something new' }), 'Automatic review finished'],
    [facts('repricing_moved', { subject: 'Pro', outcome: 'in_progress' }), 'Repricing of the Pro plan: In Progress'],
    [facts('repricing_moved', { outcome: 'rejected' }), 'Repricing: Rejected'],
    [facts('progression_done', { outcome: 'beta' }), 'Moved to Beta'],
    [facts('progression_done', { outcome: 'ga' }), 'Moved to GA'],
    [facts('progression_done', { outcome: 'shutdown' }), 'Shut down'],
    [facts('company_user_added', { subject: 'sasha@contractors.test' }), 'sasha@contractors.test was added to your company'],
    [facts('invitation_sent', { subject: 'new@example.test', outcome: 'finance' }), 'new@example.test was invited to your company as Finance'],
    [facts('invitation_accepted', { subject: 'new@example.test', outcome: 'support' }), 'new@example.test accepted the invitation and joined your company as Support'],
    [facts('invitation_revoked', { subject: 'new@example.test', outcome: 'finance' }), 'The invitation of new@example.test was revoked'],
    [facts('company_user_role_changed', { subject: 'billing@acme.test', outcome: 'developer' }), 'billing@acme.test is now Developer'],
    [facts('company_user_revoked', { subject: 'billing@acme.test' }), 'billing@acme.test was removed from your company'],
    [facts('webhook_disabled', { subject: 'https://hooks.acme.test/x' }), 'Webhook endpoint https://hooks.acme.test/x disabled after repeated failed deliveries'],
    [facts('webhook_disabled'), 'Webhook endpoint disabled after repeated failed deliveries'],
    [facts('integration_warning', { subject: 'Failed calls at 41 %, against a usual 0.7 %', outcome: 'failure_rate' }), 'Early warning: Failed calls at 41 %, against a usual 0.7 %'],
  ])('%o → %s', (notification, text) => {
    expect(notificationText(notification)).toBe(text);
  });
});

describe('where it links: the screen where it happened', () => {
  it.each([
    [facts('approval_decided'), '/addons/acme-insights/next-steps'],
    [facts('progression_done'), '/addons/acme-insights'],
    [facts('review_finished'), '/addons/acme-insights/logs'],
    [facts('repricing_moved', { planId: 'plan 1' }), '/addons/acme-insights/plans/plan%201/repricing'],
    [facts('repricing_moved'), '/addons/acme-insights/plans'],
    [facts('company_user_added'), '/addons/acme-insights/company'],
    [facts('company_user_revoked'), '/addons/acme-insights/company'],
    [facts('webhook_disabled'), '/addons/acme-insights/integration/webhooks'],
    [facts('integration_warning'), '/addons/acme-insights/integration/failures'],
    [
      facts('integration_warning', { failureGroupId: '0a1b2c3d', createdAt: '2026-11-26T01:00:00Z' }),
      '/addons/acme-insights/integration/failures?period=7d&group=0a1b2c3d',
    ],
    [facts('company_user_added', { addonSlug: null }), '/addons'],
    [facts('invitation_accepted', { addonSlug: null }), '/company'],
    [facts('invitation_sent'), '/company'],
    [facts('company_user_role_changed'), '/company'],
    [facts('approval_decided', { addonSlug: 'a/b?c' }), '/addons/a%2Fb%3Fc/next-steps'],
  ])('%o → %s', (notification, path) => {
    expect(notificationLink(notification, new Date('2026-11-28T12:00:00Z'))).toBe(path);
  });
});

describe('the bell', () => {
  it.each([
    [0, 'Notifications'],
    [1, 'Notifications, 1 unread'],
    [3, 'Notifications, 3 unread'],
    [99, 'Notifications, 99 unread'],
    [100, 'Notifications, 99+ unread'],
    [1200, 'Notifications, 99+ unread'],
  ])('with %i unread is named %j', (count, label) => {
    expect(bellLabel(count)).toBe(label);
  });

  it.each([
    [1, '1'],
    [99, '99'],
    [100, '99+'],
  ])('with %i unread, the badge reads %j, which its name contains', (count, shown) => {
    expect(badgeCount(count)).toBe(shown);
    expect(bellLabel(count)).toContain(shown);
  });

  it('says how long ago, never "in …" for a clock a little ahead', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(notificationAge('2026-11-27T09:57:00Z', now)).toBe('3 minutes ago');
    expect(notificationAge('2026-11-27T10:00:05Z', now)).toBe('a few seconds ago');
  });
});
