/**
 * The command palette's matching (issue 25 item 3): from what is typed, the
 * places to jump to — an add-on (by display name, name or slug), one screen
 * of an add-on, an admin screen, or the admin e-mail lookup of what was typed.
 * Pure and linear: the index is built once per add-on list, and a keystroke
 * looks at each add-on's three lower-cased strings once, so 10 000 add-ons
 * stay well inside one frame.
 */
import { addonPath, addonSectionPath, type WorkspaceSectionSegment } from './addon-paths';
import { adminEmailLookupPath } from './admin-paths';
import { countSentence } from './count-sentence';
import type { PortalScreen } from './portal-screens';

export interface PaletteAddon {
  slug: string;
  name: string;
  displayName: string;
}

/** A section of an add-on's workspace. */
export interface PaletteSection {
  label: string;
  path: WorkspaceSectionSegment;
}

/** A screen of the admin area, by its full path. */
export interface PaletteScreen {
  label: string;
  path: string;
}

/** One thing to jump to: `to` is where, `label` what the option says, `detail` its second line. */
export type PaletteTarget = { key: string; label: string; detail: string; to: string } & (
  | { kind: 'addon'; slug: string }
  | { kind: 'addon-screen'; slug: string; section: WorkspaceSectionSegment }
  | { kind: 'admin-screen' }
  | { kind: 'screen' }
  | { kind: 'email-lookup'; email: string }
);

export interface PaletteIndex {
  addons: readonly PaletteAddon[];
  /** `displayName`, `name`, `slug` lower-cased, in the order of `addons`. */
  haystacks: readonly (readonly [string, string, string])[];
}

const haystackOf = (addon: PaletteAddon) => [addon.displayName.toLowerCase(), addon.name.toLowerCase(), addon.slug.toLowerCase()] as const;

export function buildPaletteIndex(addons: readonly PaletteAddon[]): PaletteIndex {
  return { addons, haystacks: addons.map(haystackOf) };
}

/** At most this many add-ons are listed: a list longer than a screen helps nobody, typing narrows it. */
export const MAX_ADDON_RESULTS = 8;

/** Lower is better: exact slug or name (EXACT), then prefix, then a word's prefix, then anywhere. */
const EXACT = 0;
function score(haystack: readonly [string, string, string], query: string): number {
  let best = Infinity;
  for (const text of haystack) {
    if (text === query) return EXACT;
    const at = text.indexOf(query);
    if (at < 0) continue;
    const rank = at === 0 ? 1 : /[\s\-_.]/.test(text[at - 1] ?? '') ? 2 : 3;
    if (rank < best) best = rank;
  }
  return best;
}

/**
 * The best `limit` add-ons for `query`, best first (ties keep the list's order).
 * Keeps a small sorted window instead of sorting every match: a one-letter
 * query matches most of 10 000 add-ons.
 */
export function matchAddons(index: PaletteIndex, query: string, limit = MAX_ADDON_RESULTS): PaletteAddon[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return index.addons.slice(0, limit) as PaletteAddon[];
  const window: { rank: number; at: number }[] = [];
  index.haystacks.forEach((haystack, at) => {
    const rank = score(haystack, needle);
    if (rank === Infinity) return;
    if (window.length === limit && rank >= (window[limit - 1]?.rank ?? Infinity)) return;
    let insertAt = window.length;
    while (insertAt > 0 && (window[insertAt - 1]?.rank ?? 0) > rank) insertAt -= 1;
    window.splice(insertAt, 0, { rank, at });
    if (window.length > limit) window.pop();
  });
  return window.map(({ at }) => index.addons[at] as PaletteAddon);
}

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+$/;

export interface PaletteOptions {
  /** The add-on workspace's sections (app/workspace-sections.tsx), those this user may open. */
  sections: readonly PaletteSection[];
  /** Platform admins: the admin screens (paths) and the e-mail lookup. */
  adminScreens?: readonly PaletteScreen[] | undefined;
  /** The screens outside any add-on (domain/portal-screens.ts), found by name or synonym. */
  screens?: readonly PortalScreen[] | undefined;
}

/** How well `query` (lower case, trimmed) names `screen`: 1 a name starts with it, 2 its every word is in some name, else none. */
function screenRank(screen: PortalScreen, query: string): 1 | 2 | undefined {
  const names = [screen.label.toLowerCase(), ...screen.synonyms];
  if (names.some((name) => name.startsWith(query))) return 1;
  const haystack = names.join('\n');
  return query.split(/\s+/).every((word) => haystack.includes(word)) ? 2 : undefined;
}

/** Where `screen` is for this user; none for a screen under an add-on when they have no add-on. */
function portalScreenTarget(screen: PortalScreen, firstAddon: PaletteAddon | undefined): PaletteTarget | undefined {
  if (typeof screen.at === 'string') return { kind: 'screen', key: `page:${screen.at}`, label: screen.label, detail: 'Screen', to: screen.at };
  if (!firstAddon) return undefined;
  // The company's information lives under each of its add-ons; the first one reaches it.
  const to = addonSectionPath(firstAddon.slug, screen.at.section);
  return { kind: 'screen', key: `page:${to}`, label: screen.label, detail: firstAddon.slug, to };
}

/** Before typing, the suggested screens; after, those the query names — close ones (rank 1) apart from loose ones. */
function portalScreenTargets(index: PaletteIndex, lower: string, screens: readonly PortalScreen[]): { close: PaletteTarget[]; loose: PaletteTarget[] } {
  const close: PaletteTarget[] = [];
  const loose: PaletteTarget[] = [];
  for (const screen of screens) {
    const rank = lower ? screenRank(screen, lower) : screen.suggested ? 2 : undefined;
    const target = rank ? portalScreenTarget(screen, index.addons[0]) : undefined;
    if (target) (rank === 1 ? close : loose).push(target);
  }
  return { close, loose };
}

/**
 * What the palette lists for `query`: the portal's screens it names (before
 * typing, the suggested ones), admin screens whose label matches, the
 * e-mail lookup (admins, once something is typed), matching add-ons, and the
 * screens of the best one (so "acme-postgres" then ↓ reaches Plans; right
 * after it when it is the one asked for). A query of an add-on and a screen
 * ("postgres plans") lists that screen first.
 */
export function paletteTargets(index: PaletteIndex, query: string, options: PaletteOptions): PaletteTarget[] {
  const text = query.trim();
  const lower = text.toLowerCase();
  const targets: PaletteTarget[] = [];
  const screens = portalScreenTargets(index, lower, options.screens ?? []);

  // "<add-on> <screen>": the last word names a screen, the rest an add-on.
  const lastSpace = lower.lastIndexOf(' ');
  if (lastSpace > 0) {
    const screenWord = lower.slice(lastSpace + 1);
    const section = options.sections.find((candidate) => candidate.label.toLowerCase().startsWith(screenWord));
    const addon = section ? matchAddons(index, lower.slice(0, lastSpace), 1)[0] : undefined;
    if (section && addon) targets.push(screenTarget(addon, section));
  }
  // A screen whose name starts with what was typed ("token", "buildp") is most likely the one meant.
  targets.push(...screens.close);

  const addons = matchAddons(index, text);
  const best = text ? addons[0] : undefined;
  const bestScreens = () => {
    if (!best) return;
    for (const section of options.sections) {
      const target = screenTarget(best, section);
      if (!targets.some((existing) => existing.key === target.key)) targets.push(target);
    }
  };
  // The best add-on's screens follow it when it is the one asked for (the only
  // match, or named exactly); otherwise they come after the other matching
  // add-ons, which "acme" must not push out of sight.
  const oneAskedFor = best !== undefined && (addons.length === 1 || score(haystackOf(best), lower) === EXACT);
  for (const addon of addons) {
    targets.push({ kind: 'addon', key: `addon:${addon.slug}`, label: addon.displayName, detail: addon.slug, slug: addon.slug, to: addonPath(addon.slug) });
    if (oneAskedFor && addon === best) bestScreens();
  }
  if (!oneAskedFor) bestScreens();
  targets.push(...screens.loose);

  if (options.adminScreens) {
    for (const screen of options.adminScreens) {
      if (!lower || screen.label.toLowerCase().includes(lower) || 'admin'.startsWith(lower)) {
        targets.push({ kind: 'admin-screen', key: `admin:${screen.path}`, label: screen.label, detail: 'Admin', to: screen.path });
      }
    }
    if (text) {
      const lookup: PaletteTarget = {
        kind: 'email-lookup',
        key: `email:${text}`,
        label: `Look up e-mail ${text}`,
        detail: 'Admin',
        email: text,
        to: adminEmailLookupPath(text),
      };
      // Something that looks like an address is most likely meant for the lookup.
      if (SIMPLE_EMAIL.test(text)) targets.unshift(lookup);
      else targets.push(lookup);
    }
  }
  return targets;
}

function screenTarget(addon: PaletteAddon, section: PaletteSection): PaletteTarget {
  return {
    kind: 'addon-screen',
    key: `screen:${addon.slug}:${section.path}`,
    label: `${addon.displayName} › ${section.label}`,
    detail: addon.slug,
    slug: addon.slug,
    section: section.path,
    to: addonSectionPath(addon.slug, section.path),
  };
}

/**
 * "3 results" / "1 result" / "No results": what the live region announces
 * after each keystroke. Before anything is typed the list holds suggestions,
 * never "No results" (a new partner has no add-ons, but screens to go to).
 */
export function resultsSentence(count: number, typed = true): string {
  if (!typed) return countSentence(count, 'suggestion', 'suggestions');
  return count === 0 ? 'No results' : countSentence(count, 'result', 'results');
}
