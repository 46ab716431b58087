/**
 * Plan availability (spec §4 "Plan availability"): four types, each a setting
 * of the plan's enabled, public and visible flags; the plans list filters by
 * them (spec §2 "Screen details → Plans") and the add-on groups its plans by
 * them (spec §3 addon "plan groups").
 */

/** The flags that decide a plan's availability (spec §3 plan). */
export interface AvailabilityFlags {
  enabled: boolean;
  public: boolean;
  visible: boolean;
}

export const AVAILABILITY_TYPES = ['allUsers', 'allUsersHidden', 'inviteOnly', 'disabled'] as const;
export type Availability = (typeof AVAILABILITY_TYPES)[number];

/**
 * What people read. The spec's §4 table says "All Users Hidden" and its filter
 * says "All Users (Hidden)"; one wording is used in both places, the filter's.
 */
export const AVAILABILITY_LABELS: Record<Availability, string> = {
  allUsers: 'All Users',
  allUsersHidden: 'All Users (Hidden)',
  inviteOnly: 'Invite Only',
  disabled: 'Disabled',
};

/** The §4 table, row by row: the flags each type writes. */
const FLAGS: Record<Availability, AvailabilityFlags> = {
  allUsers: { enabled: true, public: true, visible: true },
  allUsersHidden: { enabled: true, public: true, visible: false },
  inviteOnly: { enabled: true, public: false, visible: false },
  disabled: { enabled: false, public: false, visible: false },
};

/** The flags to save for an availability (spec §4 table). */
export function flagsForAvailability(availability: Availability): AvailabilityFlags {
  return { ...FLAGS[availability] };
}

/**
 * A plan's availability from its flags. Total, so that any stored plan can be
 * shown: not enabled is Disabled whatever else is set (nobody can install it);
 * enabled but not public is Invite Only whatever `visible` says (a private
 * plan is not listed). `hasConsistentAvailabilityFlags` says when flags were
 * read this leniently.
 */
export function availabilityOf(plan: AvailabilityFlags): Availability {
  if (!plan.enabled) return 'disabled';
  if (!plan.public) return 'inviteOnly';
  return plan.visible ? 'allUsers' : 'allUsersHidden';
}

/**
 * The flags are exactly a row of the §4 table (disabled: not public, not
 * visible). The sandbox refuses other combinations so none is ever stored.
 */
export function hasConsistentAvailabilityFlags(plan: AvailabilityFlags): boolean {
  const expected = FLAGS[availabilityOf(plan)];
  return plan.enabled === expected.enabled && plan.public === expected.public && plan.visible === expected.visible;
}

/** The plans list's filter (spec §2 "Plans list"), 'any' first. */
export const AVAILABILITY_FILTERS = ['any', ...AVAILABILITY_TYPES] as const;
export type AvailabilityFilter = (typeof AVAILABILITY_FILTERS)[number];

export const AVAILABILITY_FILTER_LABELS: Record<AvailabilityFilter, string> = {
  any: 'Any Availability',
  ...AVAILABILITY_LABELS,
};

/** The predicate a filter option keeps plans by. */
export function availabilityFilterPredicate(filter: AvailabilityFilter): (plan: AvailabilityFlags) => boolean {
  if (filter === 'any') return () => true;
  return (plan) => availabilityOf(plan) === filter;
}

/** "A plan with slug test is a test plan" (spec §3 plan). */
export function isTestPlan(plan: { slug: string }): boolean {
  return plan.slug === 'test';
}

/** Spec §3 plan `isPrivateAndEnabled`: an Invite Only plan. */
export function isPrivateAndEnabled(plan: AvailabilityFlags): boolean {
  return availabilityOf(plan) === 'inviteOnly';
}

export const PLAN_GROUPS = ['enabled', 'disabled', 'public', 'visible', 'hidden', 'private'] as const;
export type PlanGroup = (typeof PLAN_GROUPS)[number];

/**
 * Which availabilities make up each of the add-on's plan groups (spec §3):
 * public = listed to all users (visible or hidden), private = Invite Only.
 */
const GROUP_MEMBERS: Record<PlanGroup, readonly Availability[]> = {
  enabled: ['allUsers', 'allUsersHidden', 'inviteOnly'],
  disabled: ['disabled'],
  public: ['allUsers', 'allUsersHidden'],
  visible: ['allUsers'],
  hidden: ['allUsersHidden'],
  private: ['inviteOnly'],
};

/** The plan is in the group. */
export function isInPlanGroup(group: PlanGroup, plan: AvailabilityFlags): boolean {
  return GROUP_MEMBERS[group].includes(availabilityOf(plan));
}

/** The add-on's plan groups (spec §3), each in the plans' own order; one pass over the plans. */
export function planGroups<P extends AvailabilityFlags>(plans: readonly P[]): Record<PlanGroup, P[]> {
  const groups: Record<PlanGroup, P[]> = { enabled: [], disabled: [], public: [], visible: [], hidden: [], private: [] };
  for (const plan of plans) {
    const availability = availabilityOf(plan);
    for (const group of PLAN_GROUPS) if (GROUP_MEMBERS[group].includes(availability)) groups[group].push(plan);
  }
  return groups;
}
