import type { SessionData } from 'express-session';
import { LRUCache } from 'lru-cache';
import { retentionMs } from './retention';
import { VersionedStore, type WriteOutcome } from './versioned-store';

/**
 * The session store used when no REDIS_URL is configured: one process only, but
 * bounded in entries and age, unlike express-session's MemoryStore, which grows
 * without limit. Signed-in sessions and pending sign-ins live in separate
 * bounds, so a flood of anonymous `/login` visits can only push out other
 * pending sign-ins, never a signed-in user.
 */
export class BoundedMemoryStore extends VersionedStore {
  private readonly signedIn: LRUCache<string, string>;
  private readonly pending: LRUCache<string, string>;
  private readonly tombstones: LRUCache<string, true>;
  private readonly locks = new Map<string, number>();
  private readonly maxAgeMs: number;

  constructor(options: { max: number; maxAgeMs: number }) {
    super();
    this.maxAgeMs = options.maxAgeMs;
    // Per-entry TTLs come from retentionMs; these are the ceilings.
    this.signedIn = new LRUCache({ max: options.max, ttl: options.maxAgeMs });
    this.pending = new LRUCache({ max: options.max, ttl: options.maxAgeMs });
    this.tombstones = new LRUCache({ max: options.max, ttl: options.maxAgeMs });
  }

  async read(sid: string): Promise<SessionData | undefined> {
    const stored = this.signedIn.get(sid) ?? this.pending.get(sid);
    // Stored serialised, like a real store, so callers never share mutable objects.
    return stored === undefined ? undefined : (JSON.parse(stored) as SessionData);
  }

  async write(sid: string, data: SessionData, expectedVersion: number | undefined): Promise<WriteOutcome> {
    if (this.tombstones.has(sid)) return 'gone';
    const current = await this.read(sid);
    if (current && current.tokenVersion !== expectedVersion) return 'stale';
    const ttl = retentionMs(data, this.maxAgeMs, Date.now());
    const json = JSON.stringify(data);
    if (data.auth) {
      this.pending.delete(sid);
      this.signedIn.set(sid, json, { ttl });
    } else {
      this.signedIn.delete(sid);
      this.pending.set(sid, json, { ttl });
    }
    return 'saved';
  }

  async remove(sid: string): Promise<void> {
    this.tombstones.set(sid, true);
    this.signedIn.delete(sid);
    this.pending.delete(sid);
  }

  async tryLock(name: string, ttlMs: number): Promise<(() => Promise<void>) | undefined> {
    const now = Date.now();
    const heldUntil = this.locks.get(name);
    if (heldUntil !== undefined && heldUntil > now) return undefined;
    const until = now + ttlMs;
    this.locks.set(name, until);
    return async () => {
      if (this.locks.get(name) === until) this.locks.delete(name);
    };
  }

  get size(): number {
    return this.signedIn.size + this.pending.size;
  }
}
