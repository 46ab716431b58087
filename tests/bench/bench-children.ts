/**
 * The processes the proxy bench runs (sandbox, BFFs, bare proxy), each in its
 * own process so no two share an event loop with each other or with the load
 * generator. `BENCH_CPU_PROF_DIR` makes the proxies write V8 CPU profiles there.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

const PROFILE_DIR = process.env.BENCH_CPU_PROF_DIR;
const children: ChildProcess[] = [];

/** Starts `file` under tsx; an `env` entry set to undefined is removed from the inherited environment. */
export function startChild(file: string, env: Record<string, string | undefined>, { profile = false } = {}): ChildProcess {
  const profiling = profile && PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
  const merged: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const name of Object.keys(env)) if (env[name] === undefined) delete merged[name];
  const child = spawn(process.execPath, [...profiling, '--import', 'tsx', file], {
    env: merged,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return child;
}

export async function stopChildren(): Promise<void> {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.filter((child) => child.exitCode === null).map((child) => once(child, 'exit')));
}

export async function firstJsonLine<T>(child: ChildProcess): Promise<T> {
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) {
    if (line.startsWith('{')) return JSON.parse(line) as T;
  }
  throw new Error('child exited without reporting');
}

export async function waitForHttp(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

export const BENCH_SESSION_SECRET = 'bench-session-secret-bench-session-secret';

/**
 * A production BFF on `port` against the sandbox; Redis sessions when `redisUrl` is given, else the in-process store.
 * `env` adds or overrides variables (METRICS_PORT for the metrics-on twin).
 */
export function startBff(port: number, sandbox: Record<string, string>, redisUrl: string | undefined, env: Record<string, string> = {}): ChildProcess {
  const portalUrl = `http://localhost:${port}`;
  return startChild(
    'bff/server.ts',
    {
      NODE_ENV: 'production',
      COOKIE_SECURE: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: portalUrl,
      LOG_LEVEL: 'warn',
      REDIS_URL: redisUrl,
      SESSION_SECRET: BENCH_SESSION_SECRET,
      ADMIN_EMAIL_DOMAIN: 'platform.test',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      OIDC_ISSUER: sandbox.issuer ?? '',
      OIDC_CLIENT_ID: sandbox.clientId ?? '',
      OIDC_CLIENT_SECRET: sandbox.clientSecret ?? '',
      PARTNER_API_URL: sandbox.partnerApiUrl ?? '',
      PLATFORM_API_URL: sandbox.platformApiUrl ?? '',
      CODE_HOSTING_API_URL: sandbox.codeHostingApiUrl ?? '',
      BUILDPACK_REGISTRY_URL: sandbox.buildpackRegistryUrl ?? '',
      ...env,
    },
    { profile: true },
  );
}
