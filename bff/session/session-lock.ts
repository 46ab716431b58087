import { HttpError, sessionStoreUnavailable } from '../errors';
import type { VersionedStore } from './versioned-store';

/** Longer than any refresh at the identity provider (its client times out at 5 s). */
const LOCK_TTL_MS = 10_000;
const POLL_MS = 25;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `task` holding the named lock in the shared store, waiting for another
 * holder (another replica) to finish first. A holder that died releases it when
 * the lock expires, so a wait is bounded by LOCK_TTL_MS.
 */
export async function withSessionLock<T>(store: VersionedStore, name: string, task: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + LOCK_TTL_MS + 1000;
  for (;;) {
    const release = await store.tryLock(name, LOCK_TTL_MS).catch((error: unknown) => {
      throw sessionStoreUnavailable(error);
    });
    if (release) {
      try {
        return await task();
      } finally {
        await release().catch(() => {
          // It expires by itself; a failed release only delays the next refresh.
        });
      }
    }
    if (Date.now() > deadline) {
      throw new HttpError(503, 'session_busy', 'Your session is being renewed. Please try again.');
    }
    await sleep(POLL_MS);
  }
}
