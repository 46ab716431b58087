import { describe, expect, it } from 'vitest';
import { maskSecret } from './secrets';

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
