import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { spawnLogged, type LoggedChild } from './child-process';
import { fakeBuildOutput } from './fake-build-output';
import { freePort } from './free-port';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface BffProcessOptions {
  /** The sandbox's (or real upstreams') variables: OIDC_*, *_API_URL. */
  upstreamEnv: Record<string, string>;
  /** The origin browsers use; defaults to this process's own `http://localhost:<port>`. */
  publicUrl?: string;
  port?: number;
  /** Anything else (REDIS_URL, TRUST_PROXY, LOG_LEVEL, …); wins over the defaults. */
  env?: Record<string, string>;
  /** A name for failure messages, e.g. `replica A`. */
  name?: string;
}

export interface BffProcess {
  name: string;
  port: number;
  /** Straight to this process, bypassing any proxy: `http://127.0.0.1:<port>`. */
  directUrl: string;
  publicUrl: string;
  process: LoggedChild;
  /** Sends `signal` (SIGKILL for a crash, SIGTERM for a drain) and waits for the exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Starts the same BFF again on the same port and waits until it is ready. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The BFF exactly as deployed: `node --import tsx bff/server.ts` in a process of
 * its own, configured only by environment variables, so a fault test can crash
 * it (SIGKILL), put a proxy in front of it, or watch it survive hostile input —
 * none of which an in-process server can show. Production mode (no stack traces,
 * the real cookie rules) with plain-HTTP cookies, as in docker/compose.yaml.
 */
export async function startBffProcess(options: BffProcessOptions): Promise<BffProcess> {
  const port = options.port ?? (await freePort());
  const publicUrl = options.publicUrl ?? `http://localhost:${port}`;
  const name = options.name ?? `BFF :${port}`;
  const { staticDir, storybookDir } = fakeBuildOutput();
  const env = {
    NODE_ENV: 'production',
    COOKIE_SECURE: 'false',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    LOG_LEVEL: 'warn',
    SESSION_SECRET: 'faults-session-secret-faults-session-secret',
    ADMIN_EMAIL_DOMAIN: 'platform.test',
    STATIC_DIR: staticDir,
    STORYBOOK_DIR: storybookDir,
    ...options.upstreamEnv,
    ...options.env,
  };
  const directUrl = `http://127.0.0.1:${port}`;
  const spawnBff = () => spawnLogged(process.execPath, ['--import', 'tsx', 'bff/server.ts'], { cwd: ROOT, env, name });
  const bff: BffProcess = {
    name,
    port,
    directUrl,
    publicUrl,
    process: spawnBff(),
    async kill(signal = 'SIGKILL') {
      await bff.process.stop(signal, 10_000);
    },
    async restart() {
      await bff.process.stop('SIGKILL');
      bff.process = spawnBff();
      await waitUntilReady(bff);
    },
    // Teardown, not a test of draining: a client's idle pre-opened connection holds
    // the BFF's drain for its full 10 s, so a short grace, then SIGKILL.
    stop: () => bff.process.stop('SIGTERM', 2_000),
  };
  try {
    await waitUntilReady(bff);
  } catch (error) {
    await bff.process.stop('SIGKILL');
    throw error;
  }
  return bff;
}

/** /readyz answers 200 once the process listens and reaches its session store (on any Host: probes use IPs). */
async function waitUntilReady(bff: BffProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!bff.process.alive()) throw new Error(`${bff.name} exited while starting\n${bff.process.output()}`);
    try {
      const response = await fetch(`${bff.directUrl}/readyz`, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${bff.name} was not ready within ${timeoutMs} ms\n${bff.process.output()}`);
}
