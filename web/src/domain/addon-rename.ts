/**
 * Renaming an add-on (issue 21 item 5). Its name is its identifier outside the
 * portal — add-on names double as slugs on the marketplace — so a rename
 * changes the CLI command customers type, the Elements address and every
 * plan's id (`name:plan`). The review step says so, old → new, and saving asks
 * for an explicit confirmation.
 */

export interface Renamed {
  before: string;
  after: string;
}

export interface RenameImpact {
  name: Renamed;
  /** The provisioning command, with one of the add-on's plans (or `plan` when it has none). */
  cliCommand: Renamed;
  /** The Elements page, when its address ends with the name. */
  urls: Renamed[];
  /** The first plan ids, `name:plan` (at most `shownPlans`). */
  planIds: Renamed[];
  /** Plan ids that change but are not listed. */
  morePlanIds: number;
}

export interface RenameInput {
  before: string;
  after: string;
  planSlugs: readonly string[];
  marketplaceUrl: string | null;
  /** How many plan ids to list; the rest are counted. */
  shownPlans?: number;
}

const provisioningCommand = (name: string, plan: string) => `addons:create ${name}:${plan}`;

/** The address with its last segment renamed, when that segment is the name. */
function renamedUrl(url: string | null, before: string, after: string): Renamed | null {
  if (!url) return null;
  const suffix = `/${before}`;
  const trimmed = url.replace(/\/+$/, '');
  if (!trimmed.endsWith(suffix)) return null;
  return { before: trimmed, after: `${trimmed.slice(0, -suffix.length)}/${after}` };
}

/** What renaming `before` to `after` changes, or null when the name stays (trimmed, as it is saved). */
export function addonRenameImpact({ before, after, planSlugs, marketplaceUrl, shownPlans = 3 }: RenameInput): RenameImpact | null {
  const from = before.trim();
  const to = after.trim();
  if (from === to || to === '') return null;
  const examplePlan = planSlugs[0] ?? 'plan';
  const url = renamedUrl(marketplaceUrl, from, to);
  return {
    name: { before: from, after: to },
    cliCommand: { before: provisioningCommand(from, examplePlan), after: provisioningCommand(to, examplePlan) },
    urls: url ? [url] : [],
    planIds: planSlugs.slice(0, shownPlans).map((plan) => ({ before: `${from}:${plan}`, after: `${to}:${plan}` })),
    morePlanIds: Math.max(0, planSlugs.length - shownPlans),
  };
}

/** The confirmation the review step asks for, and what it says when Save is pressed without it. */
export const renameConfirmation = {
  label: (impact: RenameImpact) => `I understand that renaming ${impact.name.before} to ${impact.name.after} changes these commands, addresses and plan ids.`,
  missing: 'Confirm the rename to save: tick the box above.',
} as const;
