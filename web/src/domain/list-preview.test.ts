import { describe, expect, it } from 'vitest';
import { listPreview } from './list-preview';

const rows = (count: number) => Array.from({ length: count }, (_, index) => index);

describe('list preview (spec §2 Plans: "shows 6 first, with a \'View all N features\' / \'Collapse features\' toggle")', () => {
  it('shows 6 first, and the toggle names how many there are', () => {
    expect(listPreview(rows(8), 'features', false)).toEqual({ shown: rows(6), toggleLabel: 'View all 8 features' });
  });

  it('shows every row once expanded, with Collapse', () => {
    expect(listPreview(rows(8), 'features', true)).toEqual({ shown: rows(8), toggleLabel: 'Collapse features' });
  });

  it('has no toggle when 6 or fewer rows fit', () => {
    expect(listPreview(rows(6), 'plans', false)).toEqual({ shown: rows(6), toggleLabel: null });
    expect(listPreview([], 'plans', true)).toEqual({ shown: [], toggleLabel: null });
  });
});
