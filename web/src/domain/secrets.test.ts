import { describe, expect, it } from 'vitest';
import { maskedSecretParts, maskSecret } from './secrets';

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
