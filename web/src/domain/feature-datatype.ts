/**
 * Feature datatypes (spec §3 feature: "The datatype is chosen at creation and
 * cannot change. Datatypes are boolean, number, interval (seconds), filesize
 * (bytes) and percentage."; §5: "Datatype is chosen at creation and locked.")
 * and the one value each plan gives a feature (spec §3 offering).
 */

export const FEATURE_DATATYPES = ['boolean', 'number', 'interval', 'filesize', 'percentage'] as const;
export type FeatureDatatype = (typeof FEATURE_DATATYPES)[number];

export function isFeatureDatatype(value: string): value is FeatureDatatype {
  return (FEATURE_DATATYPES as readonly string[]).includes(value);
}

export interface DatatypeInfo {
  label: string;
  /** The unit an input shows beside the number and the display appends; `null` for none. */
  unit: { one: string; many: string } | null;
  /** The input a plan's value is typed in (issue 10: a toggle for boolean, a number otherwise). */
  input: 'toggle' | 'number';
}

export const DATATYPE_INFO: Record<FeatureDatatype, DatatypeInfo> = {
  boolean: { label: 'Boolean', unit: null, input: 'toggle' },
  number: { label: 'Number', unit: null, input: 'number' },
  interval: { label: 'Interval (seconds)', unit: { one: 'second', many: 'seconds' }, input: 'number' },
  filesize: { label: 'File size (bytes)', unit: { one: 'byte', many: 'bytes' }, input: 'number' },
  percentage: { label: 'Percentage', unit: { one: '%', many: '%' }, input: 'number' },
};

/** An offering's value: a yes/no for boolean features, a number for the rest. */
export type OfferingValue = boolean | number;

/** The spec gives no wording ("Other field validations are not shown"); these are the portal's. */
export const OFFERING_VALUE_MESSAGES = {
  required: 'Enter a value.',
  notBoolean: 'Choose yes or no.',
  notANumber: 'Enter a number, like 10 or 2.5.',
  negative: 'The value cannot be negative.',
  notWholeSeconds: 'Enter a whole number of seconds.',
  notWholeBytes: 'Enter a whole number of bytes.',
  percentOutOfRange: 'Enter a percentage from 0 to 100.',
} as const;

export type OfferingValueParse = { ok: true; value: OfferingValue } | { ok: false; message: string };

/** Plain decimals only: no sign, exponent or separators, so what is stored is what was typed. */
const DECIMAL = /^(\d+(\.\d*)?|\.\d+)$/;

/**
 * A form input → the offering value, by the feature's datatype. Every value
 * is required (one per feature per plan) and none is negative; seconds and
 * bytes are whole units; a percentage is 0–100 and may have decimals (99.95).
 */
export function parseOfferingValue(datatype: FeatureDatatype, input: string | boolean): OfferingValueParse {
  const fail = (message: string): OfferingValueParse => ({ ok: false, message });
  if (datatype === 'boolean') return typeof input === 'boolean' ? { ok: true, value: input } : fail(OFFERING_VALUE_MESSAGES.notBoolean);
  if (typeof input === 'boolean') return fail(OFFERING_VALUE_MESSAGES.notANumber);
  const text = input.trim();
  if (text === '') return fail(OFFERING_VALUE_MESSAGES.required);
  if (/^-\s*[\d.]/.test(text)) return fail(OFFERING_VALUE_MESSAGES.negative);
  if (!DECIMAL.test(text)) return fail(OFFERING_VALUE_MESSAGES.notANumber);
  const value = Number(text);
  if (!Number.isFinite(value)) return fail(OFFERING_VALUE_MESSAGES.notANumber);
  if (datatype === 'interval' && !Number.isSafeInteger(value)) return fail(OFFERING_VALUE_MESSAGES.notWholeSeconds);
  if (datatype === 'filesize' && !Number.isSafeInteger(value)) return fail(OFFERING_VALUE_MESSAGES.notWholeBytes);
  if (datatype === 'percentage' && value > 100) return fail(OFFERING_VALUE_MESSAGES.percentOutOfRange);
  return { ok: true, value };
}

/** The value as the form input starts: a boolean for the toggle, digits for a number ('' when none yet). */
export function offeringInputValue(datatype: FeatureDatatype, value: OfferingValue | null): string | boolean {
  if (datatype === 'boolean') return value === true;
  return typeof value === 'number' ? String(value) : '';
}

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });

/**
 * The value as the plans screen reads it: 'Yes' / 'No', '1,000', '30 seconds',
 * '1 byte', '99.5%'. Units stay the spec's (seconds, bytes), not rescaled.
 * A value of the wrong kind for the datatype is a bug upstream: it throws.
 */
export function formatOfferingValue(datatype: FeatureDatatype, value: OfferingValue): string {
  if (datatype === 'boolean') {
    if (typeof value !== 'boolean') throw new TypeError(`A boolean feature has a ${typeof value} value`);
    return value ? 'Yes' : 'No';
  }
  if (typeof value !== 'number') throw new TypeError(`A ${datatype} feature has a ${typeof value} value`);
  const { unit } = DATATYPE_INFO[datatype];
  const number = grouped.format(value);
  if (unit === null) return number;
  if (datatype === 'percentage') return `${number}${unit.one}`;
  return `${number} ${value === 1 ? unit.one : unit.many}`;
}

/** Spec §3, §5: why the edit form's datatype cannot change (issue 10: "the edit form says why"). */
export const FEATURE_DATATYPE_LOCKED_MESSAGE =
  "A feature's datatype is chosen when it is created and can't change, because every plan's value for the feature is kept in it. To use another datatype, add a new feature.";

/** The datatype field of the feature form: chosen on creation, locked on edit. */
export function featureDatatypeField(mode: 'create' | 'edit'): { disabled: boolean; helperText: string | null } {
  return mode === 'create'
    ? { disabled: false, helperText: "Choose carefully: the datatype can't change after the feature is created." }
    : { disabled: true, helperText: FEATURE_DATATYPE_LOCKED_MESSAGE };
}
