import { describe, expect, it } from 'vitest';
import { reviewTimeline, type TimelineApproval, type TimelineDecision, type TimelineProgression } from './review-timeline';

const approval = (overrides: Partial<TimelineApproval>): TimelineApproval => ({
  id: 'a1',
  type: 'marketplace_fitting_approval',
  createdAt: '2026-03-01T10:00:00Z',
  requesterEmail: 'partner@acme.test',
  decisions: [],
  ...overrides,
});

const decision = (state: TimelineDecision['state'], decidedAt: string, approverEmail: string | null = null, notes: string | null = null): TimelineDecision => ({
  state,
  decidedAt,
  approverEmail,
  notes,
});

const progression = (overrides: Partial<TimelineProgression>): TimelineProgression => ({
  id: 'p1',
  state: 'approved',
  to: 'beta',
  createdAt: '2026-03-01T10:00:00Z',
  decidedAt: '2026-03-01T10:00:00Z',
  requesterEmail: null,
  approverEmail: null,
  ...overrides,
});

describe('reviewTimeline (issue 11: every request, decision, progression and review, newest first)', () => {
  it('a pending request is one event, by its requester', () => {
    const events = reviewTimeline({ approvals: [approval({})], progressions: [], reviews: [] });
    expect(events).toEqual([expect.objectContaining({ kind: 'request', title: 'Business Approval requested', by: 'partner@acme.test' })]);
  });

  it('a decided approval adds who decided, when, the state and the notes', () => {
    const events = reviewTimeline({
      approvals: [approval({ decisions: [decision('rejected', '2026-03-04T09:00:00Z', 'reviewer@platform.test', 'Icon is blurry.')] })],
      progressions: [],
      reviews: [],
    });
    expect(events.map((event) => [event.kind, event.at, event.title, event.by, event.notes])).toEqual([
      ['decision', '2026-03-04T09:00:00Z', 'Business Approval set to Rejected', 'reviewer@platform.test', 'Icon is blurry.'],
      ['request', '2026-03-01T10:00:00Z', 'Business Approval requested', 'partner@acme.test', null],
    ]);
  });

  it('keeps every decision, not only the latest: rejected, set back to pending, then approved', () => {
    const events = reviewTimeline({
      approvals: [
        approval({
          decisions: [
            decision('rejected', '2026-03-04T09:00:00Z', 'reviewer@platform.test', 'Icon is blurry.'),
            decision('pending', '2026-03-06T09:00:00Z', 'reviewer@platform.test', 'New icon uploaded.'),
            decision('approved', '2026-03-07T09:00:00Z', 'admin@platform.test', 'Looks good.'),
          ],
        }),
      ],
      progressions: [],
      reviews: [],
    });
    expect(events.map((event) => [event.title, event.by, event.notes])).toEqual([
      ['Business Approval set to Approved', 'admin@platform.test', 'Looks good.'],
      ['Business Approval set to Pending', 'reviewer@platform.test', 'New icon uploaded.'],
      ['Business Approval set to Rejected', 'reviewer@platform.test', 'Icon is blurry.'],
      ['Business Approval requested', 'partner@acme.test', null],
    ]);
  });

  it('what the API withheld from a partner stays withheld (no who, no notes)', () => {
    const events = reviewTimeline({
      approvals: [approval({ decisions: [decision('approved', '2026-03-02T00:00:00Z')], requesterEmail: null })],
      progressions: [progression({ id: 'p1', to: 'beta', createdAt: '2026-03-01T00:00:00Z', decidedAt: '2026-03-05T00:00:00Z' })],
      reviews: [],
    });
    expect(events.every((event) => event.by === null && event.notes === null)).toBe(true);
  });

  it('merges all three kinds newest first, with stable ties', () => {
    const events = reviewTimeline({
      approvals: [approval({ id: 'a1', decisions: [decision('approved', '2026-03-03T00:00:00Z')] })],
      progressions: [
        progression({ id: 'p1', to: 'beta', createdAt: '2026-03-06T00:00:00Z', decidedAt: '2026-03-06T00:00:00Z', approverEmail: 'admin@platform.test' }),
        progression({ id: 'p2', to: 'shutdown', createdAt: '2026-04-01T00:00:00Z', decidedAt: '2026-04-01T00:00:00Z', approverEmail: 'admin@platform.test' }),
      ],
      reviews: [
        { id: 'r1', status: 'failed', progressionType: 'beta', createdAt: '2026-02-27T00:00:00Z', updatedAt: '2026-02-28T00:00:00Z' },
        { id: 'r2', status: 'succeeded', progressionType: 'beta', createdAt: '2026-03-03T00:00:00Z', updatedAt: '2026-03-03T00:00:00Z' },
      ],
    });
    expect(events.map((event) => event.title)).toEqual([
      'Shut down',
      'Progressed to Beta',
      'Business Approval set to Approved',
      'Automatic review for beta succeeded',
      'Business Approval requested',
      'Automatic review for beta failed',
    ]);
  });

  it("spells a cancelled review as the spec and the logs' review panel do: canceled (issue 21 item 13)", () => {
    const review = (id: string, status: string) => ({ id, status, progressionType: 'ga' as const, createdAt: '2026-03-03T00:00:00Z', updatedAt: '2026-03-03T00:00:00Z' });
    expect(reviewTimeline({ approvals: [], progressions: [], reviews: [review('r1', 'cancelled'), review('r2', 'cancelling')] }).map((event) => event.title)).toEqual([
      'Automatic review for GA canceled',
      'Automatic review for GA being canceled',
    ]);
  });

  it("shows a partner's progression request, then the admin's approval as its own event", () => {
    const pending = progression({ id: 'p1', state: 'pending', to: 'ga', createdAt: '2026-05-01T00:00:00Z', requesterEmail: 'partner@acme.test' });
    expect(reviewTimeline({ approvals: [], progressions: [pending], reviews: [] }).map((event) => [event.kind, event.title, event.by])).toEqual([
      ['request', 'Progression to GA requested', 'partner@acme.test'],
    ]);
    const approved = { ...pending, state: 'approved' as const, decidedAt: '2026-05-03T00:00:00Z', approverEmail: 'admin@platform.test' };
    expect(reviewTimeline({ approvals: [], progressions: [approved], reviews: [] }).map((event) => [event.kind, event.at, event.title, event.by])).toEqual([
      ['progression', '2026-05-03T00:00:00Z', 'Progressed to GA', 'admin@platform.test'],
      ['request', '2026-05-01T00:00:00Z', 'Progression to GA requested', 'partner@acme.test'],
    ]);
  });

  it('is empty with no records', () => {
    expect(reviewTimeline({ approvals: [], progressions: [], reviews: [] })).toEqual([]);
  });
});
