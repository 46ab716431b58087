import type { Logger } from 'pino';
import { createClient } from 'redis';
import type { Config } from '../config';
import type { SessionStoreMetrics } from '../metrics/metrics';
import { BoundedMemoryStore } from './bounded-memory-store';
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

/** Redis when REDIS_URL is set (shared by every replica), else a bounded in-process store. */
export function createSessionStore(config: Config, logger: Logger, metrics?: SessionStoreMetrics): SessionStore {
  if (!config.redisUrl) {
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
  return createRedisSessionStore(config.redisUrl, cipher, config.session.maxAgeMs, config.redisCommandTimeoutMs, logger, metrics);
}

function createRedisSessionStore(
  url: string,
  cipher: SessionCipher,
  maxAgeMs: number,
  commandTimeoutMs: number,
  logger: Logger,
  metrics: SessionStoreMetrics | undefined,
): SessionStore {
  const client = createClient({
    url,
    // Fail commands at once while disconnected, so requests get a 503 instead of hanging.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000),
    },
  });
  let lastErrorLogged = 0;
  client.on('error', (error: Error) => {
    // Reconnection retries raise an error each time; one line every 10 s is enough.
    if (Date.now() - lastErrorLogged > 10_000) {
      lastErrorLogged = Date.now();
      logger.warn({ err: error }, 'Redis session store unavailable; retrying');
    }
  });
  client.on('ready', () => logger.info('Redis session store connected'));
  client.connect().catch((error: unknown) => logger.error({ err: error }, 'Redis connection failed'));

  // Idle expiry is enforced from session data (lifetime.ts); retention from the
  // session's absolute end (retention.ts). Nothing refreshes a TTL per request.
  const store = new RedisSessionStore(client, cipher, maxAgeMs, commandTimeoutMs);
  store.metrics = metrics;

  return {
    store,
    async isReady() {
      if (!client.isReady) return false;
      // Readiness answers fast, whatever Redis does: a stalled server is not ready.
      let timer: NodeJS.Timeout | undefined;
      const stalled = new Promise<string>((resolve) => {
        timer = setTimeout(() => resolve('stalled'), READINESS_TIMEOUT_MS);
      });
      try {
        return (await Promise.race([client.ping(), stalled])) === 'PONG';
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
    async whenConnected(timeoutMs) {
      if (client.isReady) return true;
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          client.off('ready', onReady);
          resolve(false);
        }, timeoutMs);
        const onReady = () => {
          clearTimeout(timer);
          resolve(true);
        };
        client.once('ready', onReady);
      });
    },
    async close() {
      if (client.isOpen) await client.close();
      else client.destroy();
    },
  };
}
