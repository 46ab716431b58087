import { describe, expect, it } from 'vitest';
import { maskedSecretParts, maskSecret, regeneratedSecretNotice, secretRevealFor, secretRevealLabel, toggledSecretReveal } from './secrets';

describe('masked secrets', () => {
  it.each([
    ['HRKU-0123456789abcdef0123456789abcdef', 'cdef'],
    ['0123456789abcdef', 'cdef'],
  ])('%s shows only its last four', (secret, tail) => {
    const masked = maskSecret(secret);
    expect(masked.endsWith(tail)).toBe(true);
    expect(masked).not.toContain(secret.slice(0, -4));
    expect(masked).toHaveLength(secret.length);
  });

  it.each(['', 'abc', 'short-secret'])('%j shows nothing of a short secret', (secret) => {
    const masked = maskSecret(secret);
    expect(masked).toMatch(/^•{8,}$/);
  });
});

describe('masked secret parts', () => {
  it.each([
    ['HRKU-0123456789abcdef0123456789abcdef', 33, 'cdef'],
    ['short-secret', 12, ''],
    ['', 8, ''],
  ])('%j: %i dots and the tail %j, which together are the mask', (secret, dots, tail) => {
    const parts = maskedSecretParts(secret);
    expect(parts).toEqual({ dots: '•'.repeat(dots), tail });
    expect(`${parts.dots}${parts.tail}`).toBe(maskSecret(secret));
  });
});

describe('the reveal toggle of a secret (issue 31 item 9)', () => {
  it('keeps the choice while the value is the same', () => {
    const revealed = { secret: 'old-secret', revealed: true };
    expect(secretRevealFor(revealed, 'old-secret', false)).toBe(revealed);
    const masked = { secret: 'old-secret', revealed: false };
    expect(secretRevealFor(masked, 'old-secret', true)).toBe(masked);
  });

  it('starts a new value masked, unless it is the one just regenerated', () => {
    const revealed = { secret: 'old-secret', revealed: true };
    expect(secretRevealFor(revealed, 'new-secret', false)).toEqual({ secret: 'new-secret', revealed: false });
    expect(secretRevealFor({ secret: 'old-secret', revealed: false }, 'new-secret', true)).toEqual({ secret: 'new-secret', revealed: true });
    expect(secretRevealFor(null, 'first', false)).toEqual({ secret: 'first', revealed: false });
  });

  it('toggles both ways', () => {
    const masked = { secret: 's', revealed: false };
    expect(toggledSecretReveal(masked)).toEqual({ secret: 's', revealed: true });
    expect(toggledSecretReveal(toggledSecretReveal(masked))).toEqual(masked);
  });

  it('labels the toggle with what pressing it does: Reveal while masked, Hide while shown', () => {
    expect(secretRevealLabel('client secret', false)).toBe('Reveal client secret');
    expect(secretRevealLabel('client secret', true)).toBe('Hide client secret');
  });
});

describe('the notice beside a regenerated secret (issue 31 item 9)', () => {
  it('says the secret can be revealed again, never "copy it now", when the screen can reveal it', () => {
    const notice = regeneratedSecretNotice('client secret', true);
    expect(notice).toBe(
      'This is the new client secret, and the old one has stopped working: update your service with it. You can reveal or copy it here again at any time.',
    );
    expect(notice).not.toMatch(/copy it now/i);
  });

  it('offers only copying again when the screen does not reveal it', () => {
    const notice = regeneratedSecretNotice('token', false);
    expect(notice).toMatch(/You can copy it here again at any time\.$/);
    expect(notice).not.toMatch(/reveal|copy it now/i);
  });
});
