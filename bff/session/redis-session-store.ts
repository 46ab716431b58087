import { randomBytes } from 'node:crypto';
import type { SessionData } from 'express-session';
import type { createClient } from 'redis';
import { retentionMs } from './retention';
import { VersionedStore, type WriteOutcome } from './versioned-store';

type RedisClient = ReturnType<typeof createClient>;

/*
 * One round trip, atomic: refuse a destroyed id (tombstone), refuse a copy loaded
 * before the tokens last changed, else write with its retention.
 * KEYS: session, tombstone. ARGV: JSON, TTL ms, expected token version ('' = none).
 */
const WRITE_IF_CURRENT = `
if redis.call('EXISTS', KEYS[2]) == 1 then return 'gone' end
local current = redis.call('GET', KEYS[1])
if current then
  local version = cjson.decode(current).tokenVersion
  if version == nil or version == cjson.null then version = '' else version = tostring(version) end
  if version ~= ARGV[3] then return 'stale' end
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 'saved'`;

/* KEYS: session, tombstone. ARGV: tombstone TTL ms. */
const REMOVE_FOR_GOOD = `
redis.call('SET', KEYS[2], '1', 'PX', ARGV[1])
redis.call('DEL', KEYS[1])
return 1`;

/* Releases a lock only if it is still ours (it may have expired and been taken). KEYS: lock. ARGV: token. */
const RELEASE_LOCK = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/**
 * Sessions in Redis, shared by every replica. (connect-redis writes
 * unconditionally, which is exactly what lets a slow request undo a log-out, so
 * the writes are Lua scripts here.) Keys: `portal:sess:<id>` (JSON, readable by
 * operators as before), `portal:gone:<id>`, `portal:lock:<name>`.
 */
export class RedisSessionStore extends VersionedStore {
  constructor(
    private readonly client: RedisClient,
    private readonly maxAgeMs: number,
    private readonly prefix = 'portal:',
  ) {
    super();
  }

  private keys(sid: string): [string, string] {
    return [`${this.prefix}sess:${sid}`, `${this.prefix}gone:${sid}`];
  }

  async read(sid: string): Promise<SessionData | undefined> {
    const stored = await this.client.get(this.keys(sid)[0]);
    return stored ? (JSON.parse(stored) as SessionData) : undefined;
  }

  async write(sid: string, data: SessionData, expectedVersion: number | undefined): Promise<WriteOutcome> {
    const ttl = Math.ceil(retentionMs(data, this.maxAgeMs, Date.now()));
    const outcome = await this.client.eval(WRITE_IF_CURRENT, {
      keys: this.keys(sid),
      arguments: [JSON.stringify(data), String(ttl), expectedVersion === undefined ? '' : String(expectedVersion)],
    });
    return outcome as WriteOutcome;
  }

  async remove(sid: string): Promise<void> {
    await this.client.eval(REMOVE_FOR_GOOD, { keys: this.keys(sid), arguments: [String(this.maxAgeMs)] });
  }

  async tryLock(name: string, ttlMs: number): Promise<(() => Promise<void>) | undefined> {
    const key = `${this.prefix}lock:${name}`;
    const token = randomBytes(16).toString('hex');
    const taken = await this.client.set(key, token, { condition: 'NX', expiration: { type: 'PX', value: ttlMs } });
    if (taken !== 'OK') return undefined;
    return async () => {
      await this.client.eval(RELEASE_LOCK, { keys: [key], arguments: [token] });
    };
  }
}
