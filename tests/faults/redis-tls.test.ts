import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../fixtures/sandbox';
import { spawnLogged, type LoggedChild } from '../support/child-process';
import { freePort } from '../support/free-port';
import { startPortal } from '../support/portal';
import { apiCall, signedInBrowser } from '../support/portal-sign-in';
import { isAccepting } from '../support/tcp-probe';

/*
 * Redis as a managed service runs it (issue 32 §4): TLS only (no plain port),
 * the default user off, and an ACL user limited to the portal's keys. The BFF
 * connects with `rediss://user:password@host:port`, trusting the test's own CA
 * through REDIS_TLS_CA_FILE; a wrong password or an untrusted certificate is a
 * clear log line and bounded 503s, never a hang.
 */
const USER = 'portal';
const PASSWORD = 'a-long-test-password-for-the-acl-user';

let dir: string;
let redis: LoggedChild;
let tlsPort: number;
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let port: number;

const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });

/** A CA and a server certificate it signed, for 127.0.0.1 and localhost (EC keys: quick to make). */
function makeCertificates() {
  const key = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl('req', '-x509', ...key, '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '1', '-subj', '/CN=Portal test CA');
  openssl('req', ...key, '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=localhost');
  writeFileSync(join(dir, 'san.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\n');
  openssl('x509', '-req', '-in', 'server.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-out', 'server.pem', '-days', '1', '-extfile', 'san.ext');
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portal-redis-tls-'));
  makeCertificates();
  tlsPort = await freePort();
  // Least privilege: the portal's keys, and reading, writing and scripts only.
  const acl = `user ${USER} on >${PASSWORD} ~portal:* resetchannels -@all +@read +@write +@scripting +@connection`;
  const conf = [
    'port 0',
    `tls-port ${tlsPort}`,
    'bind 127.0.0.1',
    `dir ${dir}`,
    `tls-cert-file ${join(dir, 'server.pem')}`,
    `tls-key-file ${join(dir, 'server.key')}`,
    `tls-ca-cert-file ${join(dir, 'ca.pem')}`,
    // Clients prove who they are with the ACL password, not a certificate.
    'tls-auth-clients no',
    'save ""',
    'appendonly no',
    'user default off',
    acl,
  ];
  writeFileSync(join(dir, 'redis.conf'), `${conf.join('\n')}\n`);
  redis = spawnLogged('redis-server', [join(dir, 'redis.conf')], { name: 'redis-server (TLS)' });
  const deadline = Date.now() + 5000;
  while (!(await isAccepting(tlsPort))) {
    if (Date.now() > deadline || !redis.alive()) throw new Error(`redis-server did not start with TLS\n${redis.output()}`);
    await sleep(50);
  }
  port = await freePort();
  sandbox = await startSandbox({ redirectUris: [`http://localhost:${port}/login/oauth`], postLogoutRedirectUris: [`http://localhost:${port}/`] });
});
afterAll(async () => {
  await sandbox?.close();
  await redis?.stop('SIGKILL');
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A session cookie the BFF accepts as genuine (signed like express-session with tests/support/portal.ts's secret), so it asks Redis. */
function signedCookie(sid: string): string {
  const signature = createHmac('sha256', 'test-session-secret-test-session-secret').update(sid).digest('base64').replace(/=+$/, '');
  return `portal.sid=${encodeURIComponent(`s:${sid}.${signature}`)}`;
}

const url = (password = PASSWORD) => `rediss://${USER}:${encodeURIComponent(password)}@127.0.0.1:${tlsPort}`;

/** A BFF whose log lines the test can read (warnings and up). */
async function portalWith(env: Record<string, string | undefined>) {
  const lines: string[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
  const portal = await startPortal({ sandbox, port, logger, env });
  return { portal, lines };
}

describe('Redis over TLS with an ACL user', () => {
  it('keeps sessions in it: a session outlives the BFF that created it', async () => {
    const first = await portalWith({ REDIS_URL: url(), REDIS_TLS_CA_FILE: join(dir, 'ca.pem') });
    let browser;
    try {
      expect((await fetch(`${first.portal.url}/readyz`)).status).toBe(200);
      browser = await signedInBrowser(first.portal.url, 'partner@acme.test');
      expect((await apiCall(browser, `${first.portal.url}/bff/session`)).status).toBe(200);
    } finally {
      await first.portal.close();
    }
    // The session is in Redis (read back over TLS as the ACL user), not in the process that ended.
    const client = createClient({ url: url(), socket: { tls: true, ca: readFileSync(join(dir, 'ca.pem')) } });
    await client.connect();
    try {
      expect((await client.keys('portal:sess:*')).length).toBe(1);
    } finally {
      client.destroy();
    }
    const second = await portalWith({ REDIS_URL: url(), REDIS_TLS_CA_FILE: join(dir, 'ca.pem') });
    try {
      const response = await apiCall(browser, `${second.portal.url}/bff/session`, { signal: AbortSignal.timeout(5000) });
      await response.body?.cancel();
      expect(response.status).toBe(200);
    } finally {
      await second.portal.close();
    }
  });

  it('says why, and answers bounded 503s, with a wrong password or without the CA', async () => {
    for (const [env, reason] of [
      [{ REDIS_URL: url('wrong-password'), REDIS_TLS_CA_FILE: join(dir, 'ca.pem') }, /WRONGPASS/],
      [{ REDIS_URL: url() }, /self-signed certificate/],
    ] as const) {
      const { portal, lines } = await portalWith(env);
      try {
        const started = Date.now();
        const call = await fetch(`${portal.url}/api/v3/current_user`, { headers: { cookie: signedCookie('some-session-id'), 'x-csrf': '1' }, signal: AbortSignal.timeout(5000) });
        const signIn = await fetch(`${portal.url}/login`, { redirect: 'manual', signal: AbortSignal.timeout(5000) });
        await signIn.body?.cancel();
        const ready = await fetch(`${portal.url}/readyz`, { signal: AbortSignal.timeout(5000) });
        expect(Date.now() - started).toBeLessThan(3000);
        expect(ready.status).toBe(503);
        expect(call.status).toBe(503);
        expect(signIn.status).toBe(503);
        expect(await call.json()).toMatchObject({ id: 'session_store_unavailable' });
        expect(lines.join('\n')).toMatch(reason);
      } finally {
        await portal.close();
      }
    }
  });

  it('refuses to start when REDIS_TLS_CA_FILE cannot be read, naming it', async () => {
    await expect(portalWith({ REDIS_URL: url(), REDIS_TLS_CA_FILE: join(dir, 'missing.pem') })).rejects.toThrow(/REDIS_TLS_CA_FILE: cannot read/);
  });
});
