/**
 * Plan slugs (spec §5): "A blank slug is generated from the plan name:
 * lower-case, spaces to hyphens, non-word characters removed, repeated hyphens
 * collapsed, leading and trailing hyphens trimmed." and "read-only after
 * creation (the message says to create a new plan and hide the old one)".
 */

/**
 * The plan name → its slug, in the spec's order of steps. Non-ASCII names are
 * first decomposed (Unicode NFKD), so a letter with an accent keeps its base
 * letter ('Café Pro' → 'cafe-pro' rather than 'caf-pro') and full-width forms
 * become ASCII; every other non-ASCII character is a non-word character and
 * is removed, as the spec's "word characters" ([A-Za-z0-9_]) say. A name with
 * none of those (e.g. '标准') gives '' — see `planSlugFor`.
 */
export function slugFromPlanName(name: string): string {
  return name
    .normalize('NFKD') // 'é' → 'e' + an accent, which is a non-word character; 'Ｐ' → 'P'
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The field message when the slug is blank and the name gives none (spec §5 gives no wording). */
export const PLAN_SLUG_UNGENERATABLE_MESSAGE =
  'A slug could not be made from this name; enter one using letters, digits, "_" and "-".';

/**
 * `message: null`: no slug yet because there is no name yet — the name's own
 * "can't be blank" says all there is to say (issue 21 item 10: an empty name
 * raised a slug error too).
 */
export type PlanSlugResult = { ok: true; slug: string; generated: boolean } | { ok: false; message: string | null };

/**
 * The slug a new plan is saved with: the one typed (trimmed, otherwise as
 * typed — the spec generates only a blank one), or else one generated from the
 * name; an error when neither gives a slug.
 */
export function planSlugFor(input: { slug: string; name: string }): PlanSlugResult {
  const typed = input.slug.trim();
  if (typed !== '') return { ok: true, slug: typed, generated: false };
  if (input.name.trim() === '') return { ok: false, message: null };
  const generated = slugFromPlanName(input.name);
  return generated === ''
    ? { ok: false, message: PLAN_SLUG_UNGENERATABLE_MESSAGE }
    : { ok: true, slug: generated, generated: true };
}

/** Spec §5: the slug is read-only after creation, and the form says what to do instead. */
export const PLAN_SLUG_READ_ONLY_MESSAGE =
  "A plan's slug can't be changed after the plan is created. To use another slug, create a new plan and hide the old one.";

export interface PlanSlugField {
  readOnly: boolean;
  /** Helper text under the field: how a blank slug is filled in, or why it cannot change. */
  helperText: string;
}

/** The slug field of the plan form: editable only while creating (spec §5). */
export function planSlugField(mode: 'create' | 'edit'): PlanSlugField {
  return mode === 'create'
    ? { readOnly: false, helperText: 'Leave blank to make one from the name.' }
    : { readOnly: true, helperText: PLAN_SLUG_READ_ONLY_MESSAGE };
}
