import { describe, expect, it } from 'vitest';
import { identityFromClaims } from './signed-in-identity';

const admin = { emailDomain: 'platform.test', emails: new Set(['ops@partner.test']) };
const claims = (extra: Record<string, unknown>) => ({ iss: 'https://idp.test', aud: 'portal', iat: 1, exp: 2, sub: 'u-1', ...extra });

describe('identityFromClaims', () => {
  it('keeps the subject, e-mail and name', () => {
    expect(identityFromClaims(claims({ email: 'priya@acme.test', email_verified: true, name: 'Priya' }), admin)).toEqual({
      sub: 'u-1',
      email: 'priya@acme.test',
      name: 'Priya',
      isAdmin: false,
    });
  });

  it('makes a platform admin of a verified platform e-mail only', () => {
    expect(identityFromClaims(claims({ email: 'ada@platform.test', email_verified: true }), admin)?.isAdmin).toBe(true);
    expect(identityFromClaims(claims({ email: 'ops@partner.test', email_verified: true }), admin)?.isAdmin).toBe(true);
    // Some identity providers send the claim as the string "true" (issue 22).
    expect(identityFromClaims(claims({ email: 'ada@platform.test', email_verified: 'true' }), admin)?.isAdmin).toBe(true);
    for (const verified of [false, undefined, 'false', 'TRUE', 'yes', '1', 1, null, {}]) {
      expect(identityFromClaims(claims({ email: 'ada@platform.test', email_verified: verified }), admin)?.isAdmin).toBe(false);
      expect(identityFromClaims(claims({ email: 'ops@partner.test', email_verified: verified }), admin)?.isAdmin).toBe(false);
    }
  });

  it('refuses claims without a subject or an e-mail', () => {
    expect(identityFromClaims(claims({ sub: undefined, email: 'a@b.test' }), admin)).toBeUndefined();
    expect(identityFromClaims(claims({ sub: '' , email: 'a@b.test' }), admin)).toBeUndefined();
    expect(identityFromClaims(claims({}), admin)).toBeUndefined();
    expect(identityFromClaims(undefined, admin)).toBeUndefined();
  });
});
