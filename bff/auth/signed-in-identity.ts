import type { IDToken } from 'openid-client';
import { isPlatformAdmin } from './platform-admin';

export interface SignedInIdentity {
  sub: string;
  email: string;
  name: string;
  isAdmin: boolean;
}

/**
 * Who signed in, from the ID token's claims: the subject identifies them; the
 * e-mail decides platform admin only when the identity provider says it has
 * verified it (otherwise anyone could register `someone@platform.test` at an IdP
 * that allows unverified addresses and become an admin).
 */
export function identityFromClaims(
  claims: IDToken | undefined,
  admin: { emailDomain: string; emails: ReadonlySet<string> },
): SignedInIdentity | undefined {
  const sub = claims?.sub;
  const email = claims?.email;
  if (typeof sub !== 'string' || !sub || typeof email !== 'string' || !email) return undefined;
  // Some identity providers (Cognito, older ones) send the claim as the string "true".
  const verified = claims?.email_verified === true || claims?.email_verified === 'true';
  return {
    sub,
    email,
    name: typeof claims?.name === 'string' ? claims.name : email,
    isAdmin: verified && isPlatformAdmin(email, admin),
  };
}
