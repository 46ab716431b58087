import type { Logger } from 'pino';
import type { Config } from '../config';
import type { SessionStoreMetrics } from '../metrics/metrics';
import { BoundedMemoryStore } from './bounded-memory-store';
import { connectThroughSentinels, connectToServer, type RedisConnection } from './redis-connection';
import { RedisSessionStore } from './redis-session-store';
import { SessionCipher } from './session-cipher';
import type { VersionedStore } from './versioned-store';

export interface SessionStore {
  store: VersionedStore;
  /** True when the store can serve requests right now (readiness). */
  isReady(): Promise<boolean>;
  /** Resolves once connected, or after `timeoutMs` (the app then answers 503 until it connects). */
  whenConnected(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

const READINESS_TIMEOUT_MS = 500;

/** Redis when REDIS_URL or REDIS_SENTINELS is set (shared by every replica), else a bounded in-process store. */
export function createSessionStore(config: Config, logger: Logger, metrics?: SessionStoreMetrics): SessionStore {
  const connection = connectRedis(config, logger);
  if (!connection) {
    logger.warn(
      'REDIS_URL is not set: sessions are kept in this process only (bounded to %d). Use Redis to run more than one replica.',
      config.session.memoryMax,
    );
    // Not sealed: these sessions never leave this process's memory, where the
    // keys that would seal them live too; sealing would cost CPU and protect nothing.
    const store = new BoundedMemoryStore({ max: config.session.memoryMax, maxAgeMs: config.session.maxAgeMs });
    return { store, isReady: async () => true, whenConnected: async () => true, close: async () => {} };
  }
  // Keys derived once, at start-up, from every listed secret (the first seals).
  const cipher = new SessionCipher(config.session.secrets);
  // Only Redis's operations are measured: the in-process store does no I/O that could be slow or fail.
  return redisSessionStore(connection, cipher, config.session.maxAgeMs, config.redisCommandTimeoutMs, metrics);
}

function connectRedis(config: Config, logger: Logger): RedisConnection | undefined {
  if (config.redisSentinel) return connectThroughSentinels(config.redisSentinel, logger);
  if (config.redisUrl) return connectToServer(config.redisUrl, config.redisTlsCaFile, logger);
  return undefined;
}

function redisSessionStore(
  connection: RedisConnection,
  cipher: SessionCipher,
  maxAgeMs: number,
  commandTimeoutMs: number,
  metrics: SessionStoreMetrics | undefined,
): SessionStore {
  // Idle expiry is enforced from session data (lifetime.ts); retention from the
  // session's absolute end (retention.ts). Nothing refreshes a TTL per request.
  const store = new RedisSessionStore(connection.commands, cipher, maxAgeMs, commandTimeoutMs);
  store.metrics = metrics;

  return {
    store,
    async isReady() {
      if (!connection.connected()) return false;
      // Readiness answers fast, whatever Redis does: a stalled server (or a failover in progress) is not ready.
      let timer: NodeJS.Timeout | undefined;
      const stalled = new Promise<string>((resolve) => {
        timer = setTimeout(() => resolve('stalled'), READINESS_TIMEOUT_MS);
      });
      try {
        return (await Promise.race([connection.commands.ping(), stalled])) === 'PONG';
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
    async whenConnected(timeoutMs) {
      if (connection.connected()) return true;
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          stopListening();
          resolve(false);
        }, timeoutMs);
        const stopListening = connection.onConnected(() => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
    close: () => connection.close(),
  };
}
