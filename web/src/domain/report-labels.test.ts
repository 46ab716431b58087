import { describe, expect, it } from 'vitest';
import { CSV_AMOUNT_FIELDS, csvAmountColumn, csvStatus, REPORT_AMOUNT_LABELS, REPORT_PART_LABELS } from './report-labels';
import { statementBreakdown } from './statement-breakdown';

describe("one name per amount (issue 31 item 11; spec §3 report's fields)", () => {
  it('names each of the five fields once, and no two alike', () => {
    expect(Object.keys(REPORT_AMOUNT_LABELS).sort()).toEqual(['customerBillings', 'platformShare', 'providerAssessedBillings', 'providerShare', 'totalBillings']);
    const names = [...Object.values(REPORT_AMOUNT_LABELS), ...Object.values(REPORT_PART_LABELS)];
    expect(new Set(names).size).toBe(names.length);
  });

  it('the CSV carries every field under its label, in USD, and marks a month in progress', () => {
    expect(CSV_AMOUNT_FIELDS.map(csvAmountColumn)).toEqual(['Billed (USD)', 'Customer billings (USD)', 'Assessed billings (USD)', 'Your share (USD)', 'Platform share (USD)']);
    expect([csvStatus(true), csvStatus(false)]).toEqual(['Final', 'Provisional']);
  });

  it("the page's breakdown of Billed uses the same names", () => {
    const { parts } = statementBreakdown({ totalBillings: 1000, customerBillings: 900, providerAssessedBillings: 800, providerShare: 600, platformShare: 150 });
    expect(parts.map((part) => part.label)).toEqual([
      REPORT_PART_LABELS.discounts,
      REPORT_PART_LABELS.credits,
      REPORT_AMOUNT_LABELS.platformShare,
      REPORT_PART_LABELS.other,
      REPORT_AMOUNT_LABELS.providerShare,
    ]);
  });
});
