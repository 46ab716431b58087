/**
 * Money (spec §9): "Money is held in cents … and shown as dollars with
 * thousands separators and two decimals. 'Free' can be shown for zero, and
 * Contract is shown when priceContract is set." Prices are entered in dollars
 * and stored as "the floor of 100 times the value" (spec §5, plan price and
 * repricing price alike). This is the one formatter and the one parser.
 */

/** What a price needs to be shown; a plan and a repricing both fit. */
export interface PlanPrice {
  priceCents: number;
  priceContract: boolean;
}

/** Integer part of a dollar amount; fixed locale so every screen and test agrees. */
const dollarsWithSeparators = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
}

/**
 * Cents → '$1,234.50' (spec §9). Works on whole cents with integer arithmetic,
 * so no amount is ever rounded by a float; negative amounts read '-$1.00'.
 */
export function formatCents(cents: number): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = dollarsWithSeparators.format(Math.floor(abs / 100));
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A plan's price as every list, table and panel shows it (spec §3 plan
 * `formattedListPrice`, §9): 'Contract' when priceContract is set (whatever the
 * cents say), 'Free' for zero, else dollars. The plans table's column is named
 * "price per month", so the cell carries no '/month' suffix of its own.
 */
export function formatPlanPrice(price: PlanPrice): string {
  if (price.priceContract) return 'Contract';
  assertCents(price.priceCents);
  return price.priceCents === 0 ? 'Free' : formatCents(price.priceCents);
}

/**
 * Cents → plain dollars for a file (the reports' CSV exports): 1999 →
 * '19.99', -1234 → '-12.34'; no '$', no separators, so a spreadsheet reads
 * it as a number. Report amounts are any whole cents (spec §3), and a refund
 * or credit makes one negative, so the sign is kept, never refused.
 */
export function centsToDollars(cents: number): string {
  assertCents(cents);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Cents → the dollars a price input starts with (spec §3 plan
 * `formattedPriceDollars`): 1999 → '19.99', 0 → '0.00'; no '$', no separators,
 * so `parseDollars` reads it back to the same cents. A price is never
 * negative, and `parseDollars` would refuse one, so negative cents throw here;
 * amounts that may be negative are written with `centsToDollars`.
 */
export function centsToDollarsInput(cents: number): string {
  assertCents(cents);
  if (cents < 0) throw new RangeError(`A price is never negative: ${cents}`);
  return centsToDollars(cents);
}

/** The field messages of a dollar input; the spec gives none ("Other field validations are not shown"). */
export const DOLLARS_MESSAGES = {
  required: 'Enter a price in dollars.',
  notANumber: 'Enter the price in dollars, like 19.99.',
  negative: 'The price cannot be negative.',
  tooLarge: 'The price is too large.',
} as const;

export type DollarsProblem = keyof typeof DOLLARS_MESSAGES;

export type DollarsParse =
  | { ok: true; cents: number }
  | { ok: false; problem: DollarsProblem; message: string };

/** Above this many dollar digits, cents would leave the range of safe integers. */
const MAX_DOLLAR_DIGITS = 13;

/**
 * Dollars typed by a person: an optional '$', digits optionally grouped by
 * commas in threes (the way `formatCents` writes them, so a copied price reads
 * back), an optional decimal point and any number of decimals. '19,99' does
 * not match (a decimal comma is not guessed at).
 */
const DOLLARS = /^\$?(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/;

/**
 * Dollars → cents = floor(100 × value) (spec §5), read from the decimal
 * string, never through a float: '19.99' → 1999 (a float gives 1998.99…),
 * '0.29' → 29, '1.005' → 100. More than two decimals are accepted and cut off,
 * because the spec's "floor" is exactly the rule for digits below a cent.
 * Negative amounts are refused rather than floored (a price is never below
 * zero); so are blanks, exponents and anything else that is not dollars.
 */
export function parseDollars(input: string): DollarsParse {
  const text = input.trim();
  const fail = (problem: DollarsProblem): DollarsParse => ({ ok: false, problem, message: DOLLARS_MESSAGES[problem] });
  if (text === '') return fail('required');
  if (/^-\$?[\d.,]/.test(text)) return fail('negative');
  const match = DOLLARS.exec(text);
  if (!match) return fail('notANumber');
  const whole = (match[1] ?? '').replaceAll(',', '');
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return fail('notANumber');
  if (whole.replace(/^0+/, '').length > MAX_DOLLAR_DIGITS) return fail('tooLarge');
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return { ok: true, cents };
}
