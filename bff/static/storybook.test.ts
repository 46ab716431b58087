import { describe, expect, it } from 'vitest';
import { galleryKeys } from './storybook';

const HOUR_MS = 3_600_000;
const SECRET = 'gallery-secret-gallery-secret-gallery-secret';
const NOW = Date.UTC(2026, 10, 28, 12, 30);

/*
 * The HTTP tests refuse expired links for sessions that are not signed in, which
 * the session check refuses anyway: only here is the expiry itself the reason.
 */
describe('gallery link keys', () => {
  const keys = galleryKeys(SECRET, HOUR_MS);

  it('opens to the session it was issued to until its expiry (an hour, rounded up to the next hour), and not after', () => {
    const key = keys.issue('session-1', NOW);
    const expiry = parseInt(key.split('.')[0] ?? '', 36);
    expect(expiry).toBe(Date.UTC(2026, 10, 28, 14));
    expect(keys.open(key, NOW)).toBe('session-1');
    expect(keys.open(key, expiry - 1)).toBe('session-1');
    expect(keys.open(key, expiry)).toBeUndefined();
    expect(keys.open(key, expiry + HOUR_MS)).toBeUndefined();
  });

  it('gives one session the same key within the hour, and refuses a changed expiry, another secret or a forged seal', () => {
    const key = keys.issue('session-1', NOW);
    expect(keys.issue('session-1', NOW + 60_000)).toBe(key);
    const [expiry = '', sealed = ''] = key.split('.');
    const later = (parseInt(expiry, 36) + HOUR_MS).toString(36);
    expect(keys.open(`${later}.${sealed}`, NOW)).toBeUndefined();
    expect(galleryKeys(`${SECRET}-other`, HOUR_MS).open(key, NOW)).toBeUndefined();
    expect(keys.open(`${expiry}.${sealed.slice(0, -4)}AAAA`, NOW)).toBeUndefined();
    expect(keys.open('index.html', NOW)).toBeUndefined();
  });
});
