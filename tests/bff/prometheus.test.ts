import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { BrowserSession } from '../support/browser-session';
import { sampleSum, scrape } from '../support/exposition';
import { freePort } from '../support/free-port';
import { startPortal, type TestPortal } from '../support/portal';
import { apiCall, signedInBrowser } from '../support/portal-sign-in';
import { startPrometheus, type Prometheus } from '../support/prometheus';

/*
 * A real Prometheus (Debian's, installed by scripts/setup-test.sh) scrapes a
 * BFF's METRICS_PORT every second while the test drives traffic through it;
 * Prometheus's HTTP API must then give back the numbers that were sent. It
 * also loads ops/alerts.yml and evaluates every rule, and runs every query of
 * ops/dashboard.json.
 */
const ALERTS = fileURLToPath(new URL('../../ops/alerts.yml', import.meta.url));
const DASHBOARD = fileURLToPath(new URL('../../ops/dashboard.json', import.meta.url));

let portal: TestPortal;
let prometheus: Prometheus;
let partner: BrowserSession;
let metricsUrl: string;

beforeAll(async () => {
  const metricsPort = await freePort();
  // Prometheus starts while the portal does (each takes seconds): it scrapes the port once the BFF listens on it.
  const [portalStarted, prometheusStarted] = await Promise.allSettled([
    startPortal({ env: { REDIS_URL: inject('redisUrl'), METRICS_PORT: String(metricsPort) } }),
    startPrometheus([`127.0.0.1:${metricsPort}`], [ALERTS]),
  ]);
  // Whichever started is stopped in afterAll, also when the other did not.
  if (portalStarted.status === 'fulfilled') portal = portalStarted.value;
  if (prometheusStarted.status === 'fulfilled') prometheus = prometheusStarted.value;
  for (const started of [portalStarted, prometheusStarted]) if (started.status === 'rejected') throw started.reason;
  metricsUrl = portal.server.metrics!.url;
  partner = await signedInBrowser(portal.url, 'partner@acme.test');
  await vi.waitFor(async () => expect(await prometheus.scalar('up{job="bff"}')).toBe(1), { timeout: 20_000, interval: 250 });
}, 60_000);
afterAll(async () => {
  await prometheus?.stop();
  await portal?.close();
});

const FAST_CALLS = 'sum(bff_http_request_duration_seconds_count{job="bff",route="api_v3",lane="fast",status_class="2xx"})';
const UPSTREAM_CALLS = 'sum(bff_upstream_request_duration_seconds_count{job="bff",upstream="partner_api",status_class="2xx"})';
const EXPRESS_CALLS = 'sum(bff_http_request_duration_seconds_count{job="bff",route="bff",lane="express",status_class="2xx"})';

/** Waits until Prometheus has scraped the BFF's current value of `promql` (as the BFF itself counts it). */
async function scrapedUpTo(promql: string, expected: number): Promise<number> {
  await vi.waitFor(async () => expect(await prometheus.scalar(promql)).toBe(expected), { timeout: 15_000, interval: 250 });
  return Date.now() / 1000;
}

describe('a real Prometheus scraping METRICS_PORT', () => {
  it('gets back the number of requests sent, on both lanes and at the upstream', async () => {
    const N = 40;
    // One call first, so every series exists before the baseline (a counter's first sample is no increase).
    await apiCall(partner, `${portal.url}/api/v3/current_user`);
    await apiCall(partner, `${portal.url}/bff/session`);
    const bffSide = async () => {
      const { samples } = await scrape(metricsUrl);
      return {
        fast: sampleSum(samples, 'bff_http_request_duration_seconds_count', { route: 'api_v3', lane: 'fast', status_class: '2xx' }),
        upstream: sampleSum(samples, 'bff_upstream_request_duration_seconds_count', { upstream: 'partner_api', status_class: '2xx' }),
        express: sampleSum(samples, 'bff_http_request_duration_seconds_count', { route: 'bff', lane: 'express', status_class: '2xx' }),
      };
    };
    const before = await bffSide();
    await scrapedUpTo(FAST_CALLS, before.fast);
    await scrapedUpTo(EXPRESS_CALLS, before.express);
    const start = await scrapedUpTo(UPSTREAM_CALLS, before.upstream);

    for (let i = 0; i < N; i += 1) {
      expect((await apiCall(partner, `${portal.url}/api/v3/current_user`)).status).toBe(200);
      expect((await apiCall(partner, `${portal.url}/bff/session`)).status).toBe(200);
    }
    await scrapedUpTo(FAST_CALLS, before.fast + N);
    await scrapedUpTo(EXPRESS_CALLS, before.express + N);
    const end = await scrapedUpTo(UPSTREAM_CALLS, before.upstream + N);

    // Prometheus's own answers at the two instants: exactly the calls sent.
    for (const promql of [FAST_CALLS, EXPRESS_CALLS, UPSTREAM_CALLS]) {
      expect((await prometheus.scalar(promql, end)) - (await prometheus.scalar(promql, start)), promql).toBe(N);
    }
    const window = `${Math.ceil(end - start) + 5}s`;
    const rate = await prometheus.scalar(`sum(rate(bff_http_request_duration_seconds_count{job="bff",route="api_v3",lane="fast"}[${window}]))`, end);
    expect(rate).toBeGreaterThan(0);
    const p95 = await prometheus.scalar(`histogram_quantile(0.95, sum by (le) (rate(bff_upstream_request_duration_seconds_bucket{job="bff",upstream="partner_api"}[${window}])))`, end);
    expect(p95).toBeGreaterThan(0);
    expect(p95).toBeLessThan(5);
  }, 90_000);

  it('evaluates every alert rule of ops/alerts.yml without error', async () => {
    await vi.waitFor(
      async () => {
        const answer = (await (await fetch(`${prometheus.url}/api/v1/rules`)).json()) as {
          data: { groups: { rules: { name: string; health: string; lastError?: string }[] }[] };
        };
        const rules = answer.data.groups.flatMap((group) => group.rules);
        expect(rules.map((rule) => rule.name).sort()).toEqual(['BffEventLoopLag', 'BffHigh5xxRate', 'BffSessionStoreErrors', 'BffSignInFailures', 'BffUpstreamTimeouts']);
        expect(rules.filter((rule) => rule.health !== 'ok')).toEqual([]);
      },
      { timeout: 10_000, interval: 500 },
    );
  });

  it("runs every query of ops/dashboard.json, and the BFF's series answer them", async () => {
    const dashboard = JSON.parse(readFileSync(DASHBOARD, 'utf8')) as { panels: { title: string; targets: { expr: string }[] }[] };
    const empty: string[] = [];
    for (const panel of dashboard.panels) {
      for (const { expr } of panel.targets) {
        const promql = expr.replaceAll('$__rate_interval', '1m').replaceAll('$job', 'bff');
        // A query Prometheus cannot parse throws here.
        const result = await prometheus.query(promql);
        if (result.length === 0) empty.push(`${panel.title}: ${promql}`);
      }
    }
    // Some panels have no data on a quiet test BFF (no errors, no sign-in failures, no GC yet); the rest must.
    expect(dashboard.panels.length - new Set(empty.map((line) => line.split(':')[0])).size).toBeGreaterThanOrEqual(10);
  });
});
