/**
 * Which companies the admin Addresses and Users screens list, and what a
 * company's name links to (spec §2 "Admin routes"):
 * - addresses: "By default only companies with at least one beta or GA add-on
 *   are listed; a checkbox shows all companies. Company names link to the add-on."
 * - users: "for companies with a GA or beta add-on."
 * Both screens list by one rule, with the same "show all companies" choice
 * (issue 31 item 15: an admin looking for a company's users could not reach a
 * company without a beta or GA add-on at all).
 */
import type { AddonState } from '../api/addon-lists';
import { companyPaths } from './addon-paths';

interface HasState {
  state: AddonState;
}

interface HasAddons<Addon extends HasState> {
  addons: readonly Addon[];
}

/** Beta and GA: the states in which an add-on is offered to customers. */
export function isBetaOrGa(state: AddonState): boolean {
  return state === 'beta' || state === 'ga';
}

/** "at least one beta or GA add-on" */
export function hasBetaOrGaAddon(company: HasAddons<HasState>): boolean {
  return company.addons.some((addon) => isBetaOrGa(addon.state));
}

/** The Addresses and Users screens: only companies with a beta or GA add-on, unless the admin ticked "show all". */
export function listedCompanies<Company extends HasAddons<HasState>>(companies: readonly Company[], showAll: boolean): Company[] {
  return showAll ? [...companies] : companies.filter(hasBetaOrGaAddon);
}

/** How many companies the default Addresses list and the Users list show (the admin index's count). */
export function countCompaniesWithBetaOrGaAddon(companies: readonly HasAddons<HasState>[]): number {
  return companies.reduce((count, company) => (hasBetaOrGaAddon(company) ? count + 1 : count), 0);
}

/**
 * The add-on a company's name links to. The spec says "the add-on", but a
 * company may have several: the name links to the first beta or GA one (the
 * add-on that puts the company on the default list), else — when "show all"
 * lists it — its first add-on; every add-on is also linked in the Addons
 * column. `addons` come in list order (by display name). None: no link.
 */
export function companyLinkAddon<Addon extends HasState>(addons: readonly Addon[]): Addon | null {
  return addons.find((addon) => isBetaOrGa(addon.state)) ?? addons[0] ?? null;
}

/**
 * Where a company's name leads: the company tab (its information, supplier
 * record and users) reached through `companyLinkAddon`, so a company name opens
 * the company rather than one of its add-ons, which the Addons column links
 * already (issue 31 item 15). The portal's company screen lives under an
 * add-on, so a company without add-ons has nowhere to open: `null`, no link.
 */
export function companyLinkPath(addons: readonly (HasState & { slug: string })[]): string | null {
  const addon = companyLinkAddon(addons);
  return addon ? companyPaths.company(addon.slug) : null;
}

/**
 * Map links come from upstream, where partners' data lives: only an https:
 * URL becomes a link, so a `javascript:` (or `data:`, or plain http:) value
 * can never be clicked. Anything else, or nothing, gives `null`.
 */
export function safeMapLink(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

/** The URL's query parameter that keeps "show all companies" across a reload or a shared link: `?all=1`. */
export const SHOW_ALL_COMPANIES_PARAM = 'all';

export function showsAllCompanies(value: string | null): boolean {
  return value === '1';
}
