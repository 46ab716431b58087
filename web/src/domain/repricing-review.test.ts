import { describe, expect, it } from 'vitest';
import { REPRICING_STATUS_LABELS, REPRICING_STATUSES, type RepricingStatus } from './repricing';
import { repricingDates } from './repricing-dates';
import {
  existingInstallsDate,
  groupRepricings,
  REPRICING_EMPTY_MESSAGES,
  REPRICING_GROUP_DESCRIPTIONS,
  repricingConfirmation,
  repricingMoveHint,
  repricingMovedMessage,
  repricingMoveFailedMessage,
  repricingMoveTargets,
  repricingTabFrom,
  repricingTabLabel,
  repricingTabParam,
  waitingRepricingCount,
  waitingRepricingsSentence,
} from './repricing-review';

const rows = (...statuses: string[]) => statuses.map((status, index) => ({ id: index + 1, status }));
const ids = (list: readonly { id: number }[]) => list.map((row) => row.id);

describe('grouping into the three tabs (spec §4: "current is new and in_progress; scheduled is approved and partially_complete; history is completed, rejected and error")', () => {
  it.each([
    ['new', 'current'],
    ['in_progress', 'current'],
    ['approved', 'scheduled'],
    ['partially_complete', 'scheduled'],
    ['completed', 'history'],
    ['rejected', 'history'],
    ['error', 'history'],
  ] as const)('%s is listed under %s, and only there', (status, tab) => {
    const groups = groupRepricings(rows(status));
    expect(groups[tab]).toHaveLength(1);
    expect(Object.values(groups).flat()).toHaveLength(1);
  });

  it('keeps every request exactly once, in the order given', () => {
    const list = rows('completed', 'new', 'approved', 'in_progress', 'error', 'partially_complete', 'rejected', 'new');
    const groups = groupRepricings(list);
    expect(ids(groups.current)).toEqual([2, 4, 8]);
    expect(ids(groups.scheduled)).toEqual([3, 6]);
    expect(ids(groups.history)).toEqual([1, 5, 7]);
  });

  it('gives three empty tabs for no requests', () => {
    expect(groupRepricings([])).toEqual({ current: [], scheduled: [], history: [] });
  });

  it('throws on an unknown status (spec §4: "An unknown status is an error") instead of dropping the request', () => {
    expect(() => groupRepricings(rows('new', 'cancelled'))).toThrow(RangeError);
  });

  it('covers all seven statuses', () => {
    const groups = groupRepricings(rows(...REPRICING_STATUSES));
    expect([groups.current.length, groups.scheduled.length, groups.history.length]).toEqual([2, 2, 3]);
  });
});

describe('each tab has its empty message (spec §2: "no pricing requests, or no scheduled or historical requests")', () => {
  it.each([
    ['current', 'There are no pricing requests.'],
    ['scheduled', 'There are no scheduled requests.'],
    ['history', 'There are no historical requests.'],
  ] as const)('%s: %j', (tab, message) => {
    expect(REPRICING_EMPTY_MESSAGES[tab]).toBe(message);
  });
});

describe('the tab in the address (spec §2: "current (default)")', () => {
  it.each([
    [null, 'current'],
    [undefined, 'current'],
    ['', 'current'],
    ['current', 'current'],
    ['scheduled', 'scheduled'],
    ['history', 'history'],
    ['Scheduled', 'current'],
    ['archive', 'current'],
  ] as const)('%j → %s', (value, tab) => {
    expect(repricingTabFrom(value)).toBe(tab);
  });

  it.each([
    ['current', null],
    ['scheduled', 'scheduled'],
    ['history', 'history'],
  ] as const)('%s is written as %j', (tab, param) => {
    expect(repricingTabParam(tab)).toBe(param);
    expect(repricingTabFrom(param)).toBe(tab);
  });

  it('labels a tab with its count', () => {
    expect(repricingTabLabel('Current', 3)).toBe('Current (3)');
    expect(repricingTabLabel('History', 10_000)).toBe('History (10,000)');
  });
});

describe("the admin index's live count: requests waiting (current: new and in_progress)", () => {
  it('counts new and in_progress only', () => {
    expect(waitingRepricingCount(rows('new', 'in_progress', 'approved', 'partially_complete', 'completed', 'rejected', 'error', 'new'))).toBe(3);
  });

  it.each([
    [0, 'No repricing requests waiting'],
    [1, '1 repricing request waiting'],
    [3, '3 repricing requests waiting'],
    [1200, '1,200 repricing requests waiting'],
  ])('%i → %j', (count, sentence) => {
    expect(waitingRepricingsSentence(count)).toBe(sentence);
  });
});

describe('the per-row status menu (spec §4: "Admins can move a request to new, in_progress, approved or rejected")', () => {
  it.each([
    ['new', ['in_progress', 'approved', 'rejected']],
    ['in_progress', ['new', 'approved', 'rejected']],
    ['approved', ['new', 'in_progress', 'rejected']],
    ['partially_complete', ['new', 'in_progress', 'approved', 'rejected']],
    ['completed', []],
    ['rejected', []],
    ['error', []],
  ] as const)('%s offers %j', (status, targets) => {
    expect(repricingMoveTargets(status)).toEqual(targets);
  });

  it('throws on an unknown status', () => {
    expect(() => repricingMoveTargets('paused')).toThrow(RangeError);
  });
});

describe('effective dates (spec §4: existing installs "unless grandfathered … the first day of the month after next")', () => {
  it.each([
    ['2026-12-01', false, '2027-01-01'],
    ['2026-01-01', false, '2026-02-01'],
    ['2026-11-01', false, '2026-12-01'],
    ['2026-12-01', true, null],
  ] as const)('new installs from %s, grandfathered %s → existing installs from %j', (repriceDate, grandfathered, existing) => {
    expect(existingInstallsDate(repriceDate, grandfathered)).toBe(existing);
  });

  it('agrees with the date the request form showed (repricing-dates.ts), before and after the 20th', () => {
    for (const requested of ['2026-11-05T10:00:00Z', '2026-11-24T10:00:00Z', '2026-12-20T00:00:00Z']) {
      const dates = repricingDates(new Date(requested), false);
      expect(existingInstallsDate(dates.newInstalls, false)).toBe(dates.existingInstalls);
    }
  });

  it('refuses a date that is not one', () => {
    expect(() => existingInstallsDate('12/01/2026', false)).toThrow(RangeError);
  });
});

describe('what a move says', () => {
  const subject = { addonDisplayName: 'Acme Postgres', planName: 'Standard 2' };

  it('names the add-on, the plan and the new status', () => {
    expect(repricingMovedMessage(subject, 'approved')).toBe('Acme Postgres · Standard 2 repricing moved to Approved.');
  });

  it('names the add-on, the plan, the reason, and where the request is after the rollback', () => {
    expect(repricingMoveFailedMessage(subject, 'in_progress', 'approved', 'The upstream is down.')).toBe(
      'Could not move the Acme Postgres · Standard 2 repricing to Approved: The upstream is down. It is still In Progress.',
    );
  });
});

describe('tabs and menu agree (issue 31 item 6: "Scheduled" tab, "Approved" menu)', () => {
  it.each([
    ['new', 'To Current'],
    ['in_progress', 'To Current'],
    ['approved', 'To Scheduled'],
    ['rejected', 'To History'],
  ] as const)('the menu says where %s goes: %j', (target, hint) => {
    expect(repricingMoveHint(target)).toBe(hint);
  });

  it('each tab’s description names every status it holds', () => {
    const groups = groupRepricings(rows(...REPRICING_STATUSES));
    for (const [tab, members] of Object.entries(groups) as [keyof typeof groups, { status: string }[]][]) {
      for (const { status } of members) expect(REPRICING_GROUP_DESCRIPTIONS[tab]).toContain(REPRICING_STATUS_LABELS[status as RepricingStatus]);
    }
  });
});

describe('deciding is confirmed (issue 31 item 6: approve or reject in one click)', () => {
  const flagged = { addonDisplayName: 'Northwind APM', planName: 'Pro', originalPriceCents: 3900, priceCents: 4900, grandfathered: false, repriceDate: '2026-12-01' };

  it('approving a flagged increase says existing customers will pay more, and when', () => {
    const confirmation = repricingConfirmation(flagged, 'approved');
    expect(confirmation).toMatchObject({ title: 'Approve the Northwind APM · Pro repricing?', confirmLabel: 'Approve', reasonRequired: false, destructive: false });
    expect(confirmation?.lines).toEqual([
      '$39.00 → $49.00. New installs pay it from 12/01/2026; existing installs from 01/01/2027.',
      'It moves to Scheduled as Approved.',
    ]);
    expect(confirmation?.warning).toBe('Flagged: this price increase is not grandfathered, so existing customers will pay more from 01/01/2027.');
  });

  it.each([
    ['a grandfathered increase', { ...flagged, grandfathered: true }],
    ['a decrease', { ...flagged, priceCents: 2900 }],
  ])('approving %s carries no warning', (_case, subject) => {
    expect(repricingConfirmation(subject, 'approved')?.warning).toBeNull();
  });

  it('says a grandfathered approval leaves existing installs at their price', () => {
    expect(repricingConfirmation({ ...flagged, grandfathered: true }, 'approved')?.lines[0]).toContain('existing installs keep their price (grandfathered)');
  });

  it('rejecting requires a reason and is marked destructive', () => {
    expect(repricingConfirmation(flagged, 'rejected')).toMatchObject({
      title: 'Reject the Northwind APM · Pro repricing?',
      confirmLabel: 'Reject',
      reasonRequired: true,
      destructive: true,
      warning: null,
    });
  });

  it.each(['new', 'in_progress'] as const)('a move back to %s is no decision: no confirmation', (target) => {
    expect(repricingConfirmation(flagged, target)).toBeNull();
  });
});
