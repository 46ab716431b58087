import pino, { type Logger } from 'pino';
import { loadConfig, type Config } from '../../bff/config';
import { startServer, type RunningServer } from '../../bff/server';
import { startSandbox } from '../../fixtures/sandbox';
import { portalEnvironment } from '../../fixtures/sandbox/portal-environment';
import { fakeBuildOutput } from './fake-build-output';
import { freePort } from './free-port';

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

export interface TestPortal {
  url: string;
  config: Config;
  sandbox: Sandbox;
  server: RunningServer;
  close(): Promise<void>;
}

/**
 * The BFF, listening on a free port, against a real sandbox (its own, or a shared
 * one) with the given extra environment. Nothing is mocked.
 */
export async function startPortal(
  options: {
    env?: Record<string, string | undefined>;
    sandbox?: Sandbox;
    accessTokenTtlSeconds?: number;
    port?: number;
    /** The BFF's log (default: silent, or PORTAL_TEST_LOG's level); a test reads it to see what was (not) logged. */
    logger?: Logger;
    /** false: the Express app alone, without the proxies' fast lane (bff/fast-lane.ts). */
    fastLane?: boolean;
  } = {},
): Promise<TestPortal> {
  const port = options.port ?? (await freePort());
  const url = `http://localhost:${port}`;
  const ownSandbox = !options.sandbox;
  const sandbox =
    options.sandbox ??
    (await startSandbox({
      redirectUris: [`${url}/login/oauth`],
      postLogoutRedirectUris: [`${url}/`],
      ...(options.accessTokenTtlSeconds ? { accessTokenTtlSeconds: options.accessTokenTtlSeconds } : {}),
    }));
  const { staticDir, storybookDir } = fakeBuildOutput();
  let config: Config;
  let server: RunningServer;
  try {
    config = loadConfig({
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      LOG_LEVEL: 'silent',
      ...portalEnvironment(sandbox),
      SESSION_SECRET: 'test-session-secret-test-session-secret',
      LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
      STATIC_DIR: staticDir,
      STORYBOOK_DIR: storybookDir,
      ...options.env,
    });
    server = await startServer(config, options.logger ?? pino({ level: process.env.PORTAL_TEST_LOG ?? 'silent' }), { fastLane: options.fastLane ?? true });
  } catch (error) {
    // A portal that cannot start must not leave its sandbox listening.
    if (ownSandbox) await sandbox.close();
    throw error;
  }
  return {
    url,
    config,
    sandbox,
    server,
    async close() {
      await server.close();
      if (ownSandbox) await sandbox.close();
    },
  };
}
