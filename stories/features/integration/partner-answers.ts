/**
 * Who answers a part's requests besides its fixed wire answers: the sandbox
 * as the partner persona (the session, the company role the part asks about,
 * writes that fall through), or that persona with the Finance role, who may
 * look at the integration console but not change settings or credentials
 * (issue 35 §2). The parts' stories all sit on one of the two.
 */
import type { HttpHandler } from 'msw';
import { findUserByEmail } from '../../../fixtures/data';
import { companyUsers } from '../../../fixtures/data/company-users';
import { handlersFor, personaEmails, type SandboxStore } from '../../../fixtures/msw';
import { storyBackend } from '../marketplace-listing/listing-story-support';

/**
 * `fixed` first (MSW takes the first handler that matches), then the partner's
 * sandbox. Call it once a story: each call makes a sandbox of its own, so no
 * story sees what another wrote.
 */
export const asPartner = (...fixed: HttpHandler[]): HttpHandler[] => [...fixed, ...handlersFor('partner')];

// No maker for the whole `parameters` object: with ObjectiveCard's meta
// `parameters` made by a call, its default stories got an error for the
// objective in the story tests, while the same handlers in a literal
// `{ msw: { handlers } }` passed (cause not found), so stories keep the literal.

const partnerId = findUserByEmail(personaEmails.partner)!.id;

/** The partner persona's sandbox with their company role made Finance (after `seed`, if given). */
export const financeBackend = (seed?: (store: SandboxStore) => void) =>
  storyBackend('partner', {
    seed: (store) => {
      seed?.(store);
      store.recordsOf(companyUsers).find((each) => each.user_id === partnerId)!.role = 'finance';
    },
  });
