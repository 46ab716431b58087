import { readFileSync } from 'node:fs';
import { EventEmitter } from 'node:events';
import type { Logger } from 'pino';
import { createClient, createSentinel } from 'redis';

/** The commands the session store sends: the same on one server and behind sentinels. */
export interface SessionCommands {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, options: { condition: 'NX'; expiration: { type: 'PX'; value: number } }): Promise<string | null>;
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
  ping(): Promise<string>;
}

/** One Redis (REDIS_URL) or the primary the sentinels name (REDIS_SENTINELS): what store.ts needs of either. */
export interface RedisConnection {
  commands: SessionCommands;
  /** Connected to a server (or told of a primary): commands may succeed. */
  connected(): boolean;
  /** Calls `listener` once the connection is (re)established; returns its removal. */
  onConnected(listener: () => void): () => void;
  close(): Promise<void>;
}

const CONNECT_TIMEOUT_MS = 2000;
const reconnectStrategy = (retries: number) => Math.min(100 * 2 ** retries, 2000);

/** Reconnection retries raise an error each time; one line every 10 s is enough. */
function throttledWarning(logger: Logger, message: string) {
  let lastLogged = 0;
  return (error: unknown) => {
    if (Date.now() - lastLogged <= 10_000) return;
    lastLogged = Date.now();
    logger.warn({ err: error }, message);
  };
}

/** The CA to trust for rediss:// when it is a private one (REDIS_TLS_CA_FILE); read once, at start-up. */
function tlsOptions(caFile: string | undefined) {
  if (!caFile) return {};
  try {
    return { tls: true as const, ca: readFileSync(caFile) };
  } catch (error) {
    throw new Error(`REDIS_TLS_CA_FILE: cannot read ${caFile}: ${(error as Error).message}`, { cause: error });
  }
}

/** One server: `redis://` or `rediss://user:password@host:port` (TLS, ACL user). */
export function connectToServer(url: string, caFile: string | undefined, logger: Logger): RedisConnection {
  const client = createClient({
    url,
    // Fail commands at once while disconnected, so requests get a 503 instead of hanging.
    disableOfflineQueue: true,
    socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy, ...tlsOptions(caFile) },
  });
  // A wrong password or certificate shows here (WRONGPASS, self-signed certificate): it is the reason for the 503s.
  client.on('error', throttledWarning(logger, 'Redis session store unavailable; retrying'));
  client.on('ready', () => logger.info('Redis session store connected'));
  client.connect().catch((error: unknown) => logger.error({ err: error }, 'Redis connection failed'));
  return {
    commands: client,
    connected: () => client.isReady,
    onConnected(listener) {
      client.once('ready', listener);
      return () => client.off('ready', listener);
    },
    async close() {
      if (client.isOpen) await client.close();
      else client.destroy();
    },
  };
}

/**
 * The primary that the sentinels name, followed through failovers. node-redis's
 * sentinel client asks them for the primary, subscribes to their switch-master
 * news and, when its connection to the primary drops, asks again until a
 * replica is promoted. Commands issued meanwhile wait inside the client (it
 * has no offline mode): the store's own bound turns that wait into a 503.
 */
export function connectThroughSentinels(
  sentinel: { nodes: readonly { host: string; port: number }[]; name: string },
  logger: Logger,
): RedisConnection {
  const client = createSentinel({
    name: sentinel.name,
    sentinelRootNodes: sentinel.nodes.map(({ host, port }) => ({ host, port })),
    nodeClientOptions: { socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy } },
    sentinelClientOptions: { socket: { connectTimeout: CONNECT_TIMEOUT_MS } },
  });
  const events = new EventEmitter();
  let ready = false;
  let closing = false;
  // Without a listener, an unreachable sentinel's 'error' event would crash the process.
  client.on('error', throttledWarning(logger, 'Redis sentinel unavailable; retrying'));
  client.on('topology-change', (event: { type: string; node?: { host: string; port: number } }) => {
    if (event.type === 'MASTER_CHANGE') logger.warn({ primary: event.node }, 'Redis session store: following the primary the sentinels name');
  });
  // The client gives up connecting after a while (and stays closed): start it again until it connects or we close.
  const connect = async () => {
    while (!closing) {
      try {
        await client.connect();
        if (closing) return;
        ready = true;
        logger.info({ primary: client.getMasterNode() }, 'Redis session store connected through the sentinels');
        events.emit('connected');
        return;
      } catch (error) {
        logger.error({ err: error }, 'Redis sentinels gave no primary; trying again');
        await client.destroy();
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  };
  void connect();
  return {
    commands: client,
    connected: () => ready && client.isReady,
    onConnected(listener) {
      events.once('connected', listener);
      return () => events.off('connected', listener);
    },
    async close() {
      closing = true;
      if (client.isOpen) await client.close();
    },
  };
}
