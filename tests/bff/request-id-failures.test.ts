import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startSandbox } from '../../fixtures/sandbox';
import type { BrowserSession } from '../support/browser-session';
import { freePort } from '../support/free-port';
import { startPortal, type TestPortal } from '../support/portal';
import { apiCall, signedInBrowser } from '../support/portal-sign-in';
import { startRecordingUpstream } from '../support/recording-upstream';

/*
 * An upstream that does not answer in time, or refuses the connection, on the
 * fast lane and on the Express path alike (issue 32 §2): the browser's error
 * body and header name the request's id, and so does the log line written for
 * it, so the reference a partner quotes leads to that line.
 */
interface LogLine {
  msg?: string;
  kind?: string;
  requestId?: string;
}
const TIMEOUT_MS = 300;
let slow: Awaited<ReturnType<typeof startRecordingUpstream>>;
const portals: Record<'fast' | 'express', { portal: TestPortal; browser: BrowserSession; lines: LogLine[] }> = {} as never;

beforeAll(async () => {
  slow = await startRecordingUpstream({ delayMs: TIMEOUT_MS * 4 });
  // Nothing listens here: calls to it are refused.
  const refusing = `http://127.0.0.1:${await freePort()}`;
  const ports = [await freePort(), await freePort()];
  const sandbox = await startSandbox({ redirectUris: ports.map((port) => `http://localhost:${port}/login/oauth`), postLogoutRedirectUris: [] });
  const env = { REDIS_URL: inject('redisUrl'), PLATFORM_API_URL: slow.url, CODE_HOSTING_API_URL: refusing, UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS) };
  for (const [index, lane] of (['fast', 'express'] as const).entries()) {
    const lines: LogLine[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
    const portal = await startPortal({ sandbox, port: ports[index], env, logger, fastLane: lane === 'fast' });
    portals[lane] = { portal, browser: await signedInBrowser(portal.url, 'partner@acme.test'), lines };
  }
}, 60_000);
afterAll(async () => {
  await portals.express?.portal.close();
  await portals.fast?.portal.close();
  await portals.fast?.portal.sandbox.close();
  await slow?.close();
});

describe.each(['fast', 'express'] as const)('on the %s path', (lane) => {
  it('an upstream timeout: 504 whose body, header and log line name the id', async () => {
    const { portal, browser, lines } = portals[lane];
    const id = `timeout-${lane}-1`;
    const response = await apiCall(browser, `${portal.url}/platform/account`, { headers: { 'x-request-id': id } });
    expect(response.status).toBe(504);
    expect(response.headers.get('x-request-id')).toBe(id);
    expect(await response.json()).toEqual({ id: 'upstream_timeout', message: expect.any(String), requestId: id });
    expect(lines.filter((line) => line.msg === 'upstream timed out').map((line) => line.requestId)).toContain(id);
  });

  it('an upstream that refuses the connection: 502 whose body, header and log line name the id', async () => {
    const { portal, browser, lines } = portals[lane];
    const id = `refused-${lane}-1`;
    const response = await apiCall(browser, `${portal.url}/code-hosting/user/orgs`, { headers: { 'x-request-id': id } });
    expect(response.status).toBe(502);
    expect(response.headers.get('x-request-id')).toBe(id);
    expect(await response.json()).toEqual({ id: 'upstream_unavailable', message: expect.any(String), requestId: id });
    expect(lines.filter((line) => line.kind === 'upstream_unavailable').map((line) => line.requestId)).toContain(id);
  });
});
