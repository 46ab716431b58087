import signature from 'cookie-signature';
import { describe, expect, it } from 'vitest';
import { signedSessionId } from './fast-access-token';

const secret = 'test-session-secret-test-session-secret';
const secrets = [secret];
const cookieFor = (id: string, key = secret) => `portal.sid=${encodeURIComponent(`s:${signature.sign(id, key)}`)}`;

describe("reading express-session's signed cookie on the proxies' hot path", () => {
  it('finds the id of a cookie signed with our secret, among other cookies', () => {
    expect(signedSessionId(`theme=dark; ${cookieFor('abc123')}; x=1`, 'portal.sid', secrets)).toBe('abc123');
  });

  it('refuses a cookie signed with another key, an unsigned one and a tampered one', () => {
    expect(signedSessionId(cookieFor('abc123', 'another-secret-another-secret-another'), 'portal.sid', secrets)).toBeUndefined();
    expect(signedSessionId('portal.sid=abc123', 'portal.sid', secrets)).toBeUndefined();
    const tampered = cookieFor('abc123').replace('abc123', 'abc124');
    expect(signedSessionId(tampered, 'portal.sid', secrets)).toBeUndefined();
  });

  it('accepts a cookie signed with any of the rotated secrets, and no other', () => {
    const previous = 'previous-secret-previous-secret-previous';
    const rotated = ['new-secret-new-secret-new-secret-new-secret', previous];
    expect(signedSessionId(cookieFor('abc123', previous), 'portal.sid', rotated)).toBe('abc123');
    expect(signedSessionId(cookieFor('abc123', rotated[0]), 'portal.sid', rotated)).toBe('abc123');
    expect(signedSessionId(cookieFor('abc123'), 'portal.sid', rotated)).toBeUndefined();
  });

  it('has nothing without the cookie', () => {
    expect(signedSessionId(undefined, 'portal.sid', secrets)).toBeUndefined();
    expect(signedSessionId('other=1', 'portal.sid', secrets)).toBeUndefined();
  });
});
