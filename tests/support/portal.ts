import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadConfig, type Config } from '../../bff/config';
import { startServer, type RunningServer } from '../../bff/server';
import { startSandbox } from '../../fixtures/sandbox';
import { portalEnvironment } from '../../fixtures/sandbox/portal-environment';
import { freePort } from './free-port';

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

export interface TestPortal {
  url: string;
  config: Config;
  sandbox: Sandbox;
  server: RunningServer;
  close(): Promise<void>;
}

/** A stand-in build output, so BFF tests don't depend on a Vite build. */
function fakeBuildOutput(): { staticDir: string; storybookDir: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-static-'));
  const staticDir = path.join(root, 'web');
  const storybookDir = path.join(root, 'storybook');
  mkdirSync(path.join(staticDir, 'assets'), { recursive: true });
  mkdirSync(storybookDir, { recursive: true });
  writeFileSync(
    path.join(staticDir, 'index.html'),
    '<!doctype html><html><head><meta name="portal-ui-flags" content="__UI_FLAGS__"><meta property="csp-nonce" nonce="__CSP_NONCE__"><script type="module" nonce="__CSP_NONCE__" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(staticDir, 'assets', 'app.js'), 'console.log("app")');
  writeFileSync(path.join(storybookDir, 'index.html'), '<!doctype html><title>Storybook</title>');
  return { staticDir, storybookDir };
}

/**
 * The BFF, listening on a free port, against a real sandbox (its own, or a shared
 * one) with the given extra environment. Nothing is mocked.
 */
export async function startPortal(
  options: { env?: Record<string, string | undefined>; sandbox?: Sandbox; accessTokenTtlSeconds?: number; port?: number } = {},
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
    server = await startServer(config, pino({ level: process.env.PORTAL_TEST_LOG ?? 'silent' }));
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
