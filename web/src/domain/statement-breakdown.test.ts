import { describe, expect, it } from 'vitest';
import { statementBreakdown, type StatementAmounts } from './statement-breakdown';

/** Shaped like the sandbox's statements: billed − 1 % discounts − 2 % credits, then 80/20. */
const november: StatementAmounts = {
  totalBillings: 227_633_00,
  customerBillings: 225_356_67,
  providerAssessedBillings: 220_849_53,
  providerShare: 176_679_61,
  platformShare: 44_169_92,
};

const sum = (parts: readonly { cents: number }[]) => parts.reduce((total, part) => total + part.cents, 0);

describe('statementBreakdown (spec §3 report amounts)', () => {
  it('names what lies between Billed and the two shares: customer discounts and platform credits', () => {
    const { billed, parts } = statementBreakdown(november);
    expect(billed).toBe(227_633_00);
    expect(parts.map((part) => [part.label, part.cents])).toEqual([
      ['Customer discounts', 2_276_33],
      ['Platform credits', 4_507_14],
      ['Platform share', 44_169_92],
      ['Your share', 176_679_61],
    ]);
    expect(sum(parts)).toBe(billed);
  });

  it('names a remainder the figures do not explain as other adjustments, so the parts still add up to Billed', () => {
    const { billed, parts } = statementBreakdown({ ...november, providerShare: november.providerShare - 500 });
    expect(parts.find((part) => part.key === 'other')?.cents).toBe(500);
    expect(parts.map((part) => part.key)).toEqual(['discounts', 'credits', 'platform-share', 'other', 'your-share']);
    expect(sum(parts)).toBe(billed);
  });

  it('gives zero parts for a month with nothing billed, and no other adjustments', () => {
    const zero = { totalBillings: 0, customerBillings: 0, providerAssessedBillings: 0, providerShare: 0, platformShare: 0 };
    expect(statementBreakdown(zero).parts.map((part) => part.cents)).toEqual([0, 0, 0, 0]);
  });

  it('explains every part in a sentence', () => {
    for (const part of statementBreakdown({ ...november, platformShare: 0 }).parts) expect(part.explanation).toMatch(/^[A-Z].*\.$/);
  });
});
