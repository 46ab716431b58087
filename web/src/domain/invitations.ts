/**
 * Invitations to a company (issue 35 §3), the rules both sides use: how long
 * a link lives, what state an invitation is in at a moment, who may accept
 * it, and the one sentence each state and refusal says (the sandbox's 409s
 * and the accept page's states). Pure: the clock is passed in.
 */
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { COMPANY_ROLE_LABELS, type CompanyRole } from './company-permissions';

dayjs.extend(relativeTime);

/** A link lives 7 days from its sending (or its last resend). */
export const INVITATION_TTL_DAYS = 7;

export type InvitationStatus = 'pending' | 'revoked' | 'accepted';
export type InvitationLinkState = 'pending' | 'expired' | 'revoked' | 'accepted' | 'replaced';

export function invitationExpiry(sentAt: Date): Date {
  return dayjs(sentAt).add(INVITATION_TTL_DAYS, 'day').toDate();
}

/**
 * The state a link shows: a revoked or accepted invitation says so whatever
 * the clock; a pending one expires at `expiresAt` (that instant included).
 */
export function invitationState(status: InvitationStatus, expiresAt: string, now: Date): Exclude<InvitationLinkState, 'replaced'> {
  if (status !== 'pending') return status;
  return now.getTime() >= Date.parse(expiresAt) ? 'expired' : 'pending';
}

/** E-mail addresses compare without case (and without stray spaces), as the platform's accounts do. */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * Only the invited address may accept: a forwarded link must not give a
 * company to whoever holds it. `null` when this account may accept.
 */
export function wrongAccountRefusal(invitedEmail: string, signedInEmail: string): string | null {
  return sameEmail(invitedEmail, signedInEmail)
    ? null
    : `This invitation is for ${invitedEmail}, but you are signed in as ${signedInEmail}. Sign out and sign in as ${invitedEmail} to accept it.`;
}

/** "Join Acme Data as Finance" */
export function joinTitle(companyName: string, role: CompanyRole): string {
  return `Join ${companyName} as ${COMPANY_ROLE_LABELS[role]}`;
}

/** The sentence for a link that can no longer be accepted, one per state. */
export function closedLinkSentence(state: Exclude<InvitationLinkState, 'pending'>, companyName: string): string {
  switch (state) {
    case 'expired':
      return `This invitation to ${companyName} has expired. Ask an Owner of ${companyName} to send it again.`;
    case 'revoked':
      return `This invitation to ${companyName} was withdrawn by an Owner of the company. Ask them if you still need access.`;
    case 'accepted':
      return `This invitation to ${companyName} has already been used. Open the company from the portal instead.`;
    case 'replaced':
      return `This link was replaced by a newer invitation e-mail to ${companyName}. Open the link in the latest e-mail.`;
  }
}

export const UNKNOWN_LINK_SENTENCE = 'This invitation link is not valid. Check that you opened the whole link from the e-mail.';

/** The invite form's and the server's answers on `email`. */
export const INVITATION_MESSAGES = {
  alreadyMember: 'is already a user of this company',
  alreadyInvited: 'already has a pending invitation; resend it instead',
} as const;

/** "in 7 days", "in 2 hours"; "expired 3 days ago" once past. */
export function expiresIn(expiresAt: string, now: Date): string {
  const at = dayjs(expiresAt);
  return at.isAfter(now) ? `expires ${at.from(now)}` : `expired ${at.from(now)}`;
}
