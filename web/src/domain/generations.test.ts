import { describe, expect, it } from 'vitest';
import { withFixedGeneration } from './generations';

describe('supported generations (spec §5: Cedar cannot be toggled)', () => {
  it('adds Cedar in front when the record lacks it', () => {
    expect(withFixedGeneration([], 'cedar')).toEqual(['cedar']);
    expect(withFixedGeneration(['fir'], 'cedar')).toEqual(['cedar', 'fir']);
  });

  it('keeps a list that has it as it is', () => {
    expect(withFixedGeneration(['fir', 'cedar'], 'cedar')).toEqual(['fir', 'cedar']);
  });
});
