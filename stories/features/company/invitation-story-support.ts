/**
 * Invitations for the stories (issue 35 §3), put straight into a story's
 * store: the sandbox hashes a link's secret with Web Crypto, which is
 * asynchronous, and a story's seed is not, so the secrets here are fixed and
 * their SHA-256 written out. Dates are relative to now, as the store's clock
 * is the real one: "expires in 6 days" reads the same on every run.
 */
import { storedInvitations, type InvitationRecord } from '../../../fixtures/model/invitation-records';
import type { SandboxStore } from '../../../fixtures/model/store';

const SECRET = 'story-secret';
const SECRET_HASH = 'b501826dcca9c793fa6077fc8b4190f89d76efaca0d76caed3cdc417be15b3e6';
const OLD_SECRET = 'story-old-secret';
const OLD_SECRET_HASH = '6cf3a0717993e0d8d1ae9cf0752a8fab84aab880636c2c58c511792d6db5022c';

const DAY = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** The token of the e-mail a seeded invitation was last sent with. */
export const storyToken = (id: string) => `${id}.${SECRET}`;
/** The token of the e-mail before its resend. */
export const replacedStoryToken = (id: string) => `${id}.${OLD_SECRET}`;

export function seedInvitation(store: SandboxStore, invitation: Partial<InvitationRecord> & Pick<InvitationRecord, 'id' | 'email'>, expiresInDays = 6): void {
  storedInvitations(store).push({
    company_id: 'acme-data',
    role: 'finance',
    invited_by: 'partner@acme.test',
    status: 'pending',
    created_at: daysFromNow(expiresInDays - 7),
    expires_at: daysFromNow(expiresInDays),
    secret_hash: SECRET_HASH,
    replaced_hashes: [OLD_SECRET_HASH],
    ...invitation,
  });
}
