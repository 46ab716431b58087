import { describe, expect, it } from 'vitest';
import { isTokenRefusal } from './token-refusal';

const invalid = { 'www-authenticate': 'Bearer realm="api", error="invalid_token", error_description="expired"' };

describe('isTokenRefusal (issue 22)', () => {
  it.each([
    ['challenge', 401, invalid, true],
    ['challenge', 401, { 'www-authenticate': 'bearer error=invalid_token' }, true],
    ['challenge', 401, { 'www-authenticate': ['Basic realm="x"', 'Bearer error="invalid_token"'] as unknown as string }, true],
    ['challenge', 401, {}, false], // "account not linked": not the token
    ['challenge', 401, { 'www-authenticate': 'Bearer realm="code"' }, false],
    ['challenge', 401, { 'www-authenticate': 'Bearer error="insufficient_scope"' }, false],
    ['challenge', 403, invalid, false],
    ['unless-other-challenge', 401, {}, true],
    ['unless-other-challenge', 401, invalid, true],
    ['unless-other-challenge', 401, { 'www-authenticate': 'Bearer realm="api"' }, true],
    ['unless-other-challenge', 401, { 'www-authenticate': 'Bearer error="insufficient_scope"' }, false],
    ['unless-other-challenge', 200, {}, false],
  ] as const)('%s: %d %j → %s', (rule, status, headers, refused) => {
    expect(isTokenRefusal(rule, status, headers)).toBe(refused);
  });
});
