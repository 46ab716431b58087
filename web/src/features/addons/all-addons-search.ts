import type { AddonSummary } from '../../api/addon-lists';

/**
 * What All Addons' search box looks an add-on up by: its name, its slug (on a
 * phone too, where the slug column is hidden) and its company's name. Not its
 * state or date: "ga" or "2026" would match half the marketplace.
 */
export function allAddonsSearchText(addon: AddonSummary): readonly string[] {
  return [addon.displayName, addon.slug, addon.company.name];
}
