import { describe, expect, it } from 'vitest';
import {
  PLAN_SLUG_READ_ONLY_MESSAGE,
  PLAN_SLUG_UNGENERATABLE_MESSAGE,
  planSlugField,
  planSlugFor,
  slugFromPlanName,
} from './plan-slug';

describe('slugFromPlanName (spec §5)', () => {
  it.each([
    // lower-case
    ['Basic', 'basic'],
    ['PREMIUM', 'premium'],
    // spaces to hyphens (any white space)
    ['Premium 0', 'premium-0'],
    ['Standard\tPlan\nTwo', 'standard-plan-two'],
    // non-word characters removed; word characters include digits and '_'
    ['Pro (2 GB)', 'pro-2-gb'],
    ['Hobby+Dev!', 'hobbydev'],
    ['$9.99/mo', '999mo'],
    ['snake_case plan', 'snake_case-plan'],
    ['already-a-slug', 'already-a-slug'],
    // repeated hyphens collapsed
    ['A  -  B', 'a-b'],
    ['A & B', 'a-b'],
    ['x---y', 'x-y'],
    // leading and trailing hyphens trimmed
    ['  Pro  ', 'pro'],
    ['-Pro-', 'pro'],
    ['--- Pro ---', 'pro'],
    ['!Pro?', 'pro'],
  ])('%j → %j', (name, slug) => {
    expect(slugFromPlanName(name)).toBe(slug);
  });

  it.each([
    ['Café Pro', 'cafe-pro'], // accents keep their base letter
    ['Ñandú Plus', 'nandu-plus'],
    ['İstanbul', 'istanbul'],
    ['Größe M', 'groe-m'], // ß has no base letter: removed like any non-word character
    ['ＰＲＯ １', 'pro-1'], // full-width forms are their ASCII letters
    ['Plan 🚀 Fast', 'plan-fast'],
    ['标准 Standard', 'standard'],
    ['标准', ''],
    ['', ''],
    ['---', ''],
  ])('non-ASCII and empty: %j → %j', (name, slug) => {
    expect(slugFromPlanName(name)).toBe(slug);
  });
});

describe('planSlugFor', () => {
  it.each([
    [{ slug: '', name: 'Premium 0' }, { ok: true, slug: 'premium-0', generated: true }],
    [{ slug: '   ', name: 'Premium 0' }, { ok: true, slug: 'premium-0', generated: true }],
    [{ slug: 'custom', name: 'Premium 0' }, { ok: true, slug: 'custom', generated: false }],
    [{ slug: ' custom ', name: 'Premium 0' }, { ok: true, slug: 'custom', generated: false }],
    // a typed slug is the partner's choice: only a blank one is generated
    [{ slug: 'Mixed Case', name: 'x' }, { ok: true, slug: 'Mixed Case', generated: false }],
    [{ slug: '', name: '标准' }, { ok: false, message: PLAN_SLUG_UNGENERATABLE_MESSAGE }],
    // no name yet: nothing to say about the slug (the name's own error says it)
    [{ slug: '', name: '' }, { ok: false, message: null }],
    [{ slug: ' ', name: '  ' }, { ok: false, message: null }],
  ])('%o → %o', (input, result) => {
    expect(planSlugFor(input)).toEqual(result);
  });
});

describe('planSlugField (spec §5: read-only after creation)', () => {
  it('is editable while creating', () => {
    expect(planSlugField('create').readOnly).toBe(false);
  });

  it('is read-only when editing, saying to create a new plan and hide the old one', () => {
    expect(planSlugField('edit')).toEqual({ readOnly: true, helperText: PLAN_SLUG_READ_ONLY_MESSAGE });
    expect(PLAN_SLUG_READ_ONLY_MESSAGE).toMatch(/create a new plan and hide the old one/);
  });
});
