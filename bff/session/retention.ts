import type { SessionData } from 'express-session';
import './types';

/**
 * How long a sign-in that was started may take to come back from the identity
 * provider. Pending sign-ins are anonymous and cheap to create, so they are
 * kept this long only, never the twelve hours of a signed-in session.
 */
export const PENDING_LOGIN_MAX_MS = 10 * 60_000;

/** How long the store keeps `data`: a signed-in session to its absolute end, anything else briefly. */
export function retentionMs(data: Partial<SessionData>, maxAgeMs: number, now: number): number {
  if (!data.auth) return PENDING_LOGIN_MAX_MS;
  return Math.max(1000, data.auth.signedInAt + maxAgeMs - now);
}
