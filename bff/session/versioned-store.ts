import { Store, type SessionData } from 'express-session';
import './types';

/**
 * What became of a write:
 * - `saved`;
 * - `stale`: the tokens changed since this copy was loaded (another request or replica refreshed them);
 * - `gone`: the session was destroyed (log-out, expiry, sign-in's new id) and must stay so.
 */
export type WriteOutcome = 'saved' | 'stale' | 'gone';

/**
 * A session store whose routine writes cannot undo what happened meanwhile.
 * express-session writes the whole session back when a response ends, so a slow
 * request that began before log-out, or before another replica refreshed the
 * tokens, would otherwise recreate the session or restore spent tokens. Here a
 * destroyed id leaves a tombstone, and a write only lands when the stored token
 * version is the one the writer loaded. Stale and dead writes are dropped quietly:
 * the newer state is the right one.
 */
export abstract class VersionedStore extends Store {
  /** The stored session, or undefined. */
  abstract read(sid: string): Promise<SessionData | undefined>;

  /** Writes `data` if the stored `tokenVersion` equals `expectedVersion` (absent = none stored) and `sid` is not destroyed. */
  abstract write(sid: string, data: SessionData, expectedVersion: number | undefined): Promise<WriteOutcome>;

  /** Deletes the session and leaves a tombstone so no later write brings it back. */
  abstract remove(sid: string): Promise<void>;

  /**
   * Takes the named lock shared by every replica for `ttlMs` (released earlier by
   * calling the result), or undefined when someone else holds it.
   */
  abstract tryLock(name: string, ttlMs: number): Promise<(() => Promise<void>) | undefined>;

  override get(sid: string, callback: (err: unknown, session?: SessionData | null) => void): void {
    this.read(sid).then(
      (data) => callback(null, data ?? null),
      (error: unknown) => callback(error),
    );
  }

  override set(sid: string, session: SessionData, callback?: (err?: unknown) => void): void {
    this.write(sid, session, session.tokenVersion).then(
      () => callback?.(),
      (error: unknown) => callback?.(error),
    );
  }

  override destroy(sid: string, callback?: (err?: unknown) => void): void {
    this.remove(sid).then(
      () => callback?.(),
      (error: unknown) => callback?.(error),
    );
  }
}
