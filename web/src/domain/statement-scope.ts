/**
 * Whose figures the Reports tab shows (spec §3 report: a report belongs to
 * the company, with `addonBillings` per add-on and plan; §7 "GET
 * addons/{id}/reports" answers the company's reports). The tab sits under
 * one add-on, so it says plainly that the statements are the company's and
 * which add-ons they cover — and whether this add-on is among them.
 */

export interface StatementScope {
  title: string;
  message: string;
}

function list(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export function statementScope(input: {
  companyName: string;
  addon: { slug: string; displayName: string };
  /** The add-ons with lines in the statements, by slug, with their names where known. */
  billedAddons: readonly { slug: string; displayName: string }[];
  /** Whether the revenue chart is on screen: hidden on small screens (spec §2), where naming it would point at nothing (issue 31 item 11). */
  chartShown: boolean;
}): StatementScope {
  const { companyName, addon, billedAddons, chartShown } = input;
  const covered = billedAddons.some((candidate) => candidate.slug === addon.slug);
  const names = billedAddons.map((candidate) => candidate.displayName);
  const which = names.length > 0 ? ` They cover ${list(names)}.` : '';
  const here = covered
    ? ' Each plan below is named with its add-on.'
    : ` ${addon.displayName} has no billings in them yet.`;
  return {
    title: `${companyName}'s monthly statements`,
    message: `Statements are issued per company, not per add-on: the totals${chartShown ? ', the files and the chart' : ' and the files'} are for all of ${companyName}'s add-ons.${which}${here}`,
  };
}
