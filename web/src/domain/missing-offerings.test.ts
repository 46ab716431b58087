import { describe, expect, it } from 'vitest';
import { FEATURE_DATATYPES } from './feature-datatype';
import { featuresWithoutValue, missingValueExplanation, missingValueNote, newFeatureOfferingValue } from './missing-offerings';

describe('newFeatureOfferingValue: what existing plans get when a feature is created', () => {
  it('a yes/no feature starts at No on every plan', () => {
    expect(newFeatureOfferingValue('boolean')).toBe(false);
  });

  it.each(FEATURE_DATATYPES.filter((datatype) => datatype !== 'boolean'))('a %s feature has no neutral value: it stays unset, to be asked', (datatype) => {
    expect(newFeatureOfferingValue(datatype)).toBeNull();
  });
});

describe('featuresWithoutValue', () => {
  const features = [{ id: 'f1' }, { id: 'f2' }, { id: 'f3' }];

  it('names the features whose offering is null or missing', () => {
    expect(featuresWithoutValue(features, [{ featureId: 'f1', value: 10 }, { featureId: 'f2', value: null }])).toEqual(['f2', 'f3']);
  });

  it('counts false and 0 as values', () => {
    expect(
      featuresWithoutValue(features, [
        { featureId: 'f1', value: false },
        { featureId: 'f2', value: 0 },
        { featureId: 'f3', value: 1 },
      ]),
    ).toEqual([]);
  });
});

describe('what the list and the edit panel say', () => {
  it('flags a plan with the features it needs values for, and says nothing when none', () => {
    expect(missingValueNote(['Storage'])).toBe('Needs a value for Storage');
    expect(missingValueNote(['Storage', 'Backups'])).toBe('Needs values for Storage and Backups');
    expect(missingValueNote([])).toBeUndefined();
  });

  it('explains in the edit panel why saving asks for them', () => {
    expect(missingValueExplanation(['Storage'])).toBe(
      'This plan has no value yet for Storage, a feature added after the plan was made. Give it a value below to save the plan.',
    );
    expect(missingValueExplanation(['Storage', 'Backups', 'Rollback'])).toMatch(/^This plan has no values yet for Storage, Backups, and Rollback, features/);
    expect(missingValueExplanation([])).toBeUndefined();
  });
});
