import { randomBytes } from 'node:crypto';
import type { SessionData } from 'express-session';
import type { SessionStoreMetrics, StoreOperation } from '../metrics/metrics';
import { retentionMs } from './retention';
import type { SessionCommands } from './redis-connection';
import type { SessionCipher } from './session-cipher';
import { VersionedStore, type WriteOutcome } from './versioned-store';

/*
 * One round trip, atomic: refuse a destroyed id (tombstone), refuse a copy loaded
 * before the tokens last changed, else write with its retention. The stored
 * value is session-cipher.ts's envelope, whose `tokenVersion` is plaintext JSON
 * for this check (a record from before sealing decodes the same way).
 * KEYS: session, tombstone. ARGV: sealed envelope, TTL ms, expected token version ('' = none).
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
 * the writes are Lua scripts here.) Keys: `portal:sess:<id>` (sealed with
 * AES-256-GCM, session-cipher.ts: tokens and personal data are never in Redis
 * in the clear), `portal:gone:<id>`, `portal:lock:<name>`.
 */
export class RedisSessionStore extends VersionedStore {
  /** Each operation's duration and failures (store.ts sets it when metrics are on). */
  metrics: SessionStoreMetrics | undefined;

  constructor(
    private readonly client: SessionCommands,
    private readonly cipher: SessionCipher,
    private readonly maxAgeMs: number,
    private readonly commandTimeoutMs: number,
    private readonly prefix = 'portal:',
  ) {
    super();
  }

  /*
   * node-redis can time out a command only while it is still queued: once
   * written, it waits for the reply however long a stalled server takes (and a
   * socket timeout never fires while requests keep writing). So each call is
   * bounded here; a late reply is simply ignored.
   */
  private bounded<T>(operation: StoreOperation, command: Promise<T>): Promise<T> {
    const { metrics } = this;
    const started = metrics ? performance.now() : 0;
    // Hand-rolled rather than Promise.race: this runs on every proxied call.
    return new Promise<T>((resolve, reject) => {
      let settled = false;
      const timer = setTimeout(() => {
        settled = true;
        metrics?.failed(operation, 'timeout');
        reject(new RedisTimeoutError(this.commandTimeoutMs));
      }, this.commandTimeoutMs);
      command.then(
        (value) => {
          clearTimeout(timer);
          if (!settled) metrics?.observe(operation, (performance.now() - started) / 1000);
          resolve(value);
        },
        (error: unknown) => {
          // After the timeout nobody is left to tell; reject() then does nothing.
          clearTimeout(timer);
          if (!settled) metrics?.failed(operation, 'error');
          reject(error);
        },
      );
    });
  }

  private keys(sid: string): [string, string] {
    return [`${this.prefix}sess:${sid}`, `${this.prefix}gone:${sid}`];
  }

  async read(sid: string): Promise<SessionData | undefined> {
    const stored = await this.bounded('read', this.client.get(this.keys(sid)[0]));
    // A value that does not open (tampered, moved, retired key, plaintext from before) is no session.
    return stored ? this.cipher.open(sid, stored) : undefined;
  }

  async write(sid: string, data: SessionData, expectedVersion: number | undefined): Promise<WriteOutcome> {
    const ttl = Math.ceil(retentionMs(data, this.maxAgeMs, Date.now()));
    const outcome = await this.bounded(
      'write',
      this.client.eval(WRITE_IF_CURRENT, {
        keys: this.keys(sid),
        arguments: [this.cipher.seal(sid, data), String(ttl), expectedVersion === undefined ? '' : String(expectedVersion)],
      }),
    );
    return outcome as WriteOutcome;
  }

  async remove(sid: string): Promise<void> {
    await this.bounded('remove', this.client.eval(REMOVE_FOR_GOOD, { keys: this.keys(sid), arguments: [String(this.maxAgeMs)] }));
  }

  async tryLock(name: string, ttlMs: number): Promise<(() => Promise<void>) | undefined> {
    const key = `${this.prefix}lock:${name}`;
    const token = randomBytes(16).toString('hex');
    const taken = await this.bounded('lock', this.client.set(key, token, { condition: 'NX', expiration: { type: 'PX', value: ttlMs } }));
    if (taken !== 'OK') return undefined;
    return async () => {
      await this.bounded('unlock', this.client.eval(RELEASE_LOCK, { keys: [key], arguments: [token] }));
    };
  }
}

export class RedisTimeoutError extends Error {
  override name = 'RedisTimeoutError';
  readonly code = 'ETIMEDOUT';
  constructor(ms: number) {
    super(`Redis did not answer within ${ms} ms`);
  }
}
