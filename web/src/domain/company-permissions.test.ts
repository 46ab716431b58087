import { describe, expect, it } from 'vitest';
import {
  COMPANY_PERMISSIONS,
  COMPANY_ROLES,
  LAST_OWNER_REASON,
  lastOwnerRefusal,
  mayDo,
  permissionSentence,
  roleFromFlags,
  roleRefusal,
  type CompanyAction,
  type CompanyRole,
} from './company-permissions';

/** The issue's sentences (issue 35 §2), one row per role: what it may do; every other action is refused. */
const issueSentences: Readonly<Record<CompanyRole, readonly CompanyAction[]>> = {
  // Owner: everything, including users and roles.
  owner: Object.keys(COMPANY_PERMISSIONS) as CompanyAction[],
  // Developer: listing, plans, features, settings and credentials, approvals and reviews; no reports, no users.
  developer: ['read', 'ownAccount', 'editListing', 'managePlans', 'manageCredentials', 'requestApproval'],
  // Finance: reports and repricing requests, read-only elsewhere.
  finance: ['read', 'ownAccount', 'viewReports', 'viewUsers', 'requestRepricing'],
  // Support: read-only everywhere, logs and failed attempts.
  support: ['read', 'ownAccount', 'viewReports', 'viewUsers'],
};

describe('the company permission table', () => {
  const actions = Object.keys(COMPANY_PERMISSIONS) as CompanyAction[];
  for (const role of COMPANY_ROLES) {
    for (const action of actions) {
      const allowed = issueSentences[role].includes(action);
      it(`${role} ${allowed ? 'may' : 'may not'} ${action}`, () => {
        expect(mayDo(role, action)).toBe(allowed);
        expect(roleRefusal(role, action)).toBe(allowed ? null : permissionSentence(action));
      });
    }
  }

  it('names the roles needed in the refusal', () => {
    expect(permissionSentence('editListing')).toBe('Only an Owner or Developer can edit the listing.');
    expect(permissionSentence('manageUsers')).toBe("Only an Owner can manage the company's users and their roles.");
    expect(permissionSentence('viewReports')).toBe('Only an Owner, Finance or Support can see reports.');
  });

  it('maps today’s flags: admin → Owner, everyone else → Developer', () => {
    expect(roleFromFlags({ admin: true })).toBe('owner');
    expect(roleFromFlags({ admin: false })).toBe('developer');
  });
});

describe('the last Owner', () => {
  it('cannot be removed or given another role', () => {
    expect(lastOwnerRefusal('owner', null, 1)).toBe(LAST_OWNER_REASON);
    expect(lastOwnerRefusal('owner', 'developer', 1)).toBe(LAST_OWNER_REASON);
  });
  it('may stay Owner, and an Owner among several may go', () => {
    expect(lastOwnerRefusal('owner', 'owner', 1)).toBeNull();
    expect(lastOwnerRefusal('owner', 'finance', 2)).toBeNull();
    expect(lastOwnerRefusal('owner', null, 2)).toBeNull();
    expect(lastOwnerRefusal('developer', null, 1)).toBeNull();
  });
});
