/**
 * The one set of names for a statement's amounts (spec §3 report:
 * totalBillings, customerBillings, providerAssessedBillings, providerShare
 * and the platform's share), used by the page, the PDF and the CSV alike:
 * issue 31 item 11 found one amount called "Your share", "Provider share" and
 * "Amount payable" across them. The parts of Billed that are no field of
 * their own (differences between two fields) are named here too.
 */
import type { StatementAmounts } from './statement-breakdown';

export const REPORT_AMOUNT_LABELS = {
  totalBillings: 'Billed',
  customerBillings: 'Customer billings',
  providerAssessedBillings: 'Assessed billings',
  platformShare: 'Platform share',
  providerShare: 'Your share',
} as const satisfies Record<keyof StatementAmounts, string>;

/** Billed − customer billings, customer billings − assessed billings, and what a statement does not itemise. */
export const REPORT_PART_LABELS = {
  discounts: 'Customer discounts',
  credits: 'Platform credits',
  other: 'Other adjustments',
} as const;

/** A CSV column of an amount: its label and the currency, 'Billed (USD)'. */
export const csvAmountColumn = (field: keyof StatementAmounts) => `${REPORT_AMOUNT_LABELS[field]} (USD)`;

/** The amounts a CSV carries, in this order: from Billed down to the two shares. */
export const CSV_AMOUNT_FIELDS = ['totalBillings', 'customerBillings', 'providerAssessedBillings', 'providerShare', 'platformShare'] as const satisfies readonly (keyof StatementAmounts)[];

/** The CSV column that marks a month still in progress (report-closing.ts). */
export const CSV_STATUS_COLUMN = 'Status';
export const csvStatus = (closed: boolean) => (closed ? 'Final' : 'Provisional');
