/**
 * The admins' review queue (issue "Waiting for review"; spec §4 "Approvals",
 * "Progression details", §6): which approvals and progression requests wait
 * for a platform admin, in what order, what each is called and where it is
 * decided. The sandbox builds the queue with the same rules.
 */
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import type { ReviewQueueEntry } from '../api/review-queue';
import { nextStepsPaths } from './addon-paths';
import type { AddonState } from './addon-state';
import { APPROVAL_LABELS, type ApprovalState } from './approvals';
import { PROGRESSION_TARGET_NAMES, type ProgressionRecordFacts } from './progression';

dayjs.extend(relativeTime);

/**
 * Spec §4: "A new request is created as pending", and the admin decides it.
 * Only a pending one waits for the platform team: a rejected approval waits
 * on the partner. A shut-down add-on has nothing left to decide.
 */
export function approvalWaitsForReview(approvalState: ApprovalState, addonState: AddonState): boolean {
  return approvalState === 'pending' && addonState !== 'shutdown';
}

/**
 * Spec §4 "Progression is decided by an admin on the progression-approval
 * screen": a partner's request waits while pending and made from the state
 * the add-on is still in (one made from an earlier state no longer counts,
 * like `pendingProgressionRequest`). Shutdowns are never requested.
 */
export function progressionWaitsForReview(progression: ProgressionRecordFacts, addonState: AddonState): boolean {
  return progression.state === 'pending' && progression.to !== 'shutdown' && progression.from === addonState && addonState !== 'shutdown';
}

interface Requested {
  id: string;
  requestedAt: string;
}

function instant(timestamp: string): number {
  const time = Date.parse(timestamp);
  if (Number.isNaN(time)) throw new RangeError(`Not a timestamp: ${timestamp}`);
  return time;
}

/**
 * Issue: "a queue … oldest first". By the instant each was requested (not the
 * text: `+02:00` and `Z` times compare by when they happened); requests made
 * at the same instant keep a stable order by id. Returns a new list.
 */
export function oldestFirst<Entry extends Requested>(entries: readonly Entry[]): Entry[] {
  return [...entries].sort((a, b) => instant(a.requestedAt) - instant(b.requestedAt) || a.id.localeCompare(b.id));
}

/** What waits: the approval's label (spec §4 "Types and labels"), or "Progression to Beta" / "Progression to GA". */
export function waitingForLabel(entry: ReviewQueueEntry): string {
  return entry.kind === 'approval' ? APPROVAL_LABELS[entry.approvalType] : `Progression to ${PROGRESSION_TARGET_NAMES[entry.to]}`;
}

/**
 * Where it is decided: an approval in its edit panel on next steps (spec §2,
 * `approvals/{approval_id}/edit`), a progression request in next steps'
 * progression-approval section.
 */
export function decisionPath(entry: ReviewQueueEntry): string {
  return entry.kind === 'approval' ? nextStepsPaths.editApproval(entry.addon.slug, entry.id) : nextStepsPaths.progressionApproval(entry.addon.slug);
}

/** "1 request waiting for review", "3 requests waiting for review"; none: "Nothing is waiting for review." */
export function waitingCountSentence(count: number): string {
  if (count === 0) return 'Nothing is waiting for review.';
  return `${count} ${count === 1 ? 'request' : 'requests'} waiting for review`;
}

/**
 * How long it has waited, beside the general date: "3 days ago", "a month
 * ago". `now` is passed in so the rule stays pure (and testable); a time a
 * little in the future (clocks differ) reads "a few seconds ago", never "in …".
 */
export function waitingSinceRelative(requestedAt: string, now: Date): string {
  const requested = dayjs(instant(requestedAt));
  return requested.isAfter(now) ? 'a few seconds ago' : requested.from(now);
}
