/**
 * The integration health endpoint over real HTTP (issue 34 §1): who may read
 * it, what a bad period gets, and its figures against the generated calls
 * themselves, counted here independently of the sandbox's counters and
 * sketches.
 */
import { describe, expect, it } from 'vitest';
import { apiErrorSchema, validationErrorSchema } from '../../web/src/api/error-response';
import { integrationHealthSchema, type HealthFiguresWire, type IntegrationHealthWire } from '../../web/src/api/integration-health';
import { generateCalls, HISTORY_MINUTES, trafficProfileOf, type GeneratedCall } from '../../fixtures/model/integration-traffic';
import { sandboxForFile } from '../support/sandbox-for-file';

const { tokens, call } = sandboxForFile();

const healthPath = (slug: string, query = '') => `/api/v3/addons/${slug}/integration/health${query}`;

async function health(slug: string, period: string, token = tokens.partner): Promise<IntegrationHealthWire> {
  const answer = await call(healthPath(slug, `?period=${period}`), token);
  expect(answer.status).toBe(200);
  return integrationHealthSchema.parse(answer.body);
}

const actionOf = (answer: IntegrationHealthWire, action: string) => answer.actions.find((each) => each.action === action)!;

describe('who reads an add-on’s integration health', () => {
  it('its company’s partner does; another company’s partner gets 404, as for the add-on itself', async () => {
    expect((await call(healthPath('acme-stream'), tokens.partner)).status).toBe(200);
    const other = await call(healthPath('acme-stream'), tokens.solo);
    expect(other.status).toBe(404);
    expect(apiErrorSchema.parse(other.body).message).toBe('Add-on not found.');
    expect((await call(healthPath('northwind-apm'), tokens.partner)).status).toBe(404);
  });

  it('a platform admin reads every company’s', async () => {
    expect((await call(healthPath('acme-stream'), tokens.admin)).status).toBe(200);
    expect((await call(healthPath('northwind-apm'), tokens.admin)).status).toBe(200);
  });

  it('nobody without a token', async () => {
    expect((await call(healthPath('acme-stream'))).status).toBe(401);
  });
});

describe('the period', () => {
  it('is 24h, 7d or 30d, 24h when not given, with 48, 56 and 60 trend points', async () => {
    const byDefault = integrationHealthSchema.parse((await call(healthPath('acme-stream'), tokens.partner)).body);
    expect(byDefault.period).toBe('24h');
    for (const [period, points, hours] of [['24h', 48, 24], ['7d', 56, 168], ['30d', 60, 720]] as const) {
      const answer = await health('acme-stream', period);
      expect(answer.period).toBe(period);
      expect(Date.parse(answer.period_end) - Date.parse(answer.period_start)).toBe(hours * 3_600_000);
      for (const action of answer.actions) expect(action.trend).toHaveLength(points);
    }
  });

  it('anything else is a 422 naming the period', async () => {
    for (const query of ['?period=1y', '?period=24H', '?period=24h&period=7d']) {
      const answer = await call(healthPath('acme-stream', query), tokens.partner);
      expect(answer.status, query).toBe(422);
      const { errors } = validationErrorSchema.parse(answer.body);
      expect(Object.keys(errors).every((field) => field.startsWith('period')), query).toBe(true);
      expect(Object.values(errors).flat().join(' '), query).toMatch(/period/);
    }
  });
});

/** Exact figures from raw calls: quantiles at rank ⌊q·(n−1)⌋, the rank DDSketch answers for. */
function exactFigures(calls: readonly GeneratedCall[]) {
  const latencies = calls.map((each) => each.latencyMs).sort((a, b) => a - b);
  const at = (quantile: number) => latencies[Math.floor(quantile * (latencies.length - 1))]!;
  const count = (outcome: GeneratedCall['outcome']) => calls.filter((each) => each.outcome === outcome).length;
  return {
    calls: calls.length,
    successes: count('success'),
    failures: { server_error: count('server_error'), timeout: count('timeout'), connection_refused: count('connection_refused'), tls: count('tls') },
    p50: at(0.5),
    p95: at(0.95),
  };
}

function expectWithin(figures: HealthFiguresWire, exact: ReturnType<typeof exactFigures>, accuracy: number) {
  expect(figures.calls).toBe(exact.calls);
  expect(figures.successes).toBe(exact.successes);
  expect(figures.failures).toEqual(exact.failures);
  expect(figures.success_rate).toBeCloseTo(exact.successes / exact.calls, 12);
  // The answer rounds to 0.1 ms, on top of the sketch's relative accuracy.
  expect(Math.abs(figures.p50_ms! - exact.p50)).toBeLessThanOrEqual(exact.p50 * accuracy + 0.05);
  expect(Math.abs(figures.p95_ms! - exact.p95)).toBeLessThanOrEqual(exact.p95 * accuracy + 0.05);
}

describe('the figures of a small add-on, against its raw calls', () => {
  it('match for the last day and the day before, per action, quantiles within the stated accuracy', async () => {
    const answer = await health('acme-stream', '24h');
    const raw: GeneratedCall[] = [];
    generateCalls(trafficProfileOf({ slug: 'acme-stream', state: 'ga' }), Date.parse(answer.period_end), (each) => raw.push({ ...each }));
    const lastDay = raw.filter((each) => each.minute >= HISTORY_MINUTES - 1_440);
    const dayBefore = raw.filter((each) => each.minute >= HISTORY_MINUTES - 2_880 && each.minute < HISTORY_MINUTES - 1_440);
    for (const action of answer.actions) {
      expect(action.current.calls, action.action).toBeGreaterThan(0);
      expectWithin(action.current, exactFigures(lastDay.filter((each) => each.action === action.action)), answer.latency_relative_accuracy);
      expectWithin(action.previous, exactFigures(dayBefore.filter((each) => each.action === action.action)), answer.latency_relative_accuracy);
      expect(action.trend.reduce((sum, point) => sum + point.calls, 0)).toBe(action.current.calls);
    }
  });
});

describe('the big add-on', () => {
  it('has about a million calls in 30 days, answered in a few kilobytes', async () => {
    const answer = await call(healthPath('acme-postgres', '?period=30d'), tokens.partner);
    const parsed = integrationHealthSchema.parse(answer.body);
    const calls = parsed.actions.reduce((sum, action) => sum + action.current.calls, 0);
    expect(Math.abs(calls - 1_000_000)).toBeLessThan(10_000);
    expect(JSON.stringify(answer.body).length).toBeLessThan(64_000);
  });

  it('shows its incident in the last 7 days, and not in the last 24 hours or the 7 days before', async () => {
    const week = actionOf(await health('acme-postgres', '7d'), 'provision');
    const day = actionOf(await health('acme-postgres', '24h'), 'provision');
    const worst = (points: { success_rate: number | null }[]) => Math.min(...points.map((point) => point.success_rate ?? 1));
    // 90 minutes with about 70 % failing, inside one 3-hour point; a quarter of its calls time out (30 s).
    expect(worst(week.trend)).toBeLessThan(0.8);
    expect(Math.max(...week.trend.map((point) => point.p95_ms ?? 0))).toBeGreaterThanOrEqual(30_000);
    expect(week.current.failures.server_error - week.previous.failures.server_error).toBeGreaterThan(60);
    expect(week.previous.success_rate!).toBeGreaterThan(0.99);
    expect(worst(day.trend)).toBeGreaterThan(0.9);
    expect(Math.max(...day.trend.map((point) => point.p95_ms ?? 0))).toBeLessThan(30_000);
    expect(day.current.success_rate!).toBeGreaterThan(0.99);
  });
});
