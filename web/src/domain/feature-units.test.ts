import { describe, expect, it } from 'vitest';
import { formatQuantity, parseQuantity, type QuantityKind } from './feature-units';

const GB = 1024 ** 3;

describe('parseQuantity: what people type → bytes or seconds', () => {
  it.each([
    ['filesize', '10 GB', 10 * GB],
    ['filesize', '10gb', 10 * GB],
    ['filesize', '10 GiB', 10 * GB],
    ['filesize', '1.5 GB', 1.5 * GB],
    ['filesize', '.5 TB', 0.5 * 1024 * GB],
    ['filesize', '1 kilobyte', 1024],
    ['filesize', '3 bytes', 3],
    ['filesize', '3 b', 3],
    ['filesize', '3', 3],
    ['filesize', ' 16 GB ', 16 * GB],
    ['filesize', '1,024 MB', GB],
    ['interval', '7 days', 604800],
    ['interval', '1 week', 604800],
    ['interval', '2w', 1209600],
    ['interval', '1.5 hours', 5400],
    ['interval', '30 min', 1800],
    ['interval', '90 s', 90],
    ['interval', '90', 90],
  ] as const)('%s %j → %d', (kind, text, value) => {
    expect(parseQuantity(kind, text)).toEqual({ ok: true, value });
  });

  it.each([
    ['filesize', '', 'notANumber'],
    ['filesize', 'GB', 'notANumber'],
    ['filesize', '1e3 GB', 'notANumber'],
    ['filesize', '1,00 MB', 'notANumber'],
    ['filesize', '1000,000 MB', 'notANumber'],
    ['filesize', '+1 GB', 'notANumber'],
    ['filesize', '-1 GB', 'notANumber'],
    ['filesize', '10 GX', 'unknownUnit'],
    ['filesize', '10 days', 'unknownUnit'],
    ['interval', '10 GB', 'unknownUnit'],
    ['filesize', '0.1 bytes', 'fraction'],
    ['interval', '0.5 s', 'fraction'],
    ['filesize', '9000000 TB', 'fraction'], // beyond exact integers
    ['filesize', `${'9'.repeat(400)} GB`, 'fraction'],
  ] as const)('%s %j → %s', (kind, text, problem) => {
    expect(parseQuantity(kind, text)).toEqual({ ok: false, problem });
  });

  it('multiplies exactly, never through a float that rounds', () => {
    // 0.1 × 1024³ in floating point is 107374182.40000001.
    expect(parseQuantity('filesize', '0.1 GB')).toEqual({ ok: false, problem: 'fraction' });
    expect(parseQuantity('filesize', '0.25 GB')).toEqual({ ok: true, value: GB / 4 });
  });
});

describe('formatQuantity: bytes or seconds → how a person writes them', () => {
  it.each([
    ['filesize', 0, '0 bytes'],
    ['filesize', 1, '1 byte'],
    ['filesize', 1000, '1,000 bytes'],
    ['filesize', 1024, '1 KB'],
    ['filesize', 1536, '1.5 KB'],
    ['filesize', 17179869184, '16 GB'],
    ['filesize', 1.5 * GB, '1.5 GB'],
    // Two decimals are kept in the largest unit (1.25 GB, not 1,280 MB)…
    ['filesize', 1.25 * GB, '1.25 GB'],
    ['filesize', 2.75 * 1024 * GB, '2.75 TB'],
    // …but never a third, which would round: 1.125 GB is shown exactly, as 1,152 MB.
    ['filesize', 1.125 * GB, '1,152 MB'],
    ['filesize', 2 * 1024 * GB, '2 TB'],
    ['filesize', 1_000_000_000, '1,000,000,000 bytes'],
    ['filesize', 2097152, '2 MB'],
    ['interval', 0, '0 seconds'],
    ['interval', 1, '1 second'],
    ['interval', 90, '90 seconds'],
    ['interval', 3600, '1 hour'],
    ['interval', 5400, '90 minutes'],
    ['interval', 129600, '36 hours'],
    ['interval', 604800, '7 days'],
  ] as const)('%s %d → %j', (kind, value, shown) => {
    expect(formatQuantity(kind, value)).toBe(shown);
  });

  it.each<[QuantityKind, number]>([
    ['filesize', 123456789],
    ['filesize', 1.25 * GB],
    ['filesize', 17179869184],
    ['interval', 86399],
    ['interval', 604800 * 3],
  ])('what is shown reads back to what is stored: %s %d', (kind, value) => {
    expect(parseQuantity(kind, formatQuantity(kind, value))).toEqual({ ok: true, value });
  });
});
