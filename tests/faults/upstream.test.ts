import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBffProcess, type BffProcess } from '../support/bff-process';
import { freePort } from '../support/free-port';
import { apiCall, signedInBrowser } from '../support/portal-sign-in';
import { startRedisServer, type RedisServer } from '../support/redis-server';
import { startSandboxProcess, type SandboxProcess } from '../support/sandbox-process';

/*
 * The upstreams (identity provider and APIs, the sandbox in its own process)
 * restarted with new keys, and stalled. Existing sessions must end cleanly,
 * a real browser must not loop between the portal and sign-in, and a stalled
 * upstream must give 504s at the timeout and recover by itself.
 */
const STATIC_DIR = 'dist/web';
const UPSTREAM_TIMEOUT_MS = 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let redis: RedisServer;
let sandbox: SandboxProcess;
let bff: BffProcess;
let browser: Browser;
let sandboxPorts: number[];

beforeAll(async () => {
  if (!existsSync(`${STATIC_DIR}/index.html`)) throw new Error('No built SPA: run `npm run build` first (CI builds before testing).');
  redis = await startRedisServer();
  const port = await freePort();
  sandboxPorts = [await freePort(), await freePort(), await freePort(), await freePort(), await freePort()];
  sandbox = await startSandboxProcess([`http://localhost:${port}`], sandboxPorts);
  bff = await startBffProcess({
    port,
    upstreamEnv: sandbox.portalEnv,
    env: { REDIS_URL: redis.url, STATIC_DIR, UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS) },
  });
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
});
afterAll(async () => {
  await browser?.close();
  await bff?.stop();
  await sandbox?.stop();
  await redis?.stop();
});

describe('the upstreams restarted with new keys', () => {
  it('ends sessions cleanly, and a signed-in page goes to sign-in once, never in a loop', async () => {
    const page = await browser.newPage();
    const loginVisits: number[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/login') loginVisits.push(Date.now());
    });
    await page.goto(`${bff.publicUrl}/addons`);
    await page.getByLabel('Email').fill('partner@acme.test');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: /add-ons/i }).waitFor();
    const api = await signedInBrowser(bff.publicUrl, 'owner@solo.test');
    // As if signed in long ago: the SPA's loop guard remembers only recent automatic sign-ins.
    await page.evaluate(() => sessionStorage.clear());
    loginVisits.length = 0;

    // Every token the old sandbox issued is now unknown: new keys, empty stores.
    await sandbox.stop();
    sandbox = await startSandboxProcess([bff.publicUrl], sandboxPorts);

    const started = Date.now();
    await page.reload();
    // The incident: 87 round trips in 20 s. Watch as long.
    await sleep(20_000 - (Date.now() - started));
    console.info('upstream restart:', { loginVisits: loginVisits.length, finalUrl: page.url() });
    expect(loginVisits.length).toBeGreaterThanOrEqual(1);
    expect(loginVisits.length).toBeLessThanOrEqual(3);
    // The session ended, so sign-in really started: the browser rests on the
    // identity provider's sign-in page, and a user can sign in again there.
    await page.getByLabel('Email').fill('partner@acme.test');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: /add-ons/i }).waitFor();

    // An API client with an old session: a clean 401 at the first call, then signed out.
    const first = await apiCall(api, `${bff.publicUrl}/api/v3/current_user`);
    expect(first.status).toBe(401);
    expect(await first.json()).toMatchObject({ id: 'unauthorized' });
    expect((await apiCall(api, `${bff.publicUrl}/bff/session`)).status).toBe(401);
    await page.close();
  });
});

describe('the upstreams stalled (SIGSTOP)', () => {
  it('504 JSON at the upstream timeout, then recovery after SIGCONT', async () => {
    const api = await signedInBrowser(bff.publicUrl, 'admin@platform.test');
    expect((await apiCall(api, `${bff.publicUrl}/api/v3/current_user`)).status).toBe(200);
    process.kill(sandbox.process.pid, 'SIGSTOP');
    const timings: { status: number; ms: number }[] = [];
    try {
      for (let call = 0; call < 3; call++) {
        const started = Date.now();
        const response = await apiCall(api, `${bff.publicUrl}/api/v3/current_user`);
        timings.push({ status: response.status, ms: Date.now() - started });
        expect(await response.json()).toMatchObject({ id: 'upstream_timeout' });
      }
    } finally {
      process.kill(sandbox.process.pid, 'SIGCONT');
    }
    console.info('upstream stalled:', timings);
    for (const { status, ms } of timings) {
      expect(status).toBe(504);
      expect(ms).toBeGreaterThanOrEqual(UPSTREAM_TIMEOUT_MS - 50);
      expect(ms).toBeLessThan(UPSTREAM_TIMEOUT_MS + 1000);
    }
    const recoveredAt = Date.now();
    let status = 0;
    while (status !== 200 && Date.now() - recoveredAt < 5000) {
      status = (await apiCall(api, `${bff.publicUrl}/api/v3/current_user`)).status;
    }
    expect(status).toBe(200);
  });
});
