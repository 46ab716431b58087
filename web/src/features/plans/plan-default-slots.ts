/** The four plan-default slots of an add-on (spec §2): two tables, common runtime and private spaces each. */
import type { Addon } from '../../api/addon';

export const PLAN_DEFAULT_SLOTS = [
  { key: 'defaultPlanSlug', table: 'regular', label: 'Common Runtime' },
  { key: 'spaceDefaultPlanSlug', table: 'regular', label: 'Private Spaces' },
  { key: 'temporarySupportedPlanSlug', table: 'temporary', label: 'Common Runtime' },
  { key: 'temporarySpaceSupportedPlanSlug', table: 'temporary', label: 'Private Spaces' },
] as const satisfies readonly { key: keyof Addon; table: 'regular' | 'temporary'; label: string }[];
export type PlanDefaultSlot = (typeof PLAN_DEFAULT_SLOTS)[number]['key'];
