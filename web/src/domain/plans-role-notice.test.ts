import { describe, expect, it } from 'vitest';
import { companyPermission, PERMISSION_PENDING } from './company-permission';
import type { CompanyRole } from './company-permissions';
import { plansRoleNotice } from './plans-role-notice';

const notice = (role: CompanyRole, state: 'alpha' | 'beta' | 'ga' = 'ga') => {
  const user = { platformAdmin: false, companyRole: role };
  return plansRoleNotice(state, companyPermission(user, 'managePlans'), companyPermission(user, 'requestRepricing')).reason;
};

const PLANS = 'Only an Owner or Developer can change plans and features.';
const REPRICE = 'Only an Owner or Finance can request repricings.';

describe('the Plans tab’s role notice (issue 35 §2)', () => {
  it('tells a Developer on a GA add-on why there is no Reprice', () => {
    expect(notice('developer')).toBe(REPRICE);
  });

  it('says nothing to a Developer where no one reprices (not GA)', () => {
    expect(notice('developer', 'beta')).toBeNull();
    expect(notice('developer', 'alpha')).toBeNull();
  });

  it('tells Finance only about plans: they may reprice', () => {
    expect(notice('finance')).toBe(PLANS);
  });

  it('tells Support both, in one notice', () => {
    expect(notice('support')).toBe(`${PLANS} ${REPRICE}`);
    expect(notice('support', 'beta')).toBe(PLANS);
  });

  it('says nothing to an Owner, or while the user is unknown', () => {
    expect(notice('owner')).toBeNull();
    expect(plansRoleNotice('ga', PERMISSION_PENDING, PERMISSION_PENDING)).toEqual({ allowed: false, reason: null });
  });
});
