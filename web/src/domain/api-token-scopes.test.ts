import { describe, expect, it } from 'vitest';
import {
  grantableScopes,
  isTokenExpired,
  SCOPE_ACTIONS,
  scopeOfAction,
  scopesBeyondRole,
  tokenExpiresAt,
  tokenScopeRefusal,
} from './api-token-scopes';
import { COMPANY_PERMISSIONS, COMPANY_ROLES, mayDo, type CompanyAction } from './company-permissions';

describe('scopes of personal API tokens', () => {
  it('are the permission table: one scope per action but the caller’s own things, and back', () => {
    const actions = (Object.keys(COMPANY_PERMISSIONS) as CompanyAction[]).filter((action) => action !== 'ownAccount');
    expect(Object.values(SCOPE_ACTIONS).sort()).toEqual([...actions].sort());
    for (const action of actions) expect(SCOPE_ACTIONS[scopeOfAction(action)!]).toBe(action);
    expect(scopeOfAction('ownAccount')).toBeNull();
  });

  it('a role grants exactly the scopes of the actions it may take', () => {
    for (const role of COMPANY_ROLES) {
      for (const scope of Object.keys(SCOPE_ACTIONS) as (keyof typeof SCOPE_ACTIONS)[]) {
        expect(grantableScopes(role).includes(scope), `${role} ${scope}`).toBe(mayDo(role, SCOPE_ACTIONS[scope]));
      }
    }
    expect(grantableScopes('finance')).toEqual(['read_listing', 'read_reports', 'read_users', 'request_repricings']);
    expect(grantableScopes('owner')).toEqual(Object.keys(SCOPE_ACTIONS));
    expect(grantableScopes(null)).toEqual([]);
  });

  it('refuses scopes beyond the role, naming them, and takes those within it', () => {
    expect(scopesBeyondRole('developer', ['read_listing', 'write_listing'])).toBeNull();
    expect(scopesBeyondRole('developer', ['read_listing', 'read_reports'])).toBe('cannot include “Read reports”: your role (Developer) does not allow it');
    expect(scopesBeyondRole('support', ['write_listing', 'manage_users'])).toBe(
      'cannot include “Write listing”, “Manage users”: your role (Support) does not allow it',
    );
    expect(scopesBeyondRole(null, ['read_listing'])).toMatch(/only a company's users/);
  });

  it('a call outside the token’s scopes is refused naming the missing scope; inside, or the caller’s own things, pass', () => {
    expect(tokenScopeRefusal(['read_listing'], 'read')).toBeNull();
    expect(tokenScopeRefusal(['read_listing'], 'ownAccount')).toBeNull();
    expect(tokenScopeRefusal(['read_listing'], 'editListing')).toBe('This API token lacks the “Write listing” scope (write_listing) this call needs.');
    expect(tokenScopeRefusal(['write_listing'], 'read')).toMatch(/“Read listing” scope \(read_listing\)/);
  });
});

describe('expiry of personal API tokens', () => {
  const made = new Date('2026-01-01T00:00:00Z');

  it('is 30, 90 or 365 days from when it was made', () => {
    expect(tokenExpiresAt(made, 30).toISOString()).toBe('2026-01-31T00:00:00.000Z');
    expect(tokenExpiresAt(made, 365).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('works until the instant it expires and not at it', () => {
    const expiresAt = tokenExpiresAt(made, 30).toISOString();
    expect(isTokenExpired(expiresAt, new Date(Date.parse(expiresAt) - 1))).toBe(false);
    expect(isTokenExpired(expiresAt, new Date(expiresAt))).toBe(true);
  });
});
