import type { IncomingHttpHeaders } from 'node:http';

/**
 * When does an upstream's 401 mean "this access token is refused" — the one
 * case that costs the session a refresh, and on a second refusal the session
 * itself (issue 22)? Not every 401 does: the code-hosting service answers 401
 * when the user's account is not linked there, and ending the portal session
 * for that signed people out for nothing.
 *
 * - `challenge`: only an RFC 6750 challenge says so,
 *   `WWW-Authenticate: Bearer error="invalid_token"`.
 * - `unless-other-challenge`: a 401 is the token's refusal unless its
 *   challenge names another error (`insufficient_scope`…): the partner and
 *   platform APIs answer 401 for nothing but the token.
 */
export type TokenRefusalRule = 'challenge' | 'unless-other-challenge';

const BEARER_ERROR = /^\s*bearer\b.*?\berror\s*=\s*"?([\w-]+)"?/i;

/** The error a Bearer challenge names ('invalid_token'), or undefined when it names none. */
function bearerError(headers: IncomingHttpHeaders): string | undefined {
  const challenge = headers['www-authenticate'];
  const challenges = Array.isArray(challenge) ? challenge : challenge === undefined ? [] : [challenge];
  for (const value of challenges) {
    const error = BEARER_ERROR.exec(value)?.[1];
    if (error) return error.toLowerCase();
  }
  return undefined;
}

export function isTokenRefusal(rule: TokenRefusalRule, status: number | undefined, headers: IncomingHttpHeaders): boolean {
  if (status !== 401) return false;
  const error = bearerError(headers);
  return rule === 'challenge' ? error === 'invalid_token' : error === undefined || error === 'invalid_token';
}
