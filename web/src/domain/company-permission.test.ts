import { describe, expect, it } from 'vitest';
import { companyPermission, PERMISSION_PENDING, readableBy } from './company-permission';

const member = (companyRole: 'owner' | 'developer' | 'finance' | 'support' | null) => ({ platformAdmin: false, companyRole });

describe('companyPermission', () => {
  it('allows an action the role has, with no reason', () => {
    expect(companyPermission(member('developer'), 'editListing')).toEqual({ allowed: true, reason: null });
    expect(companyPermission(member('finance'), 'requestRepricing')).toEqual({ allowed: true, reason: null });
    expect(companyPermission(member('owner'), 'manageUsers')).toEqual({ allowed: true, reason: null });
  });

  it("refuses one the role lacks, with the sandbox's sentence", () => {
    expect(companyPermission(member('finance'), 'editListing')).toEqual({ allowed: false, reason: 'Only an Owner or Developer can edit the listing.' });
    expect(companyPermission(member('developer'), 'viewReports')).toEqual({ allowed: false, reason: 'Only an Owner, Finance or Support can see reports.' });
    expect(companyPermission(member('support'), 'requestApproval')).toEqual({
      allowed: false,
      reason: 'Only an Owner or Developer can request approvals and reviews.',
    });
  });

  it('lets a platform admin do everything, as before roles', () => {
    expect(companyPermission({ platformAdmin: true, companyRole: null }, 'manageUsers')).toEqual({ allowed: true, reason: null });
    expect(companyPermission({ platformAdmin: true, companyRole: null }, 'viewReports')).toEqual({ allowed: true, reason: null });
  });

  it('offers nothing to a user in no company', () => {
    expect(companyPermission(member(null), 'editListing').allowed).toBe(false);
    expect(companyPermission(member(null), 'read').allowed).toBe(true);
  });

  it('offers and refuses nothing until the user is known', () => {
    expect(companyPermission(undefined, 'read')).toBe(PERMISSION_PENDING);
    expect(PERMISSION_PENDING).toEqual({ allowed: false, reason: null });
  });
});

describe('readableBy', () => {
  const entries = [{ label: 'Plans' }, { label: 'Reports', readAction: 'viewReports' as const }];
  const labels = (user: Parameters<typeof readableBy>[0]) => readableBy(user, entries).map((entry) => entry.label);

  it('keeps what needs no action, and what the role may read', () => {
    expect(labels(member('finance'))).toEqual(['Plans', 'Reports']);
    expect(labels({ platformAdmin: true, companyRole: null })).toEqual(['Plans', 'Reports']);
  });

  it('drops what the role may not read, and waits while the user is unknown', () => {
    expect(labels(member('developer'))).toEqual(['Plans']);
    expect(labels(undefined)).toEqual(['Plans']);
  });
});
