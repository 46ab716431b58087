/**
 * What a monthly statement's "Billed" is made of (spec §3 report: "Monthly
 * amounts in cents: customerBillings, providerShare, providerAssessedBillings,
 * totalBillings, and the platform's share"). The amounts are steps down from
 * what customers were billed at list price:
 *
 *   billed − customer discounts = customer billings
 *   customer billings − platform credits = assessed billings
 *   assessed billings = platform share + your share
 *
 * so Billed = discounts + credits + platform share + your share. A statement
 * whose figures do not add up that way is not hidden or forced: the remainder
 * is named as other adjustments, so the parts always sum to Billed on screen.
 */
import { REPORT_AMOUNT_LABELS, REPORT_PART_LABELS } from './report-labels';

/** The amounts a statement (or one of its lines) carries, in cents. */
export interface StatementAmounts {
  totalBillings: number;
  customerBillings: number;
  providerAssessedBillings: number;
  providerShare: number;
  platformShare: number;
}

export type StatementPartKey = 'discounts' | 'credits' | 'platform-share' | 'your-share' | 'other';

export interface StatementPart {
  key: StatementPartKey;
  label: string;
  /** What the part is, in one sentence, for the reader who asks. */
  explanation: string;
  cents: number;
}

export interface StatementBreakdown {
  billed: number;
  /** In the order they are taken from Billed; they sum to `billed`. */
  parts: StatementPart[];
}

export function statementBreakdown(amounts: StatementAmounts): StatementBreakdown {
  const parts: StatementPart[] = [
    {
      key: 'discounts',
      label: REPORT_PART_LABELS.discounts,
      explanation: 'Discounts customers had on their own invoices.',
      cents: amounts.totalBillings - amounts.customerBillings,
    },
    {
      key: 'credits',
      label: REPORT_PART_LABELS.credits,
      explanation: 'Credits the platform gave customers (outages, promotions); your share is not assessed on them.',
      cents: amounts.customerBillings - amounts.providerAssessedBillings,
    },
    {
      key: 'platform-share',
      label: REPORT_AMOUNT_LABELS.platformShare,
      explanation: "The platform's part of the assessed billings.",
      cents: amounts.platformShare,
    },
    {
      key: 'your-share',
      label: REPORT_AMOUNT_LABELS.providerShare,
      explanation: "Your company's part of the assessed billings: the amount payable to you.",
      cents: amounts.providerShare,
    },
  ];
  const other = amounts.totalBillings - parts.reduce((sum, part) => sum + part.cents, 0);
  if (other !== 0) {
    parts.splice(3, 0, {
      key: 'other',
      label: REPORT_PART_LABELS.other,
      explanation: 'Amounts the statement does not itemise (e.g. refunds or corrections); ask partner support for the detail.',
      cents: other,
    });
  }
  return { billed: amounts.totalBillings, parts };
}
