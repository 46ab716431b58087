import signature from 'cookie-signature';
import { describe, expect, it } from 'vitest';
import { signedSessionId } from './fast-access-token';

const secret = 'test-session-secret-test-session-secret';
const cookieFor = (id: string, key = secret) => `portal.sid=${encodeURIComponent(`s:${signature.sign(id, key)}`)}`;

describe("reading express-session's signed cookie on the proxies' hot path", () => {
  it('finds the id of a cookie signed with our secret, among other cookies', () => {
    expect(signedSessionId(`theme=dark; ${cookieFor('abc123')}; x=1`, 'portal.sid', secret)).toBe('abc123');
  });

  it('refuses a cookie signed with another key, an unsigned one and a tampered one', () => {
    expect(signedSessionId(cookieFor('abc123', 'another-secret-another-secret-another'), 'portal.sid', secret)).toBeUndefined();
    expect(signedSessionId('portal.sid=abc123', 'portal.sid', secret)).toBeUndefined();
    const tampered = cookieFor('abc123').replace('abc123', 'abc124');
    expect(signedSessionId(tampered, 'portal.sid', secret)).toBeUndefined();
  });

  it('has nothing without the cookie', () => {
    expect(signedSessionId(undefined, 'portal.sid', secret)).toBeUndefined();
    expect(signedSessionId('other=1', 'portal.sid', secret)).toBeUndefined();
  });
});
