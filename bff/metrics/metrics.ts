/**
 * The BFF's metrics (issue 32 §1), in one prom-client registry per server (a
 * test process runs several). Every label comes from a fixed set — route
 * kinds, upstream names, status classes, operation names, reasons — never
 * from a request's path, slug, e-mail or session id, so the number of series
 * is bounded whatever the traffic. Hot-path metrics hand out pre-bound label
 * children of CheapHistogram (a few additions per observe, no label hashing),
 * so a proxied call costs three observes: the request, its upstream call and
 * its session read.
 */
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { bffVersion } from './build-info';
import { CheapHistogram, type HistogramChild } from './cheap-histogram';
import { ROUTE_KINDS, type RouteKind } from './route-kind';

export const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx', 'aborted'] as const;
export type StatusClass = (typeof STATUS_CLASSES)[number];
export const LANES = ['fast', 'express'] as const;
export const UPSTREAMS = ['partner_api', 'platform_api', 'code_hosting', 'buildpack_registry'] as const;
export type UpstreamName = (typeof UPSTREAMS)[number];
export const UPSTREAM_ERROR_KINDS = ['timeout', 'refused', 'unreachable', '5xx', 'redirect'] as const;
export type UpstreamErrorKind = (typeof UPSTREAM_ERROR_KINDS)[number];
export const STORE_OPERATIONS = ['read', 'write', 'remove', 'lock', 'unlock'] as const;
export type StoreOperation = (typeof STORE_OPERATIONS)[number];
export const STORE_ERROR_KINDS = ['timeout', 'error'] as const;
export const SIGN_IN_FAILURES = [
  'expired_or_used',
  'state_mismatch',
  'idp_refused',
  'malformed_callback',
  'code_refused',
  'idp_unavailable',
  'no_identity',
] as const;
export type SignInFailure = (typeof SIGN_IN_FAILURES)[number];
export const REFRESH_OUTCOMES = ['ok', 'failed', 'skipped'] as const;
export type RefreshOutcome = (typeof REFRESH_OUTCOMES)[number];

/** Seconds: from a fast proxied call (a few ms) to the upstream timeout (15 s by default). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Redis answers in well under a millisecond when healthy; its command timeout is 1.5 s. */
const STORE_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

export const statusClass = (status: number): StatusClass => STATUS_CLASSES[Math.floor(status / 100) - 1] ?? '5xx';

type Incrementer = { inc(): void };

export interface RequestMetrics {
  /** Counts one finished request: its route kind, the lane it took, its status (0: the client left first) and duration. */
  observe(kind: RouteKind, fastLane: boolean, status: number, seconds: number): void;
}

export interface UpstreamMetrics {
  answered(status: number, seconds: number): void;
  failed(kind: UpstreamErrorKind): void;
  tokenRefused(): void;
}

export interface SessionStoreMetrics {
  observe(operation: StoreOperation, seconds: number): void;
  failed(operation: StoreOperation, kind: (typeof STORE_ERROR_KINDS)[number]): void;
}

export interface SignInMetrics {
  started(): void;
  completed(): void;
  failed(reason: SignInFailure): void;
}

export interface Metrics {
  registry: Registry;
  requests: RequestMetrics;
  upstream(name: UpstreamName): UpstreamMetrics;
  sessionStore: SessionStoreMetrics;
  signIns: SignInMetrics;
  tokenRefreshes: { count(outcome: RefreshOutcome): void };
}

/** One child per label value, made once: `bound(values, make)` → `{value: child}`. */
function bound<K extends string, T>(values: readonly K[], make: (value: K) => T): Record<K, T> {
  return Object.fromEntries(values.map((value) => [value, make(value)])) as Record<K, T>;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  // Event-loop lag, GC, heap, CPU, file descriptors: prom-client's standard names, which dashboards expect.
  collectDefaultMetrics({ register: registry });
  // Gauges named like counters, which `promtool check metrics` refuses; the same counts are in their by-type twins.
  for (const name of ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total']) registry.removeSingleMetric(name);

  new Gauge({
    name: 'bff_build_info',
    help: 'The running BFF: its version and the Node.js version (always 1).',
    labelNames: ['version', 'node_version'],
    registers: [registry],
  })
    .labels(bffVersion(), process.version)
    .set(1);

  const requestDuration = new CheapHistogram(
    'bff_http_request_duration_seconds',
    'Requests the BFF answered, by route kind, status class and lane (the fast lane past Express, or Express).',
    ['route', 'status_class', 'lane'],
    DURATION_BUCKETS,
    registry,
  );
  // route → lane → status class: made on first use, then a few property reads per request.
  const requestChildren = bound(ROUTE_KINDS, () => ({ fast: {} as Record<string, HistogramChild>, express: {} as Record<string, HistogramChild> }));
  const requests: RequestMetrics = {
    observe(kind, fastLane, status, seconds) {
      const byClass = requestChildren[kind][fastLane ? 'fast' : 'express'];
      const cls = status === 0 ? 'aborted' : statusClass(status);
      (byClass[cls] ??= requestDuration.child(kind, cls, fastLane ? 'fast' : 'express')).observe(seconds);
    },
  };

  const upstreamDuration = new CheapHistogram(
    'bff_upstream_request_duration_seconds',
    'Calls to an upstream that it answered, until its response headers, by upstream and status class.',
    ['upstream', 'status_class'],
    DURATION_BUCKETS,
    registry,
  );
  const upstreamErrors = new Counter({
    name: 'bff_upstream_errors_total',
    help: 'Calls to an upstream that failed, by kind: timeout, refused (connection refused), unreachable (other network errors), 5xx, redirect.',
    labelNames: ['upstream', 'kind'],
    registers: [registry],
  });
  const tokenRefusals = new Counter({
    name: 'bff_upstream_token_refusals_total',
    help: "Calls an upstream answered 401 for the session's token.",
    labelNames: ['upstream'],
    registers: [registry],
  });
  const upstreams = bound(UPSTREAMS, (name): UpstreamMetrics => {
    const durations: Partial<Record<StatusClass, HistogramChild>> = {};
    const errors = bound(UPSTREAM_ERROR_KINDS, (kind) => upstreamErrors.labels(name, kind));
    const refusals = tokenRefusals.labels(name);
    // Zeros from the start, so rate() and the alerts see a series before the first failure.
    for (const kind of UPSTREAM_ERROR_KINDS) errors[kind].inc(0);
    refusals.inc(0);
    return {
      answered(status, seconds) {
        const cls = statusClass(status);
        (durations[cls] ??= upstreamDuration.child(name, cls)).observe(seconds);
        if (status >= 500) errors['5xx'].inc();
      },
      failed: (kind) => errors[kind].inc(),
      tokenRefused: () => refusals.inc(),
    };
  });

  const storeDuration = new CheapHistogram(
    'bff_session_store_operation_duration_seconds',
    'Session store (Redis) operations that answered, by operation.',
    ['operation'],
    STORE_BUCKETS,
    registry,
  );
  const storeErrors = new Counter({
    name: 'bff_session_store_errors_total',
    help: 'Session store (Redis) operations that failed, by operation and kind (timeout: no answer within REDIS_COMMAND_TIMEOUT_MS).',
    labelNames: ['operation', 'kind'],
    registers: [registry],
  });
  const storeDurations = bound(STORE_OPERATIONS, (operation) => storeDuration.child(operation));
  const storeFailures = bound(STORE_OPERATIONS, (operation) => bound(STORE_ERROR_KINDS, (kind) => withZero(storeErrors.labels(operation, kind))));

  const signInsStarted = new Counter({ name: 'bff_sign_ins_started_total', help: 'Sign-ins sent to the identity provider.', registers: [registry] });
  const signInsCompleted = new Counter({ name: 'bff_sign_ins_completed_total', help: 'Sign-ins that ended with a session.', registers: [registry] });
  const signInsFailed = new Counter({
    name: 'bff_sign_ins_failed_total',
    help: 'Sign-ins that ended without a session, by reason.',
    labelNames: ['reason'],
    registers: [registry],
  });
  const signInFailures = bound(SIGN_IN_FAILURES, (reason) => withZero(signInsFailed.labels(reason)));

  const refreshes = new Counter({
    name: 'bff_token_refreshes_total',
    help: 'Access-token refreshes: ok (new tokens saved), failed (refused, identity provider or store unavailable), skipped (another request or replica had just refreshed).',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const refreshOutcomes = bound(REFRESH_OUTCOMES, (outcome) => withZero(refreshes.labels(outcome)));

  return {
    registry,
    requests,
    upstream: (name) => upstreams[name],
    sessionStore: {
      observe: (operation, seconds) => storeDurations[operation].observe(seconds),
      failed: (operation, kind) => storeFailures[operation][kind].inc(),
    },
    signIns: {
      started: () => signInsStarted.inc(),
      completed: () => signInsCompleted.inc(),
      failed: (reason) => signInFailures[reason].inc(),
    },
    tokenRefreshes: { count: (outcome) => refreshOutcomes[outcome].inc() },
  };
}

/** A counter child that exists (at 0) before its first event. */
function withZero<T extends Incrementer & { inc(value?: number): void }>(child: T): T {
  child.inc(0);
  return child;
}
