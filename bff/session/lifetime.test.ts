import { describe, expect, it } from 'vitest';
import { isSessionExpired } from './lifetime';

const limits = { idleMs: 30 * 60_000, maxAgeMs: 12 * 3_600_000 };
const signedInAt = Date.parse('2026-11-23T08:00:00Z');

describe('isSessionExpired', () => {
  it('keeps a session used recently and signed in within the lifetime', () => {
    expect(isSessionExpired({ signedInAt, lastSeenAt: signedInAt + 60_000 }, limits, signedInAt + 120_000)).toBe(false);
  });

  it('ends a session idle for the idle timeout', () => {
    expect(isSessionExpired({ signedInAt, lastSeenAt: signedInAt }, limits, signedInAt + limits.idleMs)).toBe(true);
  });

  it('ends an active session at its absolute lifetime', () => {
    const now = signedInAt + limits.maxAgeMs;
    expect(isSessionExpired({ signedInAt, lastSeenAt: now - 1000 }, limits, now)).toBe(true);
  });
});
