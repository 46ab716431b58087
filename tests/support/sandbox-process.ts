import { fileURLToPath } from 'node:url';
import { firstJsonLine, spawnLogged, type LoggedChild } from './child-process';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface SandboxProcess {
  /** The BFF's environment variables that point it at this sandbox (README's configuration table). */
  portalEnv: Record<string, string>;
  process: LoggedChild;
  stop(): Promise<void>;
}

interface Reported {
  issuer: string;
  partnerApiUrl: string;
  platformApiUrl: string;
  codeHostingApiUrl: string;
  buildpackRegistryUrl: string;
  clientId: string;
  clientSecret: string;
  imageOrigins: string[];
}

/**
 * The sandbox (identity provider and fake APIs) in a process of its own
 * (tests/bench/sandbox-process.ts), so fault tests can load the BFF without the
 * upstreams competing for the same event loop as the test. Every origin in
 * `portalUrls` may sign in: several replicas behind different proxies, or one
 * proxy in front of several replicas.
 */
export async function startSandboxProcess(portalUrls: string[], ports?: number[]): Promise<SandboxProcess> {
  const child = spawnLogged(process.execPath, ['--import', 'tsx', 'tests/bench/sandbox-process.ts'], {
    cwd: ROOT,
    env: { PORTAL_URLS: portalUrls.join(','), NODE_ENV: 'development', ...(ports ? { SANDBOX_PORTS: ports.join(',') } : {}) },
    name: 'sandbox',
  });
  try {
    const reported = await firstJsonLine<Reported>(child);
    return {
      portalEnv: {
        OIDC_ISSUER: reported.issuer,
        OIDC_CLIENT_ID: reported.clientId,
        OIDC_CLIENT_SECRET: reported.clientSecret,
        PARTNER_API_URL: reported.partnerApiUrl,
        PLATFORM_API_URL: reported.platformApiUrl,
        CODE_HOSTING_API_URL: reported.codeHostingApiUrl,
        BUILDPACK_REGISTRY_URL: reported.buildpackRegistryUrl,
        IMAGE_ORIGINS: reported.imageOrigins.join(','),
      },
      process: child,
      stop: () => child.stop(),
    };
  } catch (error) {
    await child.stop('SIGKILL');
    throw error;
  }
}
