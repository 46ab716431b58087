import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import { createApp } from './app';
import { createOidcClient } from './auth/oidc-client';
import { ConfigError, loadConfig, type Config } from './config';
import { gracefulClose } from './graceful-close';
import { createLogger } from './logger';
import { createMetrics } from './metrics/metrics';
import { startMetricsServer, type MetricsServer } from './metrics/metrics-server';
import { observeRequests } from './metrics/observe-requests';
import { createSessionStore } from './session/store';
import { startTracing } from './tracing/start-tracing';

export interface RunningServer {
  server: Server;
  url: string;
  /** The metrics listener (METRICS_PORT), when on. */
  metrics: MetricsServer | undefined;
  /**
   * Readiness says 503 at once; after `delayMs` (still serving) stops accepting
   * connections, lets requests in flight finish, then closes Redis.
   */
  close(delayMs?: number): Promise<void>;
}

const DRAIN_TIMEOUT_MS = 10_000;
/** How long start-up waits for Redis before listening anyway. */
const REDIS_CONNECT_WAIT_MS = 5_000;

/**
 * `fastLane: false` serves the Express app alone, without the proxies' fast
 * lane (fast-lane.ts): for the test that holds the two to the same answers.
 */
export async function startServer(config: Config, logger: Logger = createLogger(config.logLevel), { fastLane = true } = {}): Promise<RunningServer> {
  if (config.session.secretGenerated) {
    logger.warn('SESSION_SECRET is not set: using a random one, so sessions end when this process restarts.');
  }
  // No METRICS_PORT, no metrics at all: nothing is counted that nobody can read.
  const metrics = config.metricsPort === undefined ? undefined : createMetrics();
  // No OTEL_EXPORTER_OTLP_ENDPOINT, no tracing: the SDK is not even loaded (start-tracing.ts).
  const tracing = await startTracing(process.env, logger);
  const sessionStore = createSessionStore(config, logger, metrics?.sessionStore);
  if (!(await sessionStore.whenConnected(REDIS_CONNECT_WAIT_MS))) {
    logger.warn('Session store not reachable yet: answering 503 until it is (see /readyz).');
  }
  // Draining: /readyz says 503 from the first instant of a shutdown, before the listener closes.
  let draining = false;
  const servedStore = { ...sessionStore, isReady: async () => !draining && (await sessionStore.isReady()) };
  const { app, listener } = createApp(config, { logger, sessionStore: servedStore, oidc: createOidcClient(config.oidc), metrics, tracing });
  const routed = fastLane ? listener : app;
  const handler = tracing ? tracing.traceRequests(routed) : routed;
  const server = createServer(metrics ? observeRequests(handler, metrics.requests) : handler).listen(config.port, config.host);
  // In the same tick as listen: no connection can arrive untracked.
  const closeServer = gracefulClose(server, DRAIN_TIMEOUT_MS);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  // Slow clients cannot hold sockets forever; keep-alive outlives typical proxy idle timeouts.
  server.requestTimeout = 30_000;
  server.headersTimeout = 20_000;
  server.keepAliveTimeout = 65_000;
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host}:${port}`;
  // Bound like the public listener (HOST), on a port of its own.
  let metricsServer: MetricsServer | undefined;
  try {
    metricsServer = metrics && config.metricsPort !== undefined ? await startMetricsServer(metrics.registry, config.host, config.metricsPort) : undefined;
  } catch (error) {
    // A metrics port in use must not leave a half-started BFF listening.
    await closeServer();
    await sessionStore.close();
    await tracing?.shutdown();
    throw error;
  }

  const close = async (delayMs = 0) => {
    draining = true;
    await closeServer(delayMs);
    await metricsServer?.close();
    await sessionStore.close();
    // Last: the spans of the requests that drained are exported before the process ends.
    await tracing?.shutdown();
  };
  return { server, url, metrics: metricsServer, close };
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const running = await startServer(config, logger);
  logger.info('Partner Portal BFF listening on %s (public URL %s)', running.url, config.publicUrl.href);
  if (running.metrics) logger.info('Metrics at %s/metrics', running.metrics.url);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      logger.info('%s received: draining', signal);
      running.close(config.drainDelayMs).then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
