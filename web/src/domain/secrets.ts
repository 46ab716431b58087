/**
 * Secrets on screen (spec §3 oauth-credential, api-authorization; the token
 * screen): masked until revealed, and a regenerated one is shown once.
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
