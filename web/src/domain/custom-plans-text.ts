/**
 * The custom plans text (spec §5: "Custom plans text is limited to 300
 * characters. A 'Characters remaining' counter turns red when exceeded, and
 * saving is blocked."; §9: 300 characters).
 */
import { characterCounter } from './character-counter';

export const CUSTOM_PLANS_TEXT_MAX = 300;

/**
 * Characters counted per Unicode code point: an emoji is one, not the two
 * UTF-16 units `String.length` sees, so a limit "in characters" is not
 * reached early by emoji. The sandbox's schema must count with this function
 * (a zod refine), not zod's `.max()`, for the form and the sandbox to agree.
 */
export function characterCount(text: string): number {
  return [...text].length;
}

export interface CustomPlansTextCounter {
  /** Characters left; negative past the limit, so the counter can say by how much. */
  remaining: number;
  /** Past the limit: the counter turns red and saving is blocked. */
  overLimit: boolean;
  /** The counter's words, never a negative number: '12 characters left', '52 characters too many' (issue 21 item 10). */
  label: string;
}

export function customPlansTextCounter(text: string): CustomPlansTextCounter {
  const count = characterCount(text);
  return { remaining: CUSTOM_PLANS_TEXT_MAX - count, overLimit: count > CUSTOM_PLANS_TEXT_MAX, label: characterCounter(count, CUSTOM_PLANS_TEXT_MAX).label };
}

/** Saving is blocked past the limit (spec §5); exactly 300 characters may be saved. */
export function canSaveCustomPlansText(text: string): boolean {
  return !customPlansTextCounter(text).overLimit;
}

/** The field message past the limit (the spec names the counter, not a message). */
export const CUSTOM_PLANS_TEXT_TOO_LONG_MESSAGE = `Use at most ${CUSTOM_PLANS_TEXT_MAX} characters.`;

/** Spec §2: "an Edit Copy or Add text button" — Edit Copy once there is text, Add text before. */
export function customPlansTextButtonLabel(text: string | null | undefined): 'Edit Copy' | 'Add text' {
  return text?.trim() ? 'Edit Copy' : 'Add text';
}

/**
 * Spec §2: "visible only when the add-on is flagged in for it (two add-on
 * slugs are flagged)". The platform's flag list; the sandbox refuses custom
 * plans settings for any other add-on.
 */
export const CUSTOM_PLANS_ADDON_SLUGS: readonly string[] = ['acme-postgres', 'acme-stream'];

export function offersCustomPlans(addonSlug: string): boolean {
  return CUSTOM_PLANS_ADDON_SLUGS.includes(addonSlug);
}
