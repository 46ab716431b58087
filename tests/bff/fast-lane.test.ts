import http from 'node:http';
import signature from 'cookie-signature';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startSandbox } from '../../fixtures/sandbox';
import { freePort } from '../support/free-port';
import { startPortal, type TestPortal } from '../support/portal';
import { signedInBrowser } from '../support/portal-sign-in';

/*
 * The proxies' fast lane (bff/fast-lane.ts) takes common proxied calls past
 * Express. It must answer every request exactly as Express alone does. Two
 * BFFs share one sandbox, one Redis and one public URL: one with the fast
 * lane, one without. Every request of the table below goes to both, with
 * the same Host, cookie and headers, and the answers are compared: status,
 * the headers a browser acts on, and the body.
 */

interface Call {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

interface Answer {
  status: number;
  headers: Record<string, string | undefined>;
  body: string;
}

/** Headers whose values must match; others (Date, Keep-Alive, ETag timing) may differ between two processes. */
const COMPARED_HEADERS = [
  'content-type',
  'cache-control',
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'referrer-policy',
  'x-content-type-options',
  'x-frame-options',
  'strict-transport-security',
  'location',
  'allow',
  'www-authenticate',
  'x-request-id',
] as const;

function send(port: number, call: Call): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // One request id for both, so error bodies (which name it) compare equal.
    const headers = { 'x-request-id': 'same-on-both-paths', ...call.headers };
    const request = http.request({ host: '127.0.0.1', port, method: call.method, path: call.path, headers, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        // A page's CSP nonce is new on every answer.
        const headers = Object.fromEntries(COMPARED_HEADERS.map((name) => [name, response.headers[name]?.toString().replace(/'nonce-[^']+'/g, "'nonce-*'")]));
        // Set-Cookie: whether one is set, and for which cookie (the values are new ids).
        headers['set-cookie'] = response.headers['set-cookie']?.map((cookie) => cookie.split('=')[0]).join(',');
        resolve({ status: response.statusCode ?? 0, headers, body });
      });
    });
    request.on('error', reject);
    request.end(call.body);
  });
}

const PATHS = [
  '/api/v3/current_user',
  '/api/v3/addons',
  '/api/v3/addons?page=1&per_page=2',
  '/api/v3//current_user',
  '/api/v3/',
  '/api/v3',
  '/api/v3?x=1',
  '/API/V3/current_user',
  '/Api/v3/current_user',
  '/api/v3x/current_user',
  '/api/v3/changelog',
  '/api/v3/changelog/',
  '/api/v3/changelog?limit=1',
  '/api/v3/CHANGELOG',
  '/api/v3/Changelog/x',
  '/api/v3/changelog/entries',
  '/api/v3/changelogs',
  '/api/v3/%63hangelog',
  '/api/v3/../bff/session',
  '/api/v3/a/../../bff/session',
  '/api/v3/%2e%2e/bff/session',
  '/api/v3/%2E%2E%2Fbff',
  '/api/v3/a/..%2f..%2fbff',
  '/api/v3/%252e%252e/x',
  '/api/v3/.',
  '/api/v3/a/./b',
  '/api/v3/..;/x',
  '/api/v3/x;y=1',
  '/api/v3/%3b/x',
  '/api/v3/a\\b',
  '/api/v3/%5c',
  '/api/v3/%00',
  '/api/v3/%0d%0aX-Injected:%201',
  '/api/v3/%ff',
  '/api/v3/%',
  '/api/v3/current_user#fragment',
  '/api/v3/no-such-thing',
  '/platform/account',
  '/platform/apps',
  '/PLATFORM/account',
  '/platform',
  '/code-hosting/user',
  '/code-hosting/user/repos',
  '/buildpack-registry/buildpacks',
  '/buildpack-registry/buildpacks?name=%5B%5D',
  '/bff/session',
  '/healthz',
  '/addons',
  '//api/v3/current_user',
  'http://evil.test/api/v3/current_user',
  '*',
];

const METHODS = ['GET', 'HEAD', 'DELETE', 'OPTIONS', 'POST', 'PATCH', 'PUT'];

function calls(host: string, cookie: string, otherCookies: Record<string, string>): Call[] {
  const api = { host, cookie, 'x-csrf': '1', accept: 'application/json' };
  const table: Call[] = [];
  for (const path of PATHS) table.push({ method: 'GET', path, headers: api });
  for (const path of PATHS.slice(0, 14)) {
    for (const method of METHODS) {
      const body = method === 'POST' || method === 'PATCH' || method === 'PUT' ? '{}' : undefined;
      table.push({ method, path, headers: body ? { ...api, 'content-type': 'application/json', 'content-length': '2' } : api, ...(body ? { body } : {}) });
    }
  }
  const variants: Record<string, string>[] = [
    { host: host.toUpperCase() },
    { host: 'evil.test' },
    { host: host.replace(/:\d+$/, ':1') },
    { host: `${host}.` },
    { 'x-forwarded-host': 'evil.test' },
    { 'x-forwarded-host': `${host}, evil.test` },
    { 'x-forwarded-proto': 'https' },
    { 'x-forwarded-for': '203.0.113.9' },
    { 'x-csrf': '0' },
    { 'x-csrf': ' 1' },
    { 'x-csrf': '1, 1' },
    { 'x-csrf': 'true' },
    { upgrade: 'websocket', connection: 'Upgrade' },
    { connection: 'keep-alive, Upgrade' },
    { upgrade: 'h2c' },
    { 'content-length': '-1' },
    { 'content-length': 'abc' },
    { 'content-length': '99999999999' },
    { 'content-length': '0' },
    { accept: 'text/html' },
    { accept: '*/*' },
    { cookie: '' },
    { cookie: 'portal.sid=forged' },
    { cookie: `${cookie}; theme=dark` },
    ...Object.values(otherCookies).map((other) => ({ cookie: other })),
    { authorization: 'Bearer stolen-token' },
    { 'x-http-method-override': 'DELETE' },
    { 'x-original-url': '/bff/token' },
  ];
  for (const variant of variants) {
    for (const path of ['/api/v3/current_user', '/platform/account', '/code-hosting/user', '/api/v3/changelog', '/api/v3/%2e%2e/x']) {
      const headers = { ...api, ...variant };
      for (const [name, value] of Object.entries(variant)) if (value === '') delete headers[name as keyof typeof headers];
      table.push({ method: 'GET', path, headers });
    }
  }
  return table;
}

describe('the fast lane answers every request as Express alone does', () => {
  for (const trustProxy of ['0', '1']) {
    describe(`TRUST_PROXY=${trustProxy}`, () => {
      let sandbox: Awaited<ReturnType<typeof startSandbox>>;
      let fast: TestPortal;
      let plain: TestPortal;
      let table: Call[];

      beforeAll(async () => {
        const port = await freePort();
        const url = `http://localhost:${port}`;
        sandbox = await startSandbox({ redirectUris: [`${url}/login/oauth`], postLogoutRedirectUris: [`${url}/`] });
        const env = { REDIS_URL: inject('redisUrl'), TRUST_PROXY: trustProxy, PUBLIC_URL: url };
        fast = await startPortal({ sandbox, port, env });
        plain = await startPortal({ sandbox, env, fastLane: false });
        const browser = await signedInBrowser(fast.url, 'partner@acme.test');
        const cookie = await browser.jar.getCookieString(fast.url);
        const { cookieName, secrets } = fast.config.session;
        const signedAs = (id: string, secret: string) => `${cookieName}=${encodeURIComponent(`s:${signature.sign(id, secret)}`)}`;
        table = calls(new URL(url).host, cookie, {
          unknownSession: signedAs('no-such-session', secrets[0]),
          otherSecret: signedAs('no-such-session', 'another-secret-another-secret-another'),
        });
      });
      afterAll(async () => {
        await plain?.close();
        await fast?.close();
        await sandbox?.close();
      });

      it("gives the same answers to the whole table", async () => {
        const fastPort = Number(new URL(fast.url).port);
        const plainPort = Number(new URL(plain.url).port);
        const differences: string[] = [];
        for (const call of table) {
          const [viaFastLane, viaExpress] = [await send(fastPort, call), await send(plainPort, call)];
          try {
            expect(viaFastLane).toEqual(viaExpress);
          } catch {
            differences.push(`${call.method} ${call.path} ${JSON.stringify(call.headers)}: fast lane ${JSON.stringify(viaFastLane).slice(0, 300)} | Express ${JSON.stringify(viaExpress).slice(0, 300)}`);
          }
        }
        expect(differences).toEqual([]);
        // The table reached the upstreams through both: signed in, proxied, answered.
        expect((await send(fastPort, table[0]!)).status).toBe(200);
      }, 120_000);
    });
  }
});
