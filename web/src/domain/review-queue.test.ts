import { describe, expect, it } from 'vitest';
import type { ReviewQueueEntry } from '../api/review-queue';
import {
  approvalWaitsForReview,
  decisionPath,
  oldestFirst,
  progressionWaitsForReview,
  waitingCountSentence,
  waitingForLabel,
  waitingSinceRelative,
} from './review-queue';

const addon = { slug: 'acme-insights', displayName: 'Acme Insights', state: 'alpha', iconUrl: null } as const;

function approval(id: string, requestedAt: string, approvalType: 'marketplace_fitting_approval' | 'article_review_approval' = 'marketplace_fitting_approval'): ReviewQueueEntry {
  return { kind: 'approval', id, addon, approvalType, requesterEmail: 'partner@acme.test', requestedAt };
}

function progression(id: string, requestedAt: string, to: 'beta' | 'ga' = 'beta'): ReviewQueueEntry {
  return { kind: 'progression', id, addon, to, requesterEmail: 'partner@acme.test', requestedAt };
}

describe('what waits for a platform admin', () => {
  // Spec §4: "A new request is created as pending." Only pending ones wait on the admins.
  it.each([
    ['pending', 'alpha', true],
    ['pending', 'beta', true],
    ['pending', 'ga', true],
    ['approved', 'alpha', false],
    // "Only pending or rejected approvals can be edited": a rejected one waits on the partner, not the queue.
    ['rejected', 'beta', false],
    // Shutdown "is irreversible": nothing is left to decide.
    ['pending', 'shutdown', false],
  ] as const)('an approval %s on a %s add-on waits: %s', (approvalState, addonState, waits) => {
    expect(approvalWaitsForReview(approvalState, addonState)).toBe(waits);
  });

  // Spec §4: "Progression is decided by an admin on the progression-approval screen."
  it.each([
    [{ state: 'pending', from: 'alpha', to: 'beta' }, 'alpha', true],
    [{ state: 'pending', from: 'beta', to: 'ga' }, 'beta', true],
    [{ state: 'approved', from: 'alpha', to: 'beta' }, 'alpha', false],
    // Asked from alpha, but the add-on is beta now: that request no longer counts.
    [{ state: 'pending', from: 'alpha', to: 'beta' }, 'beta', false],
    [{ state: 'pending', from: 'ga', to: 'shutdown' }, 'ga', false],
    [{ state: 'pending', from: 'beta', to: 'ga' }, 'shutdown', false],
  ] as const)('a progression %o on a %s add-on waits: %s', (record, addonState, waits) => {
    expect(progressionWaitsForReview(record, addonState)).toBe(waits);
  });
});

describe('oldest first (issue: "a queue … oldest first")', () => {
  it('puts the longest-waiting request first, approvals and progressions together', () => {
    const entries = [
      approval('b', '2026-11-10T14:30:00Z'),
      progression('p', '2026-10-01T09:00:00Z'),
      approval('a', '2026-11-03T08:00:00Z'),
    ];
    expect(oldestFirst(entries).map((entry) => entry.id)).toEqual(['p', 'a', 'b']);
  });

  it('compares instants, not text: 09:00+02:00 is before 08:00Z', () => {
    const entries = [approval('utc', '2026-11-03T08:00:00Z'), approval('berlin', '2026-11-03T09:00:00+02:00')];
    expect(oldestFirst(entries).map((entry) => entry.id)).toEqual(['berlin', 'utc']);
  });

  it('keeps requests made at the same instant in a stable order, and leaves its input alone', () => {
    const entries = [approval('z', '2026-11-03T08:00:00Z'), approval('m', '2026-11-03T08:00:00Z')];
    expect(oldestFirst(entries).map((entry) => entry.id)).toEqual(['m', 'z']);
    expect(entries.map((entry) => entry.id)).toEqual(['z', 'm']);
  });

  it('refuses a request without a readable time rather than placing it anywhere', () => {
    expect(() => oldestFirst([approval('a', 'soon'), approval('b', '2026-11-03T08:00:00Z')])).toThrow(RangeError);
  });
});

describe('each entry', () => {
  // Spec §4 "Types and labels".
  it('names an approval by its label and a progression by its target', () => {
    expect(waitingForLabel(approval('a', '2026-11-03T08:00:00Z'))).toBe('Business Approval');
    expect(waitingForLabel(approval('a', '2026-11-03T08:00:00Z', 'article_review_approval'))).toBe('Developer Documentation Approval');
    expect(waitingForLabel(progression('p', '2026-11-03T08:00:00Z', 'beta'))).toBe('Progression to Beta');
    expect(waitingForLabel(progression('p', '2026-11-03T08:00:00Z', 'ga'))).toBe('Progression to GA');
  });

  // Spec §2: next-steps "approvals/{approval_id}/edit (admin only)"; progression in next steps' progression-approval section.
  it('links to where it is decided', () => {
    expect(decisionPath(approval('acme-insights-approval-2', '2026-11-03T08:00:00Z'))).toBe('/addons/acme-insights/next-steps/approvals/acme-insights-approval-2/edit');
    expect(decisionPath(progression('p1', '2026-11-03T08:00:00Z'))).toBe('/addons/acme-insights/next-steps#progression-approval');
  });
});

describe('the live count', () => {
  it.each([
    [0, 'Nothing is waiting for review.'],
    [1, '1 request waiting for review'],
    [3, '3 requests waiting for review'],
  ])('%i reads "%s"', (count, sentence) => {
    expect(waitingCountSentence(count)).toBe(sentence);
  });
});

describe('how long it has waited', () => {
  const now = new Date('2026-11-13T14:30:00Z');
  it.each([
    ['2026-11-10T14:30:00Z', '3 days ago'],
    ['2026-11-12T14:30:00Z', 'a day ago'],
    ['2026-11-13T11:30:00Z', '3 hours ago'],
    ['2026-10-01T09:00:00Z', 'a month ago'],
    // A partner's clock a little ahead: still "just now", never "in a few seconds".
    ['2026-11-13T14:30:20Z', 'a few seconds ago'],
  ])('requested %s reads "%s"', (requestedAt, relative) => {
    expect(waitingSinceRelative(requestedAt, now)).toBe(relative);
  });
});
