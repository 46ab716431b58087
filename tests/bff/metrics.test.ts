import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { ROUTE_KINDS } from '../../bff/metrics/route-kind';
import {
  LANES,
  REFRESH_OUTCOMES,
  SIGN_IN_FAILURES,
  STATUS_CLASSES,
  STORE_ERROR_KINDS,
  STORE_OPERATIONS,
  UPSTREAM_ERROR_KINDS,
  UPSTREAMS,
} from '../../bff/metrics/metrics';
import type { BrowserSession } from '../support/browser-session';
import { sampleSum, scrape, type Sample } from '../support/exposition';
import { freePort } from '../support/free-port';
import { startPortal, type TestPortal } from '../support/portal';
import { apiCall, signedInBrowser } from '../support/portal-sign-in';
import { startRecordingUpstream } from '../support/recording-upstream';
import { startRedisServer } from '../support/redis-server';

/*
 * The BFF's metrics (issue 32 §1), read the way Prometheus reads them: GET
 * /metrics on the metrics listener, over real HTTP, after real traffic through
 * the real sandbox, a recording upstream and a port nobody listens on.
 */
type Upstream = Awaited<ReturnType<typeof startRecordingUpstream>>;
let portal: TestPortal;
let platform: Upstream;
let registry: Upstream;
let partner: BrowserSession;
let metricsUrl: string;

beforeAll(async () => {
  platform = await startRecordingUpstream();
  registry = await startRecordingUpstream({ delayMs: 2_000 });
  const closedPort = await freePort();
  portal = await startPortal({
    env: {
      REDIS_URL: inject('redisUrl'),
      METRICS_PORT: '0',
      PLATFORM_API_URL: platform.url,
      BUILDPACK_REGISTRY_URL: registry.url,
      CODE_HOSTING_API_URL: `http://127.0.0.1:${closedPort}`,
      UPSTREAM_TIMEOUT_MS: '300',
    },
  });
  metricsUrl = portal.server.metrics!.url;
  partner = await signedInBrowser(portal.url, 'partner@acme.test');
}, 60_000);
afterAll(async () => {
  await portal?.close();
  await platform?.close();
  await registry?.close();
});

const count = (samples: Sample[], labels: Record<string, string>) => sampleSum(samples, 'bff_http_request_duration_seconds_count', labels);

/** Metrics are counted once the response is done ('close'), a moment after the client has its answer. */
async function settled<T>(read: () => Promise<T>, check: (value: T) => void): Promise<void> {
  await vi.waitFor(async () => check(await read()), { timeout: 3_000, interval: 50 });
}

describe('the metrics listener', () => {
  it('serves the exposition on its own port, bound like HOST', async () => {
    expect(new URL(metricsUrl).hostname).toBe('127.0.0.1');
    expect(new URL(metricsUrl).port).not.toBe(new URL(portal.url).port);
    const response = await fetch(`${metricsUrl}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    for (const name of ['bff_http_request_duration_seconds', 'bff_upstream_errors_total', 'bff_build_info', 'nodejs_eventloop_lag_seconds', 'nodejs_gc_duration_seconds', 'nodejs_heap_size_used_bytes', 'process_cpu_seconds_total']) {
      expect(text).toContain(`# TYPE ${name} `);
    }
    expect(text).toMatch(new RegExp(`bff_build_info\\{version="\\d+\\.\\d+\\.\\d+",node_version="${process.version.replaceAll('.', '\\.')}"\\} 1`));
    expect((await fetch(`${metricsUrl}/other`)).status).toBe(404);
  });

  it('is never reachable through the public port: /metrics there is the SPA or a 404, not metrics', async () => {
    for (const accept of ['text/html', 'text/plain', 'application/json', '*/*']) {
      for (const path of ['/metrics', '/METRICS', '/metrics/', '/metrics?x=1', '/bff/metrics', '/api/v3/../metrics']) {
        const response = await partner.request(`${portal.url}${path}`, { headers: { accept } });
        const body = await response.text();
        expect(body, `${path} (${accept})`).not.toContain('# TYPE');
        expect(body).not.toContain('bff_http_request_duration_seconds');
        expect(response.headers.get('content-type') ?? '').not.toContain('version=0.0.4');
      }
    }
  });

  it('is off when METRICS_PORT is unset: no listener, and nothing counted', async () => {
    const plain = await startPortal({ sandbox: portal.sandbox, env: { REDIS_URL: inject('redisUrl') } });
    try {
      expect(plain.server.metrics).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});

describe('requests by route kind, status class and lane', () => {
  it('counts every call on the fast lane and on the Express path, once', async () => {
    const N = 25;
    const before = (await scrape(metricsUrl)).samples;
    for (let i = 0; i < N; i += 1) expect((await apiCall(partner, `${portal.url}/platform/account`)).status).toBe(200);
    for (let i = 0; i < N; i += 1) expect((await apiCall(partner, `${portal.url}/bff/session`)).status).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await partner.request(`${portal.url}/addons/acme-postgres`, { headers: { accept: 'text/html' } })).status).toBe(200);
    await settled(
      async () => (await scrape(metricsUrl)).samples,
      (after) => {
        const delta = (labels: Record<string, string>) => count(after, labels) - count(before, labels);
        expect(delta({ route: 'platform', lane: 'fast', status_class: '2xx' })).toBe(N);
        expect(delta({ route: 'platform', lane: 'express' })).toBe(0);
        expect(delta({ route: 'bff', lane: 'express', status_class: '2xx' })).toBe(N);
        expect(delta({ route: 'page', status_class: '2xx' })).toBe(3);
        // The upstream's own histogram saw the same calls.
        expect(sampleSum(after, 'bff_upstream_request_duration_seconds_count', { upstream: 'platform_api', status_class: '2xx' }) - sampleSum(before, 'bff_upstream_request_duration_seconds_count', { upstream: 'platform_api', status_class: '2xx' })).toBe(N);
      },
    );
  });
});

describe('upstream failures by kind', () => {
  const errors = async (upstream: string, kind: string) => sampleSum((await scrape(metricsUrl)).samples, 'bff_upstream_errors_total', { upstream, kind });

  it('timeout, refused, 5xx and redirect are each counted under their upstream', async () => {
    const before = {
      timeout: await errors('buildpack_registry', 'timeout'),
      refused: await errors('code_hosting', 'refused'),
      fivexx: await errors('platform_api', '5xx'),
      redirect: await errors('platform_api', 'redirect'),
    };
    expect((await apiCall(partner, `${portal.url}/buildpack-registry/buildpacks`)).status).toBe(504);
    expect((await apiCall(partner, `${portal.url}/code-hosting/user`)).status).toBe(502);
    platform.setResponse({ status: 503, body: '{}', times: 2 });
    expect((await apiCall(partner, `${portal.url}/platform/account`)).status).toBe(503);
    expect((await apiCall(partner, `${portal.url}/platform/account`)).status).toBe(503);
    platform.setResponse({ status: 302, headers: { location: 'http://10.0.0.1/' }, times: 1 });
    expect((await apiCall(partner, `${portal.url}/platform/account`)).status).toBe(502);
    expect(await errors('buildpack_registry', 'timeout')).toBe(before.timeout + 1);
    expect(await errors('code_hosting', 'refused')).toBe(before.refused + 1);
    expect(await errors('platform_api', '5xx')).toBe(before.fivexx + 2);
    expect(await errors('platform_api', 'redirect')).toBe(before.redirect + 1);
  });

  it("a token refusal is counted, with the refresh it costs: ok, then failed when the new token is refused too", async () => {
    const browser = await signedInBrowser(portal.url, 'partner@acme.test');
    const read = async () => {
      const { samples } = await scrape(metricsUrl);
      return {
        refusals: sampleSum(samples, 'bff_upstream_token_refusals_total', { upstream: 'platform_api' }),
        ok: sampleSum(samples, 'bff_token_refreshes_total', { outcome: 'ok' }),
        failed: sampleSum(samples, 'bff_token_refreshes_total', { outcome: 'failed' }),
      };
    };
    const before = await read();
    platform.setResponse({ status: 401, body: '{"id":"unauthorized","message":"Invalid token."}', times: 2 });
    expect((await apiCall(browser, `${portal.url}/platform/account`)).status).toBe(401);
    expect((await apiCall(browser, `${portal.url}/platform/account`)).status).toBe(401);
    expect(await read()).toEqual({ refusals: before.refusals + 2, ok: before.ok + 1, failed: before.failed + 1 });
  });
});

describe('sign-ins and the session store', () => {
  it('counts sign-ins started and completed, and failures by reason', async () => {
    const read = async () => {
      const { samples } = await scrape(metricsUrl);
      return {
        started: sampleSum(samples, 'bff_sign_ins_started_total'),
        completed: sampleSum(samples, 'bff_sign_ins_completed_total'),
        expired: sampleSum(samples, 'bff_sign_ins_failed_total', { reason: 'expired_or_used' }),
      };
    };
    const before = await read();
    await signedInBrowser(portal.url, 'owner@solo.test');
    const stray = await fetch(`${portal.url}/login/oauth?code=abc&state=nobody-started-this`, { redirect: 'manual' });
    expect(stray.status).toBe(400);
    expect(await read()).toEqual({ started: before.started + 1, completed: before.completed + 1, expired: before.expired + 1 });
  });

  it("times Redis's operations (the fast lane's session reads among them)", async () => {
    const reads = async () => sampleSum((await scrape(metricsUrl)).samples, 'bff_session_store_operation_duration_seconds_count', { operation: 'read' });
    const before = await reads();
    for (let i = 0; i < 5; i += 1) await apiCall(partner, `${portal.url}/bff/session`);
    expect(await reads()).toBeGreaterThanOrEqual(before + 5);
  });
});

describe('session store failures', () => {
  it('a stalled Redis counts timeouts, a stopped one errors, each under its operation', { timeout: 30_000 }, async () => {
    const redis = await startRedisServer();
    const own = await startPortal({ env: { REDIS_URL: redis.url, METRICS_PORT: '0', REDIS_COMMAND_TIMEOUT_MS: '200' } });
    try {
      const failures = async (kind: string) => sampleSum((await scrape(own.server.metrics!.url)).samples, 'bff_session_store_errors_total', { operation: 'read', kind });
      const browser = await signedInBrowser(own.url, 'partner@acme.test');
      const call = () => apiCall(browser, `${own.url}/api/v3/current_user`);
      expect((await call()).status).toBe(200);
      expect(await failures('timeout')).toBe(0);
      redis.pause();
      try {
        expect((await call()).status).toBe(503);
      } finally {
        redis.resume();
      }
      expect(await failures('timeout')).toBeGreaterThanOrEqual(1);
      await redis.stop();
      try {
        expect((await call()).status).toBe(503);
      } finally {
        // The BFF closes its Redis client cleanly only with a server to say goodbye to.
        await redis.start();
      }
      expect(await failures('error')).toBeGreaterThanOrEqual(1);
    } finally {
      await own.close();
      await redis.stop();
    }
  });
});

describe('labels are bounded', () => {
  const ALLOWED: Record<string, readonly string[]> = {
    route: ROUTE_KINDS,
    status_class: STATUS_CLASSES,
    lane: LANES,
    upstream: UPSTREAMS,
    kind: [...UPSTREAM_ERROR_KINDS, ...STORE_ERROR_KINDS],
    operation: STORE_OPERATIONS,
    reason: SIGN_IN_FAILURES,
    outcome: REFRESH_OUTCOMES,
  };

  it('random paths, slugs, e-mails and session ids never become label values', async () => {
    const tokens: string[] = [];
    const fresh = () => {
      const token = `zz${randomBytes(6).toString('hex')}`;
      tokens.push(token);
      return token;
    };
    const paths = () => [
      `/addons/${fresh()}/plans`,
      `/api/v3/addons/${fresh()}`,
      `/platform/account/${fresh()}@example.com`,
      `/code-hosting/${fresh()}`,
      `/assets/${fresh()}.js`,
      `/${fresh()}`,
      `/bff/${fresh()}`,
      `/login?return_to=%2F${fresh()}`,
      `/API/V3/${fresh()}?email=${fresh()}%40example.com`,
      `/ui-components/${fresh()}`,
    ];
    for (let round = 0; round < 10; round += 1) {
      for (const path of paths()) {
        const response = await fetch(`${portal.url}${path}`, { headers: { cookie: `portal.sid=s%3A${fresh()}.${fresh()}`, 'x-csrf': '1' }, redirect: 'manual' });
        await response.body?.cancel();
      }
      for (const path of paths()) await (await apiCall(partner, `${portal.url}${path}`)).body?.cancel();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { text, samples } = await scrape(metricsUrl);
    expect(tokens.filter((token) => text.includes(token))).toEqual([]);
    const outside: string[] = [];
    for (const sample of samples.filter(({ name }) => name.startsWith('bff_'))) {
      for (const [label, value] of Object.entries(sample.labels)) {
        if (label === 'le' && (value === '+Inf' || Number.isFinite(Number(value)))) continue;
        if (sample.name === 'bff_build_info' && (label === 'version' || label === 'node_version')) continue;
        if (!ALLOWED[label]?.includes(value)) outside.push(`${sample.name}{${label}="${value}"}`);
      }
    }
    expect(outside).toEqual([]);
    // The traffic above was counted: the label values are bounded, not the metrics empty.
    expect(count(samples, { route: 'page' })).toBeGreaterThan(0);
    expect(count(samples, { route: 'static' })).toBeGreaterThan(0);
  });
});
