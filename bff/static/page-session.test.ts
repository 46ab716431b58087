import signature from 'cookie-signature';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Config } from '../config';
import type { VersionedStore } from '../session/versioned-store';
import { createPageSessionLookup, PAGE_SESSION_WAIT_MS } from './page-session';

/*
 * The page's bound on the session store, on a fake clock: the fault suite shows
 * it against a stalled Redis, but its timing there moves with the machine's
 * load; here the bound itself is pinned to the millisecond.
 */
const secret = 'test-session-secret-test-session-secret';
const config = { session: { cookieName: 'portal.sid', secrets: [secret], idleMs: 60_000, maxAgeMs: 600_000 } } as unknown as Config;
const cookie = `portal.sid=${encodeURIComponent(`s:${signature.sign('session-1', secret)}`)}`;
const signedIn = { email: 'partner@acme.test', name: 'Pat Partner', isAdmin: false };

function storeAnswering(read: () => Promise<unknown>): VersionedStore {
  return { read } as unknown as VersionedStore;
}

/** Resolves the lookup's promise into a box, so the test can see whether it has settled yet. */
function settled(answer: ReturnType<ReturnType<typeof createPageSessionLookup>>) {
  const box: { done: boolean; value?: unknown } = { done: false };
  void Promise.resolve(answer).then((value) => Object.assign(box, { done: true, value }));
  return box;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the page’s session lookup', () => {
  it('goes out without the facts exactly at the bound when the store does not answer', async () => {
    const lookup = createPageSessionLookup(config, storeAnswering(() => new Promise(() => undefined)));
    const answer = settled(lookup(cookie));
    await vi.advanceTimersByTimeAsync(PAGE_SESSION_WAIT_MS - 1);
    expect(answer.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toEqual({ done: true, value: undefined });
  });

  it('carries the facts when the store answers just inside the bound', async () => {
    const now = Date.now();
    const read = () => new Promise((resolve) => setTimeout(resolve, PAGE_SESSION_WAIT_MS - 1, { auth: { ...signedIn, signedInAt: now, lastSeenAt: now } }));
    const answer = settled(createPageSessionLookup(config, storeAnswering(read))(cookie));
    await vi.advanceTimersByTimeAsync(PAGE_SESSION_WAIT_MS - 1);
    expect(answer.value).toMatchObject({ signed_in: true, email: 'partner@acme.test' });
  });

  it('goes out without the facts at once when the store fails, and says signed out without a read when there is no valid cookie', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('store down')));
    const lookup = createPageSessionLookup(config, storeAnswering(failing));
    const answer = settled(lookup(cookie));
    await vi.advanceTimersByTimeAsync(0);
    expect(answer).toEqual({ done: true, value: undefined });
    failing.mockClear();
    for (const header of [undefined, 'portal.sid=session-1', `portal.sid=${encodeURIComponent(`s:${signature.sign('session-1', 'another-secret-another-secret')}`)}`]) {
      expect(lookup(header), String(header)).toEqual({ signed_in: false });
    }
    expect(failing).not.toHaveBeenCalled();
  });

  it('says signed out for a session past its idle time', async () => {
    const now = Date.now();
    const read = () => Promise.resolve({ auth: { ...signedIn, signedInAt: now - 120_000, lastSeenAt: now - 60_000 } });
    const answer = settled(createPageSessionLookup(config, storeAnswering(read))(cookie));
    await vi.advanceTimersByTimeAsync(0);
    expect(answer.value).toEqual({ signed_in: false });
  });
});
