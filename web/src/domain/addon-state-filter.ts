/**
 * The All Addons list's state filter (issue: "filter by state"; spec §4 names
 * the four states). Kept in the address (`?state=beta`) so a reload or Back
 * shows the same list: an unknown value there means no filter, never an
 * empty list the admin cannot explain.
 */
import { ADDON_STATES, type AddonState } from './addon-state';

export const ADDON_STATE_FILTERS = ['any', ...ADDON_STATES] as const;
export type AddonStateFilter = (typeof ADDON_STATE_FILTERS)[number];

/** The query parameter the filter is kept in. */
export const ADDON_STATE_PARAM = 'state';

/** How each state is named in the filter and the table (GA has no tag, but a table cell still says it). */
export const ADDON_STATE_LABELS: Readonly<Record<AddonState, string>> = {
  alpha: 'Alpha',
  beta: 'Beta',
  ga: 'GA',
  shutdown: 'Shutdown',
};

export const ADDON_STATE_FILTER_LABELS: Readonly<Record<AddonStateFilter, string>> = { any: 'Any state', ...ADDON_STATE_LABELS };

function isAddonStateFilter(value: string): value is AddonStateFilter {
  return (ADDON_STATE_FILTERS as readonly string[]).includes(value);
}

/** The filter a `?state=` value asks for: `any` when absent or unknown. */
export function addonStateFilterFrom(param: string | null): AddonStateFilter {
  const value = param?.trim().toLowerCase() ?? '';
  return isAddonStateFilter(value) ? value : 'any';
}

/** The add-ons in that state (all of them for `any`), in their order. */
export function withAddonState<Addon extends { state: AddonState }>(addons: readonly Addon[], filter: AddonStateFilter): readonly Addon[] {
  return filter === 'any' ? addons : addons.filter((addon) => addon.state === filter);
}
