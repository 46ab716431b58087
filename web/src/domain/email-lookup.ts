/**
 * The admin e-mail lookup's results (spec §2 "email-lookup and
 * email-lookup/{email}: enter an e-mail, then list the add-ons of that user's
 * company. If the user is not found (404), a could-not-be-found result appears.
 * If the user has no add-ons, a has-no-add-ons result appears.") and their
 * words (spec §8 "E-mail lookup: '{email} could not be found'; '{email} has no
 * add-ons' or 'was found but their company has no add-ons'"). Of the two
 * readings of the empty result the longer one is used: it says the user exists,
 * which is what tells it apart from the not-found result.
 */

/** The lookup's answer (api/addon-lists.ts `UserAddonsLookup`), as far as the result needs it. */
export type EmailLookupAnswer = { found: false } | { found: true; addons: readonly { company: { name: string } }[] };

export type EmailLookupResult =
  | { kind: 'not-found'; message: string }
  | { kind: 'no-add-ons'; message: string }
  | { kind: 'add-ons'; message: string; companyName: string | null; count: number };

export function notFoundMessage(email: string): string {
  return `${email} could not be found`;
}

export function noAddonsMessage(email: string): string {
  return `${email} was found but their company has no add-ons`;
}

function countOf(count: number): string {
  return count === 1 ? '1 add-on' : `${count} add-ons`;
}

/** What the lookup of `email` answered, with the sentence that says so. */
export function emailLookupResult(email: string, answer: EmailLookupAnswer): EmailLookupResult {
  if (!answer.found) return { kind: 'not-found', message: notFoundMessage(email) };
  const { addons } = answer;
  if (addons.length === 0) return { kind: 'no-add-ons', message: noAddonsMessage(email) };
  // A user has one company, so every add-on found names the same one.
  const companyName = addons[0]?.company.name ?? null;
  const whose = companyName ? `their company, ${companyName}, has` : 'their company has';
  return { kind: 'add-ons', message: `${email} was found: ${whose} ${countOf(addons.length)}`, companyName, count: addons.length };
}

/** What is looked up for what was typed: the address without surrounding spaces. */
export function lookupEmail(typed: string): string {
  return typed.trim();
}
