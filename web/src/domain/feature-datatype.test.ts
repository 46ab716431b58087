import { describe, expect, it } from 'vitest';
import {
  DATATYPE_INFO,
  FEATURE_DATATYPE_LOCKED_MESSAGE,
  FEATURE_DATATYPES,
  type FeatureDatatype,
  featureDatatypeField,
  formatOfferingValue,
  isFeatureDatatype,
  OFFERING_VALUE_MESSAGES as M,
  type OfferingValue,
  offeringInputValue,
  offeringStoredNote,
  parseOfferingInput,
  parseOfferingValue,
} from './feature-datatype';
import { QUANTITY_MESSAGES } from './feature-units';

describe('datatypes (spec §3 feature)', () => {
  it('are the five the spec lists, with labels in human units and inputs', () => {
    expect(FEATURE_DATATYPES.map((type) => [type, DATATYPE_INFO[type].label, DATATYPE_INFO[type].input])).toEqual([
      ['boolean', 'Boolean', 'toggle'],
      ['number', 'Number', 'number'],
      ['interval', 'Interval (a duration, like 7 days)', 'number'],
      ['filesize', 'File size (like 10 GB)', 'number'],
      ['percentage', 'Percentage', 'number'],
    ]);
  });

  it.each([
    ['boolean', true],
    ['percentage', true],
    ['string', false],
    ['Boolean', false],
    ['', false],
    ['toString', false],
  ])('%j is a datatype: %s', (value, known) => {
    expect(isFeatureDatatype(value)).toBe(known);
  });
});

describe('parseOfferingValue', () => {
  const good: [FeatureDatatype, string | boolean, OfferingValue][] = [
    ['boolean', true, true],
    ['boolean', false, false],
    ['number', '0', 0],
    ['number', '10', 10],
    ['number', ' 2.5 ', 2.5],
    ['number', '.5', 0.5],
    ['number', '5.', 5],
    ['number', '007', 7],
    ['interval', '3600', 3600],
    ['interval', '0', 0],
    ['interval', '60.0', 60], // a whole number written with a decimal point
    ['filesize', '1073741824', 1073741824],
    ['filesize', '9007199254740991', Number.MAX_SAFE_INTEGER],
    ['percentage', '0', 0],
    ['percentage', '99.95', 99.95],
    ['percentage', '100', 100],
  ];
  it.each(good)('%s %j → %j', (datatype, input, value) => {
    expect(parseOfferingValue(datatype, input)).toEqual({ ok: true, value });
  });

  const bad: [FeatureDatatype, string | boolean, string][] = [
    ['boolean', 'true', M.notBoolean],
    ['boolean', '', M.notBoolean],
    ['number', true, M.notANumber],
    ['number', '', M.required],
    ['number', '   ', M.required],
    ['number', '-1', M.negative],
    ['number', '-0.5', M.negative],
    ['number', '- 3', M.negative],
    ['number', 'ten', M.notANumber],
    ['number', '1e3', M.notANumber],
    ['number', '1,000', M.notANumber],
    ['number', '+1', M.notANumber],
    ['number', '.', M.notANumber],
    ['number', 'Infinity', M.notANumber],
    ['number', '9'.repeat(400), M.notANumber], // too big to be a number at all
    ['interval', '1.5', M.notWholeSeconds],
    ['interval', '99999999999999999', M.notWholeSeconds], // beyond exact integers
    ['filesize', '0.5', M.notWholeBytes],
    ['percentage', '100.01', M.percentOutOfRange],
    ['percentage', '150', M.percentOutOfRange],
    ['percentage', '-1', M.negative],
  ];
  it.each(bad)('%s %j → %j', (datatype, input, message) => {
    expect(parseOfferingValue(datatype, input)).toEqual({ ok: false, message });
  });
});

describe('parseOfferingInput (what a partner types, issue 21 item 7)', () => {
  it.each([
    ['filesize', '10 GB', 10 * 1024 ** 3],
    ['filesize', '10GB', 10 * 1024 ** 3],
    ['filesize', '1.5 gib', 1.5 * 1024 ** 3],
    ['filesize', '512 MB', 512 * 1024 ** 2],
    ['filesize', '2097152', 2097152],
    ['interval', '7 days', 604800],
    ['interval', '12 h', 43200],
    ['interval', '604800', 604800],
    ['percentage', '99.95%', 99.95],
    ['percentage', '50 %', 50],
    ['number', '24', 24],
    ['boolean', true, true],
  ] as const)('%s %j → %j', (datatype, input, value) => {
    expect(parseOfferingInput(datatype, input)).toEqual({ ok: true, value });
  });

  it.each([
    ['filesize', '', M.required],
    ['filesize', '-1 GB', M.negative],
    ['filesize', '10 GX', QUANTITY_MESSAGES.filesize.unknownUnit],
    ['filesize', 'ten GB', QUANTITY_MESSAGES.filesize.notANumber],
    ['filesize', '0.3 bytes', QUANTITY_MESSAGES.filesize.fraction],
    ['interval', '7 fortnights', QUANTITY_MESSAGES.interval.unknownUnit],
    ['interval', '1.5 s', QUANTITY_MESSAGES.interval.fraction],
    ['percentage', '101%', M.percentOutOfRange],
    ['number', '10 GB', M.notANumber],
  ] as const)('%s %j → %j', (datatype, input, message) => {
    expect(parseOfferingInput(datatype, input)).toEqual({ ok: false, message });
  });

  it('says under a quantity what will be stored', () => {
    expect(offeringStoredNote('filesize', '10 GB')).toBe('Saved as 10,737,418,240 bytes.');
    expect(offeringStoredNote('interval', '7 days')).toBe('Saved as 604,800 seconds.');
    expect(offeringStoredNote('interval', 'soon')).toBeNull();
    expect(offeringStoredNote('number', '10')).toBeNull();
  });
});

describe('offeringInputValue (what the form starts with)', () => {
  it.each([
    ['boolean', true, true],
    ['boolean', false, false],
    ['boolean', null, false],
    ['number', 2.5, '2.5'],
    ['interval', 0, '0 seconds'],
    ['interval', 604800, '7 days'],
    ['filesize', 17179869184, '16 GB'],
    ['percentage', 99.95, '99.95%'],
    ['filesize', null, ''],
  ] as const)('%s %j → %j', (datatype, value, input) => {
    expect(offeringInputValue(datatype, value)).toBe(input);
  });

  it.each([
    ['number', 2.5],
    ['interval', 3600],
    ['filesize', 1073741824],
    ['percentage', 99.95],
    ['interval', 90],
    ['filesize', 1610612736],
    ['filesize', 1_000_000_000],
  ] as const)('reads back: %s %j', (datatype, value) => {
    expect(parseOfferingInput(datatype, offeringInputValue(datatype, value))).toEqual({ ok: true, value });
  });
});

describe('formatOfferingValue', () => {
  it.each([
    ['boolean', true, 'Yes'],
    ['boolean', false, 'No'],
    ['number', 0, '0'],
    ['number', 1000, '1,000'],
    ['number', 1234.5, '1,234.5'],
    ['interval', 1, '1 second'],
    ['interval', 0, '0 seconds'],
    ['interval', 3600, '1 hour'],
    ['interval', 604800, '7 days'],
    ['filesize', 1, '1 byte'],
    ['filesize', 1073741824, '1 GB'],
    ['filesize', 17179869184, '16 GB'],
    ['percentage', 99.95, '99.95%'],
    ['percentage', 100, '100%'],
  ] as const)('%s %j → %j', (datatype, value, shown) => {
    expect(formatOfferingValue(datatype, value)).toBe(shown);
  });

  it('refuses a value of the wrong kind', () => {
    expect(() => formatOfferingValue('boolean', 1)).toThrow(TypeError);
    expect(() => formatOfferingValue('filesize', true)).toThrow(TypeError);
  });
});

describe('the datatype is locked after creation (spec §3, §5)', () => {
  it('can be chosen when creating', () => {
    expect(featureDatatypeField('create').disabled).toBe(false);
  });

  it('is disabled when editing, and the form says why', () => {
    expect(featureDatatypeField('edit')).toEqual({ disabled: true, helperText: FEATURE_DATATYPE_LOCKED_MESSAGE });
    expect(FEATURE_DATATYPE_LOCKED_MESSAGE).toMatch(/can't change/);
  });
});
