/**
 * Feature datatypes (spec §3 feature: "The datatype is chosen at creation and
 * cannot change. Datatypes are boolean, number, interval (seconds), filesize
 * (bytes) and percentage."; §5: "Datatype is chosen at creation and locked.")
 * and the one value each plan gives a feature (spec §3 offering).
 */
import { formatQuantity, parseQuantity, QUANTITY_EXAMPLES, QUANTITY_MESSAGES } from './feature-units';

export const FEATURE_DATATYPES = ['boolean', 'number', 'interval', 'filesize', 'percentage'] as const;
export type FeatureDatatype = (typeof FEATURE_DATATYPES)[number];

export function isFeatureDatatype(value: string): value is FeatureDatatype {
  return (FEATURE_DATATYPES as readonly string[]).includes(value);
}

export interface DatatypeInfo {
  /** The datatype choice, with how its values are written. */
  label: string;
  /** The datatype in a list of features. */
  name: string;
  /** What a plan's value field says it takes (issue 21: in the units people use, not raw bytes). */
  example: string;
  /** The input a plan's value is typed in (issue 10: a toggle for boolean, a number otherwise). */
  input: 'toggle' | 'number';
}

export const DATATYPE_INFO: Record<FeatureDatatype, DatatypeInfo> = {
  boolean: { label: 'Boolean', name: 'Boolean', example: 'Yes or no.', input: 'toggle' },
  number: { label: 'Number', name: 'Number', example: 'Like 10 or 2.5.', input: 'number' },
  interval: { label: 'Interval (a duration, like 7 days)', name: 'Interval', example: QUANTITY_EXAMPLES.interval, input: 'number' },
  filesize: { label: 'File size (like 10 GB)', name: 'File size', example: QUANTITY_EXAMPLES.filesize, input: 'number' },
  percentage: { label: 'Percentage', name: 'Percentage', example: 'From 0 to 100, like 99.95%.', input: 'number' },
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

/**
 * What a partner types → the stored value (issue 21, item 7): "10 GB" and
 * "7 days" as well as plain bytes and seconds, "99.95%" as well as 99.95.
 * The stored value then passes the same rule the API applies.
 */
export function parseOfferingInput(datatype: FeatureDatatype, input: string | boolean): OfferingValueParse {
  if (typeof input === 'boolean') return parseOfferingValue(datatype, input);
  const text = input.trim();
  if (datatype === 'percentage') return parseOfferingValue(datatype, text.replace(/\s*%$/, ''));
  if (datatype !== 'interval' && datatype !== 'filesize') return parseOfferingValue(datatype, text);
  if (text === '') return { ok: false, message: OFFERING_VALUE_MESSAGES.required };
  if (text.startsWith('-')) return { ok: false, message: OFFERING_VALUE_MESSAGES.negative };
  const parsed = parseQuantity(datatype, text);
  if (parsed.ok) return parseOfferingValue(datatype, String(parsed.value));
  return { ok: false, message: QUANTITY_MESSAGES[datatype][parsed.problem] };
}

const STORED_UNIT = { interval: 'seconds', filesize: 'bytes' } as const;

/**
 * Under a quantity field, what will be stored, so "10 GB" is seen to be
 * 10,737,418,240 bytes before it is saved; `null` when there is nothing to add.
 */
export function offeringStoredNote(datatype: FeatureDatatype, input: string | boolean): string | null {
  if (datatype !== 'interval' && datatype !== 'filesize') return null;
  const parsed = parseOfferingInput(datatype, input);
  if (!parsed.ok || typeof parsed.value !== 'number') return null;
  return `Saved as ${grouped.format(parsed.value)} ${STORED_UNIT[datatype]}.`;
}

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

/** The value as the form input starts: a boolean for the toggle, "16 GB" or "7 days" for a quantity ('' when none yet). */
export function offeringInputValue(datatype: FeatureDatatype, value: OfferingValue | null): string | boolean {
  if (datatype === 'boolean') return value === true;
  if (typeof value !== 'number') return '';
  if (datatype === 'interval' || datatype === 'filesize') return formatQuantity(datatype, value);
  if (datatype === 'percentage') return `${value}%`;
  return String(value);
}

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });

/**
 * The value as a person reads it: 'Yes' / 'No', '1,000', '7 days', '16 GB',
 * '99.5%'. A value of the wrong kind for the datatype is a bug upstream: it throws.
 */
export function formatOfferingValue(datatype: FeatureDatatype, value: OfferingValue): string {
  if (datatype === 'boolean') {
    if (typeof value !== 'boolean') throw new TypeError(`A boolean feature has a ${typeof value} value`);
    return value ? 'Yes' : 'No';
  }
  if (typeof value !== 'number') throw new TypeError(`A ${datatype} feature has a ${typeof value} value`);
  if (datatype === 'interval' || datatype === 'filesize') return formatQuantity(datatype, value);
  const number = grouped.format(value);
  return datatype === 'percentage' ? `${number}%` : number;
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
