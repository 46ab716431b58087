import { describe, expect, it } from 'vitest';
import { closedLinkSentence, expiresIn, invitationExpiry, invitationState, joinTitle, sameEmail, wrongAccountRefusal } from './invitations';

const sent = new Date('2026-11-02T10:00:00.000Z');
const expires = invitationExpiry(sent).toISOString();

describe('invitations', () => {
  it('lives exactly 7 days', () => {
    expect(expires).toBe('2026-11-09T10:00:00.000Z');
  });

  it('is pending until its expiry and expired from that instant', () => {
    expect(invitationState('pending', expires, new Date('2026-11-09T09:59:59.999Z'))).toBe('pending');
    expect(invitationState('pending', expires, new Date('2026-11-09T10:00:00.000Z'))).toBe('expired');
  });

  it('says revoked or accepted whatever the clock', () => {
    expect(invitationState('revoked', expires, sent)).toBe('revoked');
    expect(invitationState('accepted', expires, new Date('2027-01-01T00:00:00Z'))).toBe('accepted');
  });

  it('lets only the invited address accept, without regard to case', () => {
    expect(wrongAccountRefusal('Sasha@Contractors.test', ' sasha@contractors.TEST')).toBeNull();
    expect(wrongAccountRefusal('sasha@contractors.test', 'partner@acme.test')).toBe(
      'This invitation is for sasha@contractors.test, but you are signed in as partner@acme.test. Sign out and sign in as sasha@contractors.test to accept it.',
    );
    expect(sameEmail('a@b.test', 'a@c.test')).toBe(false);
  });

  it('has one sentence per closed state', () => {
    const sentences = (['expired', 'revoked', 'accepted', 'replaced'] as const).map((state) => closedLinkSentence(state, 'Acme Data'));
    expect(new Set(sentences).size).toBe(4);
    expect(sentences[0]).toBe('This invitation to Acme Data has expired. Ask an Owner of Acme Data to send it again.');
    expect(joinTitle('Acme Data', 'finance')).toBe('Join Acme Data as Finance');
  });

  it('tells how long is left, or how long ago it ran out', () => {
    expect(expiresIn(expires, sent)).toBe('expires in 7 days');
    expect(expiresIn(expires, new Date('2026-11-12T10:00:00.000Z'))).toBe('expired 3 days ago');
  });
});
