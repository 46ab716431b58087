import { randomBytes } from 'node:crypto';
import signature from 'cookie-signature';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { sessionTokenLookup } from './fast-access-token';
import { verifiedSessionCookies } from './verified-cookies';
import type { VersionedStore } from './versioned-store';

/*
 * The outside review's finding (issue 32 §5.4): the cache of checked cookies
 * was keyed by the whole Cookie header and bounded by count, so one signed-in
 * user sending 10 000 padded headers made one process hold 145 MiB. These
 * tests send such headers and read the cache's own accounting.
 */
const secret = 'test-session-secret-test-session-secret';
const sessionCookie = (id: string, key = secret) => `portal.sid=${encodeURIComponent(`s:${signature.sign(id, key)}`)}`;
const sessionId = () => randomBytes(24).toString('base64url');

/** The same session cookie among other cookies of the sender's choosing, a different set each time (up to ~6 KB). */
function paddedHeader(cookie: string, i: number): string {
  const padding = Array.from({ length: 1 + (i % 7) }, (_, n) => `pad${i}_${n}=${'x'.repeat(100 + ((i * 37 + n * 101) % 800))}`);
  const at = i % (padding.length + 1);
  return [...padding.slice(0, at), cookie, ...padding.slice(at)].join('; ');
}

describe('the checked session cookies, under hostile Cookie headers', () => {
  it('keeps one small entry for one user sending 10 000 differently padded headers', () => {
    const cookies = verifiedSessionCookies('portal.sid', [secret]);
    const id = sessionId();
    const cookie = sessionCookie(id);
    for (let i = 0; i < 10_000; i += 1) expect(cookies.sessionIdOf(paddedHeader(cookie, i))).toBe(id);
    expect(cookies.usage().entries).toBe(1);
    expect(cookies.usage().bytes).toBeGreaterThan(0);
    expect(cookies.usage().bytes).toBeLessThan(400);
  });

  it('stays within its bytes however many real sessions there are, and still knows each one', () => {
    const maxBytes = 64 * 1024;
    const cookies = verifiedSessionCookies('portal.sid', [secret], maxBytes);
    const ids = Array.from({ length: 5_000 }, sessionId);
    for (const id of ids) expect(cookies.sessionIdOf(sessionCookie(id))).toBe(id);
    const { entries, bytes } = cookies.usage();
    expect(bytes).toBeLessThanOrEqual(maxBytes);
    expect(bytes).toBeGreaterThan(maxBytes * 0.9);
    expect(entries).toBeLessThan(ids.length);
    // One that was pushed out is checked again, not refused.
    expect(cookies.sessionIdOf(sessionCookie(ids[0] as string))).toBe(ids[0]);
  });

  it('remembers no forged, unsigned or missing cookie', () => {
    const cookies = verifiedSessionCookies('portal.sid', [secret]);
    const hostile = [
      sessionCookie(sessionId(), 'another-secret-another-secret-another'),
      `portal.sid=s%3A${sessionId()}.${'A'.repeat(43)}`,
      'portal.sid=plain-id',
      `portal.sid=${'s%3A'.padEnd(5000, 'x')}`,
      'other=1',
      '',
    ];
    for (let i = 0; i < 2_000; i += 1) expect(cookies.sessionIdOf(paddedHeader(hostile[i % hostile.length] as string, i))).toBeUndefined();
    expect(cookies.usage()).toEqual({ entries: 0, bytes: 0 });
  });

  it('is what the fast lane looks sessions up with: padded headers all reach the store as one session', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      OIDC_ISSUER: 'http://127.0.0.1:4001',
      OIDC_CLIENT_ID: 'portal',
      OIDC_CLIENT_SECRET: 'secret',
      PARTNER_API_URL: 'http://127.0.0.1:4002',
      PLATFORM_API_URL: 'http://127.0.0.1:4003',
      CODE_HOSTING_API_URL: 'http://127.0.0.1:4004',
      BUILDPACK_REGISTRY_URL: 'http://127.0.0.1:4005',
      SESSION_SECRET: secret,
    });
    const read: string[] = [];
    const store = { read: async (id: string) => void read.push(id) } as unknown as VersionedStore;
    const lookup = sessionTokenLookup(config, store);
    const id = sessionId();
    for (let i = 0; i < 10_000; i += 1) await lookup(paddedHeader(sessionCookie(id), i));
    expect(read).toHaveLength(10_000);
    expect(new Set(read)).toEqual(new Set([id]));
    expect(lookup.verifiedCookies.usage().entries).toBe(1);
    expect(lookup.verifiedCookies.usage().bytes).toBeLessThan(400);
  });
});
