/**
 * Add-ons from the sandbox fixtures, as the SPA sees them after its API client
 * (camelCase, icons as `data:` URLs): real data for component stories.
 */
import { addonsOfCompany, allAddons } from '../../fixtures/data';
import { toAddonSummary } from '../../fixtures/model/wire';
import { bundledIcons } from '../../fixtures/msw/icons';
import { toCamel } from '../../web/src/api/case';
import type { AddonSummary } from '../../web/src/api/addon-lists';
import type { AddonState } from '../../web/src/domain/addon-state';

function summaries(records: ReturnType<typeof allAddons>): AddonSummary[] {
  return records.map((record) => toCamel(toAddonSummary(record, bundledIcons)));
}

/** Acme Data's add-ons: alpha (no icon), beta, three GA (one on API v1), shutdown. */
export const acmeAddons: readonly AddonSummary[] = summaries(addonsOfCompany('acme-data'));

/** Every add-on of every company (the admin's 'All Addons' list). */
export const everyAddon: readonly AddonSummary[] = summaries(allAddons());

/** The first Acme add-on in `state`. */
export function acmeAddonIn(state: AddonState): AddonSummary {
  const addon = acmeAddons.find((candidate) => candidate.state === state);
  if (!addon) throw new Error(`The fixtures have no Acme add-on in state ${state}`);
  return addon;
}
