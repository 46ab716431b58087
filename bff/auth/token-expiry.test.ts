import { describe, expect, it } from 'vitest';
import { accessTokenExpiry, needsRefresh } from './token-expiry';

const now = 1_000_000;

describe('access token expiry', () => {
  it('turns expires_in seconds into an epoch', () => {
    expect(accessTokenExpiry(3600, now)).toBe(now + 3_600_000);
    expect(accessTokenExpiry(undefined, now)).toBeUndefined();
    expect(accessTokenExpiry(0, now)).toBeUndefined();
  });

  it('refreshes within the skew before expiry, not earlier', () => {
    expect(needsRefresh(now + 61_000, 60_000, now)).toBe(false);
    expect(needsRefresh(now + 60_000, 60_000, now)).toBe(true);
    expect(needsRefresh(now - 1, 60_000, now)).toBe(true);
    expect(needsRefresh(undefined, 60_000, now)).toBe(false);
  });
});
