/**
 * Human units for feature values (issue 21, item 7). The spec stores an
 * interval in seconds and a file size in bytes (§3 feature); partners think
 * in days and gigabytes. These read "10 GB" or "7 days" into the stored
 * number, and show a stored number back the way a person would write it.
 *
 * Sizes are binary, as hosting plans quote memory and disk: 1 GB = 1,024 MB =
 * 1,073,741,824 bytes (so the seed's 17,179,869,184 bytes read "16 GB").
 * "GiB" and friends are accepted as the same units.
 */

export type QuantityKind = 'filesize' | 'interval';

interface Unit {
  /** How the unit is written when shown: "GB", "day". */
  one: string;
  many: string;
  /** Stored units (bytes or seconds) per one of it. */
  size: number;
  /** Every way it may be typed, lower case. */
  spellings: readonly string[];
}

const KIB = 1024;

/** The stored units; a bare number is in them. */
const BYTE: Unit = { one: 'byte', many: 'bytes', size: 1, spellings: ['', 'b', 'byte', 'bytes'] };
const SECOND: Unit = { one: 'second', many: 'seconds', size: 1, spellings: ['', 's', 'sec', 'secs', 'second', 'seconds'] };
const BASE_UNIT: Record<QuantityKind, Unit> = { filesize: BYTE, interval: SECOND };

/** Largest first: display picks the largest that reads well. */
export const QUANTITY_UNITS: Record<QuantityKind, readonly Unit[]> = {
  filesize: [
    { one: 'TB', many: 'TB', size: KIB ** 4, spellings: ['tb', 'tib', 't', 'terabyte', 'terabytes'] },
    { one: 'GB', many: 'GB', size: KIB ** 3, spellings: ['gb', 'gib', 'g', 'gigabyte', 'gigabytes'] },
    { one: 'MB', many: 'MB', size: KIB ** 2, spellings: ['mb', 'mib', 'm', 'megabyte', 'megabytes'] },
    { one: 'KB', many: 'KB', size: KIB, spellings: ['kb', 'kib', 'k', 'kilobyte', 'kilobytes'] },
    BYTE,
  ],
  interval: [
    // Weeks are read but never shown: "14 days" is how plans say it.
    { one: 'week', many: 'weeks', size: 604_800, spellings: ['w', 'wk', 'wks', 'week', 'weeks'] },
    { one: 'day', many: 'days', size: 86_400, spellings: ['d', 'day', 'days'] },
    { one: 'hour', many: 'hours', size: 3_600, spellings: ['h', 'hr', 'hrs', 'hour', 'hours'] },
    { one: 'minute', many: 'minutes', size: 60, spellings: ['m', 'min', 'mins', 'minute', 'minutes'] },
    SECOND,
  ],
};

const SHOWN: Record<QuantityKind, readonly Unit[]> = {
  filesize: QUANTITY_UNITS.filesize,
  interval: QUANTITY_UNITS.interval.filter((unit) => unit.one !== 'week'),
};

/** What a field under each kind says it takes. */
export const QUANTITY_EXAMPLES: Record<QuantityKind, string> = {
  filesize: 'Like 10 GB, 512 MB or 2 TB (1 GB = 1,024 MB).',
  interval: 'Like 7 days, 12 hours or 30 minutes.',
};

export const QUANTITY_MESSAGES = {
  filesize: { notANumber: 'Enter a size, like 10 GB or 512 MB.', unknownUnit: 'Use bytes, KB, MB, GB or TB, like 10 GB.', fraction: 'That is not a whole number of bytes; use a smaller unit, like 512 MB.' },
  interval: { notANumber: 'Enter a duration, like 7 days or 12 hours.', unknownUnit: 'Use seconds, minutes, hours, days or weeks, like 7 days.', fraction: 'That is not a whole number of seconds; use a smaller unit, like 90 minutes.' },
} as const;

/** Digits, grouped by commas or not (a shown value reads back: "86,399 seconds"), an optional decimal part, a unit. */
const QUANTITY = /^(?<number>(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d*)?|\.\d+)\s*(?<unit>[a-z]*)$/i;

export type QuantityParse = { ok: true; value: number } | { ok: false; problem: 'notANumber' | 'unknownUnit' | 'fraction' };

/**
 * "10 GB" → 10737418240; "7 days" → 604800; a bare number is in stored units
 * (bytes, seconds), as the API takes it. The result is always a whole, safe
 * integer; a sign or an exponent is not a quantity.
 */
export function parseQuantity(kind: QuantityKind, text: string): QuantityParse {
  const match = QUANTITY.exec(text.trim());
  if (!match?.groups) return { ok: false, problem: 'notANumber' };
  const unitText = (match.groups.unit ?? '').toLowerCase();
  const unit = QUANTITY_UNITS[kind].find((candidate) => candidate.spellings.includes(unitText));
  if (!unit) return { ok: false, problem: 'unknownUnit' };
  const value = exactProduct((match.groups.number ?? '').replaceAll(',', ''), unit.size);
  if (value === undefined) return { ok: false, problem: 'fraction' };
  return { ok: true, value };
}

/**
 * decimal text × unit size, exactly: "1.5" GB is 1610612736, never a float
 * that rounds. `undefined` when the result is not a whole, safe integer.
 */
function exactProduct(decimal: string, size: number): number | undefined {
  const [whole = '', fraction = ''] = decimal.split('.');
  const digits = BigInt(`${whole}${fraction}` || '0');
  const scale = 10n ** BigInt(fraction.length);
  const product = digits * BigInt(size);
  if (product % scale !== 0n) return undefined;
  const value = product / scale;
  return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : undefined;
}

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

function written(amount: number, unit: Unit): string {
  return `${grouped.format(amount)} ${amount === 1 ? unit.one : unit.many}`;
}

/**
 * A stored number as a person writes it: 17179869184 → "16 GB", 1610612736 →
 * "1.5 GB", 604800 → "7 days", 90 → "90 seconds". A size may take up to two
 * exact decimals in its largest unit; a time is never fractional ("36 hours",
 * not "1.5 days"). Anything else falls to the largest unit it divides into,
 * down to bytes or seconds, so what is shown is always exactly what is stored.
 */
export function formatQuantity(kind: QuantityKind, value: number): string {
  const units = SHOWN[kind];
  const largest = units.find((unit) => value >= unit.size);
  if (largest && kind === 'filesize' && (value * 100) % largest.size === 0) return written(value / largest.size, largest);
  const exact = units.find((unit) => value >= unit.size && value % unit.size === 0) ?? BASE_UNIT[kind];
  return written(value / exact.size, exact);
}
