/** Epoch ms at which an access token with `expires_in` seconds stops working, or undefined when unknown. */
export function accessTokenExpiry(expiresInSeconds: number | undefined, now: number): number | undefined {
  return typeof expiresInSeconds === 'number' && expiresInSeconds > 0 ? now + expiresInSeconds * 1000 : undefined;
}

/** True when the token should be refreshed now: expired, or within `skewMs` of expiring. */
export function needsRefresh(expiresAt: number | undefined, skewMs: number, now: number): boolean {
  return expiresAt !== undefined && expiresAt - now <= skewMs;
}
