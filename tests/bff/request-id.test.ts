import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startBothLanes, type BothLanes } from '../support/both-lanes';
import type { BrowserSession } from '../support/browser-session';
import type { TestPortal } from '../support/portal';
import { rawExchange } from '../support/raw-socket';
import { startRecordingUpstream } from '../support/recording-upstream';

/*
 * One request id from the browser to the upstream (issue 32 §2), over real
 * HTTP: what the browser gets back (X-Request-Id, the error body), what the
 * upstream receives, and what the log says, on the fast lane and on the
 * Express path alike. Hostile ids are sent as raw bytes, so nothing on the
 * client side cleans them first.
 */
type Upstream = Awaited<ReturnType<typeof startRecordingUpstream>>;
let platform: Upstream;
let lanes: BothLanes;
let fast: TestPortal;
let express: TestPortal;
const logLines: string[] = [];
let fastBrowser: BrowserSession;
let expressBrowser: BrowserSession;

beforeAll(async () => {
  platform = await startRecordingUpstream();
  const fastLogger = pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) });
  lanes = await startBothLanes({ env: { REDIS_URL: inject('redisUrl'), PLATFORM_API_URL: platform.url }, fastLogger });
  ({ fast, express, fastBrowser, expressBrowser } = lanes);
}, 60_000);
afterAll(async () => {
  await lanes?.close();
  await platform?.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A signed-in API call written byte for byte, with `idHeader` as the request id's header line (or none). */
async function rawApiCall(portal: TestPortal, browser: BrowserSession, path: string, idHeader: Buffer | undefined) {
  const { host, port } = new URL(portal.url);
  const cookie = (await browser.jar.getCookieString(portal.url)) || '';
  const head = Buffer.from(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nAccept: application/json\r\nX-CSRF: 1\r\nCookie: ${cookie}\r\nConnection: close\r\n`, 'latin1');
  const bytes = Buffer.concat([head, ...(idHeader ? [idHeader] : []), Buffer.from('\r\n')]);
  const answer = await rawExchange(Number(port), bytes, { timeoutMs: 5_000, method: 'GET' });
  const responseId = /\r\nx-request-id: ([^\r]*)/i.exec(answer.head ?? '')?.[1];
  return { ...answer, responseId };
}

const idLine = (value: string | Buffer) => Buffer.concat([Buffer.from('X-Request-Id: '), Buffer.from(value), Buffer.from('\r\n')]);

/** Incoming ids that must be replaced, not echoed: each header line as sent. */
const HOSTILE: { name: string; header: Buffer }[] = [
  { name: 'too long (129 characters)', header: idLine('a'.repeat(129)) },
  { name: 'an encoded CRLF and a header after it', header: idLine('abc%0D%0ASet-Cookie:%20x=1') },
  { name: 'a CR-LF-space continuation (obs-fold)', header: Buffer.from('X-Request-Id: abc\r\n injected\r\n') },
  { name: 'spaces', header: idLine('abc def') },
  { name: 'a tab', header: idLine('abc\tdef') },
  { name: 'unicode (UTF-8 bytes)', header: idLine('réf-✓') },
  { name: 'empty', header: idLine('') },
  { name: 'double quotes', header: idLine('"abc"') },
  { name: 'single quotes and HTML', header: idLine("'><script>x</script>") },
  { name: 'a slash', header: idLine('../../etc') },
  { name: 'two ids', header: Buffer.concat([idLine('first'), idLine('second')]) },
];

describe.each([
  { lane: 'fast lane', portal: () => fast, browser: () => fastBrowser },
  { lane: 'Express path', portal: () => express, browser: () => expressBrowser },
])('request ids on the $lane', ({ portal, browser }) => {
  it('a well-formed incoming id comes back on the response and reaches the upstream', async () => {
    for (const id of ['3f2b8c1e-7a4d-4c2b-9e1f-0a1b2c3d4e5f', 'Root:1-5f84c7a1.abc_DEF-9', 'x'.repeat(128)]) {
      const answer = await rawApiCall(portal(), browser(), '/platform/account', idLine(id));
      expect(answer.status).toBe(200);
      expect(answer.responseId).toBe(id);
      expect(platform.requests.at(-1)?.headers['x-request-id']).toBe(id);
    }
  });

  it('no incoming id: a new random one, the same on the response and at the upstream', async () => {
    const answer = await rawApiCall(portal(), browser(), '/platform/account', undefined);
    expect(answer.status).toBe(200);
    expect(answer.responseId).toMatch(UUID);
    expect(platform.requests.at(-1)?.headers['x-request-id']).toBe(answer.responseId);
  });

  it.each(HOSTILE)('an id with $name is replaced by a new one, never echoed or passed on', async ({ header }) => {
    const before = platform.requests.length;
    const answer = await rawApiCall(portal(), browser(), '/platform/account', header);
    // Node's parser may refuse the request outright (obs-fold); then nothing reached the upstream.
    if (answer.status === 400) {
      expect(platform.requests.length).toBe(before);
      return;
    }
    expect(answer.status).toBe(200);
    expect(answer.responseId).toMatch(UUID);
    expect(platform.requests.length).toBe(before + 1);
    expect(platform.requests.at(-1)?.headers['x-request-id']).toBe(answer.responseId);
  });

  it('an error answered by the proxy names the id in its body, the header and the log', async () => {
    platform.setResponse({ status: 302, headers: { location: 'http://internal.example/' }, times: 1 });
    const answer = await rawApiCall(portal(), browser(), '/platform/account', idLine('support-case-42'));
    expect(answer.status).toBe(502);
    expect(answer.responseId).toBe('support-case-42');
    expect(JSON.parse(answer.body)).toEqual({ id: 'upstream_redirect', message: expect.any(String), requestId: 'support-case-42' });
    expect(platform.requests.at(-1)?.headers['x-request-id']).toBe('support-case-42');
  });

  it("the BFF's own JSON error carries a new id when the incoming one is hostile", async () => {
    const answer = await rawApiCall(portal(), browser(), '/bff/no-such-endpoint', idLine('a b'));
    expect(answer.status).toBe(404);
    expect(answer.responseId).toMatch(UUID);
    expect(JSON.parse(answer.body)).toEqual({ id: 'not_found', message: 'No such endpoint.', requestId: answer.responseId });
  });
});

it('the log line of a failed request names its id (the pino child logger)', async () => {
  platform.setResponse({ status: 302, headers: { location: 'http://internal.example/' }, times: 1 });
  const answer = await rawApiCall(fast, fastBrowser, '/platform/account', idLine('log-me-7'));
  expect(answer.status).toBe(502);
  const line = logLines.map((text) => JSON.parse(text) as { msg?: string; requestId?: string }).find((entry) => entry.msg === 'upstream answered with a redirect' && entry.requestId === 'log-me-7');
  expect(line).toBeDefined();
});

it('an error page for a person quotes the id as its reference, escaped', async () => {
  const { port, host } = new URL(fast.url);
  const request = Buffer.from(`GET /nothing-here.js.map HTTP/1.1\r\nHost: ${host}\r\nAccept: text/html\r\nX-Request-Id: page-ref-9\r\nConnection: close\r\n\r\n`);
  const answer = await rawExchange(Number(port), request, { timeoutMs: 5_000, method: 'GET' });
  expect(answer.status).toBe(404);
  expect(answer.body).toContain('Reference: <code>page-ref-9</code>');
});
