/**
 * The admin e-mail lookup's results (spec §2 "email-lookup and
 * email-lookup/{email}: enter an e-mail, then list the add-ons of that user's
 * company. If the user is not found (404), a could-not-be-found result appears.
 * If the user has no add-ons, a has-no-add-ons result appears.") and their
 * words (spec §8 "E-mail lookup: '{email} could not be found'; '{email} has no
 * add-ons' or 'was found but their company has no add-ons'"). Of the two
 * readings of the empty result the longer one is used: it says the user exists,
 * which is what tells it apart from the not-found result — and it names the
 * company when it is known (issue 31 item 16: "their company" alone left the
 * admin asking which one).
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

export function noAddonsMessage(email: string, companyName: string | null = null): string {
  return companyName ? `${email} was found but their company, ${companyName}, has no add-ons` : `${email} was found but their company has no add-ons`;
}

/**
 * The company a user belongs to, from the admin's list of every company and
 * its users (GET /companies): the lookup's empty list of add-ons carries no
 * company. E-mails compare without regard to case, as the lookup's do.
 */
export function companyNameOfUser(companies: readonly { name: string; users: readonly { email: string }[] }[], email: string): string | null {
  const wanted = email.toLowerCase();
  return companies.find((company) => company.users.some((user) => user.email.toLowerCase() === wanted))?.name ?? null;
}

function countOf(count: number): string {
  return count === 1 ? '1 add-on' : `${count} add-ons`;
}

/**
 * What the lookup of `email` answered, with the sentence that says so.
 * `companyName` names the user's company when the answer has no add-ons to
 * name it (`companyNameOfUser`); null when unknown.
 */
export function emailLookupResult(email: string, answer: EmailLookupAnswer, companyName: string | null = null): EmailLookupResult {
  if (!answer.found) return { kind: 'not-found', message: notFoundMessage(email) };
  const { addons } = answer;
  if (addons.length === 0) return { kind: 'no-add-ons', message: noAddonsMessage(email, companyName) };
  // A user has one company, so every add-on found names the same one.
  const addonsCompany = addons[0]?.company.name ?? companyName;
  const whose = addonsCompany ? `their company, ${addonsCompany}, has` : 'their company has';
  return { kind: 'add-ons', message: `${email} was found: ${whose} ${countOf(addons.length)}`, companyName: addonsCompany, count: addons.length };
}

/** What is looked up for what was typed: the address without surrounding spaces. */
export function lookupEmail(typed: string): string {
  return typed.trim();
}
