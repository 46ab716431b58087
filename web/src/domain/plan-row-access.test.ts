import { describe, expect, it } from 'vitest';
import { links } from './links';
import { DISABLED_PLAN_HINT, planRowAccess } from './plan-row-access';

const enabled = { enabled: true };
const disabled = { enabled: false };

describe('planRowAccess: what a plans-list row offers', () => {
  it.each(['alpha', 'beta', 'ga'] as const)('%s: an enabled plan opens, for partners and admins', (state) => {
    expect(planRowAccess(enabled, false, state)).toEqual({ kind: 'open' });
    expect(planRowAccess(enabled, true, state)).toEqual({ kind: 'open' });
  });

  it.each(['alpha', 'beta', 'ga'] as const)('%s: an admin opens a disabled plan too (spec §2)', (state) => {
    expect(planRowAccess(disabled, true, state)).toEqual({ kind: 'open' });
  });

  it('a partner on a disabled GA plan is told who changes it and pointed to the change-request form', () => {
    expect(planRowAccess(disabled, false, 'ga')).toEqual({
      kind: 'locked',
      hint: DISABLED_PLAN_HINT,
      link: { label: 'Request an availability change', href: links.planAvailabilityChangeRequest },
    });
  });

  it.each(['alpha', 'beta'] as const)('a partner on a disabled %s plan is pointed to a support ticket', (state) => {
    expect(planRowAccess(disabled, false, state)).toMatchObject({ kind: 'locked', link: { href: links.supportTicket } });
  });

  it('a shut-down add-on lists its plans only, whoever looks', () => {
    expect(planRowAccess(enabled, true, 'shutdown')).toEqual({ kind: 'listed' });
    expect(planRowAccess(disabled, false, 'shutdown')).toEqual({ kind: 'listed' });
  });
});
