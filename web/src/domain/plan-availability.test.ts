import { describe, expect, it } from 'vitest';
import {
  AVAILABILITY_FILTER_LABELS,
  AVAILABILITY_FILTERS,
  AVAILABILITY_LABELS,
  AVAILABILITY_TYPES,
  type Availability,
  type AvailabilityFilter,
  type AvailabilityFlags,
  availabilityFilterPredicate,
  availabilityOf,
  flagsForAvailability,
  hasConsistentAvailabilityFlags,
  isInPlanGroup,
  isPrivateAndEnabled,
  isTestPlan,
  PLAN_GROUPS,
  type PlanGroup,
  planGroups,
} from './plan-availability';

const flags = (enabled: boolean, isPublic: boolean, visible: boolean): AvailabilityFlags => ({
  enabled,
  public: isPublic,
  visible,
});

/** Spec §4 "Plan availability", the table as written. */
const SPEC_TABLE: [Availability, AvailabilityFlags][] = [
  ['allUsers', flags(true, true, true)],
  ['allUsersHidden', flags(true, true, false)],
  ['inviteOnly', flags(true, false, false)],
  ['disabled', flags(false, false, false)],
];

/** Every combination of the three flags, with how it is read and whether it is a table row. */
const ALL_COMBINATIONS: [AvailabilityFlags, Availability, boolean][] = [
  [flags(true, true, true), 'allUsers', true],
  [flags(true, true, false), 'allUsersHidden', true],
  [flags(true, false, false), 'inviteOnly', true],
  [flags(true, false, true), 'inviteOnly', false],
  [flags(false, false, false), 'disabled', true],
  [flags(false, false, true), 'disabled', false],
  [flags(false, true, false), 'disabled', false],
  [flags(false, true, true), 'disabled', false],
];

describe('availability types (spec §4)', () => {
  it('are four, with their labels', () => {
    expect(AVAILABILITY_TYPES).toEqual(['allUsers', 'allUsersHidden', 'inviteOnly', 'disabled']);
    expect(AVAILABILITY_LABELS).toEqual({
      allUsers: 'All Users',
      allUsersHidden: 'All Users (Hidden)',
      inviteOnly: 'Invite Only',
      disabled: 'Disabled',
    });
  });

  it.each(SPEC_TABLE)('%s writes the flags of its row', (availability, row) => {
    expect(flagsForAvailability(availability)).toEqual(row);
    expect(availabilityOf(row)).toBe(availability);
  });

  it('hands out copies, so a caller cannot change the table', () => {
    flagsForAvailability('allUsers').enabled = false;
    expect(flagsForAvailability('allUsers').enabled).toBe(true);
  });

  it.each(ALL_COMBINATIONS)('%o reads as %s (a table row: %s)', (plan, availability, consistent) => {
    expect(availabilityOf(plan)).toBe(availability);
    expect(hasConsistentAvailabilityFlags(plan)).toBe(consistent);
  });
});

describe('the plans list filter (spec §2 "Plans list")', () => {
  it('offers the five options in the spec order', () => {
    expect(AVAILABILITY_FILTERS.map((filter) => AVAILABILITY_FILTER_LABELS[filter])).toEqual([
      'Any Availability',
      'All Users',
      'All Users (Hidden)',
      'Invite Only',
      'Disabled',
    ]);
  });

  const kept: [AvailabilityFilter, Availability[]][] = [
    ['any', ['allUsers', 'allUsersHidden', 'inviteOnly', 'disabled']],
    ['allUsers', ['allUsers']],
    ['allUsersHidden', ['allUsersHidden']],
    ['inviteOnly', ['inviteOnly']],
    ['disabled', ['disabled']],
  ];
  it.each(kept)('%s keeps %j', (filter, availabilities) => {
    const keep = availabilityFilterPredicate(filter);
    const result = ALL_COMBINATIONS.filter(([plan]) => keep(plan)).map(([, availability]) => availability);
    expect([...new Set(result)]).toEqual(availabilities);
  });
});

describe('plan facts (spec §3 plan)', () => {
  it.each([
    ['test', true],
    ['Test', false],
    ['test-1', false],
    ['basic', false],
  ])('slug %j is a test plan: %s', (slug, test) => {
    expect(isTestPlan({ slug })).toBe(test);
  });

  it.each(ALL_COMBINATIONS)('%o is private and enabled only when Invite Only', (plan, availability) => {
    expect(isPrivateAndEnabled(plan)).toBe(availability === 'inviteOnly');
  });
});

describe('plan groups (spec §3 addon)', () => {
  const members: Record<PlanGroup, Availability[]> = {
    enabled: ['allUsers', 'allUsersHidden', 'inviteOnly'],
    disabled: ['disabled'],
    public: ['allUsers', 'allUsersHidden'],
    visible: ['allUsers'],
    hidden: ['allUsersHidden'],
    private: ['inviteOnly'],
  };

  it.each(PLAN_GROUPS.map((group) => [group, members[group]] as const))('%s holds %j', (group, availabilities) => {
    for (const [availability, row] of SPEC_TABLE) {
      expect(isInPlanGroup(group, row)).toBe(availabilities.includes(availability));
    }
  });

  it('groups plans in their own order', () => {
    const plans = [
      { slug: 'a', ...flags(true, false, false) },
      { slug: 'b', ...flags(true, true, true) },
      { slug: 'c', ...flags(false, false, false) },
      { slug: 'd', ...flags(true, true, false) },
      { slug: 'e', ...flags(true, true, true) },
    ];
    const slugs = (list: { slug: string }[]) => list.map((plan) => plan.slug);
    const groups = planGroups(plans);
    expect(Object.fromEntries(PLAN_GROUPS.map((group) => [group, slugs(groups[group])]))).toEqual({
      enabled: ['a', 'b', 'd', 'e'],
      disabled: ['c'],
      public: ['b', 'd', 'e'],
      visible: ['b', 'e'],
      hidden: ['d'],
      private: ['a'],
    });
    expect(groups.visible[0]).toBe(plans[1]);
  });

  it('gives empty groups for no plans', () => {
    expect(planGroups([])).toEqual({ enabled: [], disabled: [], public: [], visible: [], hidden: [], private: [] });
  });
});
