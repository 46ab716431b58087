/**
 * Secrets on screen (spec §3 oauth-credential, api-authorization; the token
 * screen): masked until revealed, and a regenerated one is shown once.
 */

const MASK = '•';

/** Masks all but the last 4 characters (never fewer than 8 dots, so the length is not told). */
export function maskSecret(secret: string): string {
  const visible = secret.length > 12 ? secret.slice(-4) : '';
  return `${MASK.repeat(Math.max(8, secret.length - visible.length))}${visible}`;
}
