/**
 * Secrets on screen (spec §3 oauth-credential, api-authorization; the token
 * screen): masked until revealed; a regenerated one is shown revealed once, and
 * can be revealed (or copied) again later.
 */

const MASK = '•';

/**
 * The masked secret in two parts: dots for all but the last 4 characters, and
 * those 4 (none of a short secret, which gets at least 8 dots so its length is
 * not told). Two parts so a screen can keep the 4 together when a line wraps.
 */
export function maskedSecretParts(secret: string): { dots: string; tail: string } {
  const tail = secret.length > 12 ? secret.slice(-4) : '';
  return { dots: MASK.repeat(Math.max(8, secret.length - tail.length)), tail };
}

/** Masks all but the last 4 characters. */
export function maskSecret(secret: string): string {
  const { dots, tail } = maskedSecretParts(secret);
  return `${dots}${tail}`;
}

/**
 * Which value the reveal toggle applies to (issue 31 item 9). It belongs to one
 * value: when the secret changes (regenerated), the old choice no longer
 * holds and the new value starts masked — or revealed, when it is the one the
 * user has just regenerated, whose whole point is to be read and copied.
 */
export interface SecretReveal {
  secret: string;
  revealed: boolean;
}

/** The reveal state for `secret`: `previous` while it is the same value, else a fresh one. */
export function secretRevealFor(previous: SecretReveal | null, secret: string, revealNewValue: boolean): SecretReveal {
  if (previous?.secret === secret) return previous;
  return { secret, revealed: revealNewValue };
}

export function toggledSecretReveal(state: SecretReveal): SecretReveal {
  return { ...state, revealed: !state.revealed };
}

/**
 * The toggle says what pressing it does next, so its visible label is its
 * whole accessible name (WCAG 2.5.3) and no pressed state is needed to tell
 * whether the value is on screen: "Reveal client secret" / "Hide client secret".
 */
export function secretRevealLabel(noun: string, revealed: boolean): string {
  return `${revealed ? 'Hide' : 'Reveal'} ${noun}`;
}

/**
 * What is said beside a freshly regenerated secret. The credential stays
 * readable (spec §3: the oauth-credential has a secret the portal shows; the
 * token is copied from the same screen), so nothing urges "copy it now": the
 * sentence says what changed and where the value can be found again.
 */
export function regeneratedSecretNotice(noun: string, revealable: boolean): string {
  const again = revealable ? `reveal or copy it here again at any time` : `copy it here again at any time`;
  return `This is the new ${noun}, and the old one has stopped working: update your service with it. You can ${again}.`;
}
