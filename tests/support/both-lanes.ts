import type { Logger } from 'pino';
import { startSandbox } from '../../fixtures/sandbox';
import type { BrowserSession } from './browser-session';
import { freePort } from './free-port';
import { startPortal, type TestPortal } from './portal';
import { signedInBrowser } from './portal-sign-in';

export interface BothLanes {
  /** The BFF as served: the proxies' fast lane in front of Express. */
  fast: TestPortal;
  /** The Express app alone (bff/fast-lane.ts off), for the same calls the normal way. */
  express: TestPortal;
  fastBrowser: BrowserSession;
  expressBrowser: BrowserSession;
  close(): Promise<void>;
}

/**
 * The same BFF twice against one sandbox, with and without the fast lane, a
 * browser signed in on each: for tests that hold the two paths to one answer
 * (request ids, error bodies, headers). `fastLogger` reads the fast lane's log.
 */
export async function startBothLanes(options: { env: Record<string, string>; fastLogger?: Logger; email?: string }): Promise<BothLanes> {
  const ports = [await freePort(), await freePort()];
  const sandbox = await startSandbox({ redirectUris: ports.map((port) => `http://localhost:${port}/login/oauth`), postLogoutRedirectUris: [] });
  const fast = await startPortal({ sandbox, port: ports[0], env: options.env, ...(options.fastLogger ? { logger: options.fastLogger } : {}) });
  const express = await startPortal({ sandbox, port: ports[1], fastLane: false, env: options.env });
  const email = options.email ?? 'partner@acme.test';
  const [fastBrowser, expressBrowser] = await Promise.all([signedInBrowser(fast.url, email), signedInBrowser(express.url, email)]);
  return {
    fast,
    express,
    fastBrowser,
    expressBrowser,
    async close() {
      await express.close();
      await fast.close();
      await sandbox.close();
    },
  };
}
