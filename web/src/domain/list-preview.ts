/**
 * Long lists on the plans screen show their first few rows and a toggle
 * (spec §2 Plans: "shows 6 first, with a 'View all N features' / 'Collapse
 * features' toggle"; the plans list has the same 'View all N plans' /
 * 'Collapse plans').
 */

/** Spec §2: "shows 6 first". */
export const PREVIEW_LENGTH = 6;

export interface ListPreview<Item> {
  /** The rows to show now. */
  shown: readonly Item[];
  /** The toggle's text, or `null` when every row fits and there is nothing to toggle. */
  toggleLabel: string | null;
}

/** `noun` is the plural the toggle names: "features", "plans". */
export function listPreview<Item>(items: readonly Item[], noun: string, expanded: boolean, length = PREVIEW_LENGTH): ListPreview<Item> {
  if (items.length <= length) return { shown: items, toggleLabel: null };
  if (expanded) return { shown: items, toggleLabel: `Collapse ${noun}` };
  return { shown: items.slice(0, length), toggleLabel: `View all ${items.length} ${noun}` };
}
