/**
 * Settings → a regenerated OAuth secret or API token is shown once and never
 * logged (issue 12): neither the sandbox nor the BFF writes a secret to its log,
 * even at the most talkative level, on the way there or back. The logs are
 * captured in memory; that they hold the requests proves the capture works.
 */
import pino, { type Logger } from 'pino';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { startSandbox } from '../../fixtures/sandbox';
import type { BrowserSession } from '../support/browser-session';
import { freePort } from '../support/free-port';
import { startPortal, type TestPortal } from '../support/portal';
import { apiCall, signedInBrowser } from '../support/portal-sign-in';

/** A pino logger at trace level whose lines are kept in `lines`. */
function capturingLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  return { logger: pino({ level: 'trace' }, { write: (line: string) => void lines.push(line) }), lines };
}

const sandboxLog = capturingLogger();
const bffLog = capturingLogger();
let portal: TestPortal;
let partner: BrowserSession;

beforeAll(async () => {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const sandbox = await startSandbox({ redirectUris: [`${url}/login/oauth`], postLogoutRedirectUris: [`${url}/`], logger: sandboxLog.logger });
  try {
    portal = await startPortal({ port, sandbox, logger: bffLog.logger, env: { REDIS_URL: inject('redisUrl') } });
  } catch (error) {
    await sandbox.close();
    throw error;
  }
  partner = await signedInBrowser(portal.url, 'partner@acme.test');
});

afterAll(async () => {
  await portal?.close();
  await portal?.sandbox.close();
});

const api = (path: string, init?: RequestInit) => apiCall(partner, `${portal.url}/api/v3/addons/acme-postgres/${path}`, init);

async function secretOf(response: Response, key: 'secret' | 'token'): Promise<string> {
  expect(response.ok).toBe(true);
  const value = ((await response.json()) as Record<string, unknown>)[key];
  expect(typeof value).toBe('string');
  return value as string;
}

it('neither the sandbox nor the BFF logs an OAuth secret or API token, old or regenerated', async () => {
  const secrets = [
    await secretOf(await api('oauth_credentials'), 'secret'),
    await secretOf(await api('api_authorizations'), 'token'),
    await secretOf(await api('oauth_credentials', { method: 'POST' }), 'secret'),
    await secretOf(await api('api_authorizations', { method: 'POST' }), 'token'),
  ];
  expect(new Set(secrets).size).toBe(4);

  // The capture works: the sandbox logged each call (method, path, status), the BFF its session store.
  const sandboxText = sandboxLog.lines.join('');
  expect(sandboxText).toContain('"method":"POST","path":"/api/v3/addons/acme-postgres/oauth_credentials","status":201');
  expect(sandboxText).toContain('"method":"POST","path":"/api/v3/addons/acme-postgres/api_authorizations","status":201');
  expect(bffLog.lines.join('')).toContain('Redis session store connected');

  for (const secret of secrets) {
    expect(sandboxText).not.toContain(secret);
    expect(bffLog.lines.join('')).not.toContain(secret);
  }
});
