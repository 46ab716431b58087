/**
 * The notification centre's words and links (issue 25 item 2): what each kind
 * of notification says, where it happened (the screen it links to), and how
 * the bell names itself with its unread count.
 */
import type { NotificationKind } from '../api/notifications';
import { addonPath, addonSectionPath, ADDONS_PATH, companyPaths, integrationPaths, nextStepsPaths, plansPaths, workspaceSectionSegments } from './addon-paths';
import { APPROVAL_LABELS, isApprovalType } from './approvals';
import { COMPANY_ROLE_LABELS, type CompanyRole } from './company-permissions';
import { OWN_COMPANY_PATH } from './company-screen-paths';
import { integrationWarningLink } from './integration-warning-link';
import { PROGRESSION_TARGET_NAMES } from './progression';
import { isRepricingStatus, REPRICING_STATUS_LABELS } from './repricing';
import { waitingSinceRelative } from './review-queue';

/** What a notification says about itself (the wire's fields, camelCased). */
export interface NotificationFacts {
  kind: NotificationKind;
  addonSlug: string | null;
  planId: string | null;
  subject: string | null;
  outcome: string | null;
  /** An early warning's: the group that explains it, and when it was raised (issue 34 §4). */
  failureGroupId?: string | null;
  createdAt?: string;
}

const REVIEW_OUTCOMES: Readonly<Record<string, string>> = {
  succeeded: 'Automatic review succeeded',
  failed: 'Automatic review failed',
  error: 'Automatic review stopped with an error',
};

function progressionSentence(outcome: string | null): string {
  if (outcome === 'shutdown') return 'Shut down';
  if (outcome === 'beta' || outcome === 'ga') return `Moved to ${PROGRESSION_TARGET_NAMES[outcome]}`;
  return 'Progression done';
}

/** " as Finance" for a known role; nothing otherwise. */
function roleSuffix(role: string | null): string {
  return role !== null && Object.hasOwn(COMPANY_ROLE_LABELS, role) ? ` as ${COMPANY_ROLE_LABELS[role as CompanyRole]}` : '';
}

/** The notification's sentence; the add-on it is about is shown beside it. */
export function notificationText({ kind, subject, outcome }: NotificationFacts): string {
  switch (kind) {
    case 'approval_decided': {
      const approval = subject && isApprovalType(subject) ? APPROVAL_LABELS[subject] : 'Approval';
      if (outcome === 'approved' || outcome === 'rejected') return `${approval} ${outcome}`;
      return `${approval} reviewed, still pending`;
    }
    case 'review_finished':
      return REVIEW_OUTCOMES[outcome ?? ''] ?? 'Automatic review finished';
    case 'repricing_moved': {
      const status = outcome && isRepricingStatus(outcome) ? REPRICING_STATUS_LABELS[outcome] : 'updated';
      return subject ? `Repricing of the ${subject} plan: ${status}` : `Repricing: ${status}`;
    }
    case 'progression_done':
      return progressionSentence(outcome);
    case 'company_user_added':
      return `${subject ?? 'A user'} was added to your company`;
    case 'company_user_revoked':
      return `${subject ?? 'A user'} was removed from your company`;
    case 'invitation_sent':
      return `${subject ?? 'Someone'} was invited to your company${roleSuffix(outcome)}`;
    case 'invitation_accepted':
      return `${subject ?? 'Someone'} accepted the invitation and joined your company${roleSuffix(outcome)}`;
    case 'invitation_revoked':
      return `The invitation of ${subject ?? 'someone'} was revoked`;
    case 'company_user_role_changed':
      return `${subject ?? 'A user'} is now ${roleSuffix(outcome).replace(/^ as /, '') || 'in another role'}`;
    case 'webhook_disabled':
      return subject ? `Webhook endpoint ${subject} disabled after repeated failed deliveries` : 'Webhook endpoint disabled after repeated failed deliveries';
    case 'integration_warning':
      return subject ? `Early warning: ${subject}` : 'Early warning: your provisioning service is off its usual';
  }
}

/**
 * Where it happened: the approval and progression on next steps, the review
 * in the logs, the repricing on its plan's repricing panel, company users on
 * the company tab. Without an add-on (a company with none), the add-ons list.
 */
export function notificationLink({ kind, addonSlug, planId, failureGroupId = null, createdAt }: NotificationFacts, now: Date): string {
  if (kind.startsWith('invitation_') || kind === 'company_user_role_changed') return OWN_COMPANY_PATH;
  if (!addonSlug) return ADDONS_PATH;
  switch (kind) {
    case 'approval_decided':
      return nextStepsPaths.nextSteps(addonSlug);
    case 'progression_done':
      return addonPath(addonSlug);
    case 'webhook_disabled':
      return integrationPaths.tab(addonSlug, 'webhooks');
    case 'integration_warning':
      // The incident's cause among the failures grouped by cause, on a period that holds it.
      return createdAt ? integrationWarningLink({ addonSlug, failureGroupId, createdAt }, now) : integrationPaths.tab(addonSlug, 'failures');
    case 'review_finished':
      return addonSectionPath(addonSlug, workspaceSectionSegments.logs);
    case 'repricing_moved':
      return planId ? plansPaths.repricing(addonSlug, planId) : plansPaths.plans(addonSlug);
    case 'company_user_added':
    case 'company_user_revoked':
      return companyPaths.company(addonSlug);
    case 'invitation_sent':
    case 'invitation_accepted':
    case 'invitation_revoked':
      // Invitations (and roles, sent above) are managed on the company home, which needs no add-on.
      return OWN_COMPANY_PATH;
  }
}

/** "3 minutes ago"; `now` passed in so the rule stays pure. */
export function notificationAge(createdAt: string, now: Date): string {
  return waitingSinceRelative(createdAt, now);
}

/** The most the bell's badge counts; more reads "99+". */
export const BADGE_MAX = 99;

/** What the bell's badge shows: "3", or "99+" past BADGE_MAX. */
export function badgeCount(unreadCount: number): string {
  return unreadCount > BADGE_MAX ? `${BADGE_MAX}+` : String(unreadCount);
}

/**
 * The bell's accessible name: "Notifications, 3 unread"; "Notifications" when
 * all are read. It says the count the badge shows ("99+"), so the visible text
 * is part of the name (WCAG 2.5.3 Label in Name: a speech user says what they see).
 */
export function bellLabel(unreadCount: number): string {
  return unreadCount > 0 ? `Notifications, ${badgeCount(unreadCount)} unread` : 'Notifications';
}
