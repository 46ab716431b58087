import { Store, type SessionData } from 'express-session';
import { LRUCache } from 'lru-cache';

/**
 * The session store used when no REDIS_URL is configured: one process only, but
 * bounded both in entries (least recently used go first) and in age, unlike
 * express-session's MemoryStore, which grows without limit.
 */
export class BoundedMemoryStore extends Store {
  private readonly sessions: LRUCache<string, string>;

  constructor(options: { max: number; ttlMs: number }) {
    super();
    this.sessions = new LRUCache({ max: options.max, ttl: options.ttlMs });
  }

  override get(sid: string, callback: (err: unknown, session?: SessionData | null) => void): void {
    const stored = this.sessions.get(sid);
    // Stored serialised, like a real store, so callers never share mutable objects.
    callback(null, stored === undefined ? null : (JSON.parse(stored) as SessionData));
  }

  override set(sid: string, session: SessionData, callback?: (err?: unknown) => void): void {
    this.sessions.set(sid, JSON.stringify(session));
    callback?.();
  }

  override destroy(sid: string, callback?: (err?: unknown) => void): void {
    this.sessions.delete(sid);
    callback?.();
  }

  get size(): number {
    return this.sessions.size;
  }
}
