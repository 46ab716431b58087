/**
 * What the stories of the integration section's parts share (issue 34): a
 * route for the parts that read `:slug` from the address, fixed wire answers
 * (the sandbox's generated traffic is a million calls, slow to make and tied
 * to the clock; these are small and the same every run). The two answers
 * every fetching part is shown with besides its data (never, and refused)
 * are in answer-states.ts, who else answers in partner-answers.ts.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { FailedCallsWire, FailureGroupsWire } from '../../../web/src/api/integration-failures';
import type { IntegrationHealthWire } from '../../../web/src/api/integration-health';
import type { ObjectiveWire } from '../../../web/src/api/integration-objective';

export { desktop, pageParameters, storyBackend } from '../marketplace-listing/listing-story-support';
export { mobile } from '../company/company-story-support';

export const SLUG = 'acme-postgres';
/** The fixed "now" of these stories: the fixtures' times end at its last whole hour. */
export const PARTS_NOW = '2026-11-24T10:20:00Z';
export const dark = { theme: 'dark' } as const;

/**
 * `children` at the integration tab `tab`'s address (with `search`), matched
 * by `/addons/:slug/integration/<tab>` as the section's own routes would, so
 * a tab reads its slug and query from the address.
 */
export function AtTab({ tab, search = '', children }: { tab: 'failures' | 'health' | 'webhooks'; search?: string; children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[`/addons/${SLUG}/integration/${tab}${search}`]}>
      <Routes>
        <Route path={`/addons/:slug/integration/${tab}`} element={children} />
        <Route path="*" element={<p>Left the part for another address.</p>} />
      </Routes>
    </MemoryRouter>
  );
}

export const apiPath = (rest: string) => `/api/v3/addons/${SLUG}${rest}`;

const spark = (peak: number, at: number) => Array.from({ length: 28 }, (_unused, index) => (index === at ? peak : index === at + 1 ? Math.round(peak / 3) : index % 5 === 0 ? 1 : 0));

export const failureGroupsWire: FailureGroupsWire = {
  period: '7d',
  period_start: '2026-11-17T10:00:00Z',
  period_end: '2026-11-24T10:00:00Z',
  spark_step_minutes: 360,
  total_failures: 6_412,
  total_groups: 3,
  page: 1,
  next_page: null,
  groups: [
    {
      id: '0a1b2c3d',
      action: 'provision',
      kind: 'http',
      status: 503,
      message: 'Database connection pool exhausted (<n> waiting)',
      example_message: 'Database connection pool exhausted (41 waiting)',
      count: 5_980,
      share: 0.9326,
      first_seen: '2026-11-21T19:04:00Z',
      last_seen: '2026-11-22T01:58:00Z',
      apps_affected: 5_120,
      spark: spark(4_100, 18),
    },
    {
      id: '4e5f6a7b',
      action: 'deprovision',
      kind: 'timeout',
      status: null,
      message: 'No answer within <n> s',
      example_message: 'No answer within 30 s',
      count: 402,
      share: 0.0627,
      first_seen: '2026-11-17T11:30:00Z',
      last_seen: '2026-11-24T09:12:00Z',
      apps_affected: 398,
      spark: spark(40, 6),
    },
    {
      id: '8c9d0e1f',
      action: 'sso',
      kind: 'http',
      status: 401,
      message: 'Signature mismatch for resource <uuid>',
      example_message: 'Signature mismatch for resource 6f1c2a9e-4b7d-4c1e-9a53-0d2b7e8f1a01',
      count: 30,
      share: 0.0047,
      first_seen: '2026-11-23T08:00:00Z',
      last_seen: '2026-11-23T08:40:00Z',
      apps_affected: 3,
      spark: spark(30, 25),
    },
  ],
};

export const noFailuresWire: FailureGroupsWire = { ...failureGroupsWire, total_failures: 0, total_groups: 0, groups: [] };

const failedCall = (id: string, at: string, app: string, waiting: number): FailedCallsWire['calls'][number] => ({
  id,
  at,
  app,
  request: {
    method: 'POST',
    path: '/heroku/resources',
    headers: { authorization: 'Basic [masked]', 'content-type': 'application/json' },
    body: { uuid: `${id}-uuid`, plan: 'acme-postgres:standard-0', callback_url: 'https://api.heroku.test/addons/[masked]' },
  },
  response: {
    status: 503,
    error: null,
    headers: { 'content-type': 'application/json', 'retry-after': '30' },
    body: { error: `Database connection pool exhausted (${waiting} waiting)` },
    latency_ms: 2_014.5,
  },
});

export const failedCallsWire: FailedCallsWire = {
  group: { id: '0a1b2c3d', action: 'provision', kind: 'http', status: 503, message: 'Database connection pool exhausted (<n> waiting)' },
  calls: [failedCall('call-3', '2026-11-22T01:58:00Z', 'brave-river-1234', 41), failedCall('call-2', '2026-11-22T01:57:12Z', 'quiet-hill-77', 39)],
};

/** Answers the failure causes and each cause's calls with these (and no test endpoint unless given). */
export function fixedFailures(groups: FailureGroupsWire = failureGroupsWire, calls: FailedCallsWire = failedCallsWire, testEndpoint: string | null = null): HttpHandler[] {
  return [
    http.get(apiPath('/integration/failures'), () => HttpResponse.json(groups)),
    http.get(apiPath('/integration/failures/:groupId/calls'), () => HttpResponse.json(calls)),
    http.get(apiPath('/integration/test_endpoint'), () => HttpResponse.json({ url: testEndpoint })),
  ];
}

const HOUR = 3_600_000;
const END = Date.parse('2026-11-24T10:00:00Z');

/** 24 hourly points: about 1,000 calls an hour, a dip in the success rate and a latency spike four hours ago. */
function trend(scale: number): IntegrationHealthWire['actions'][number]['trend'] {
  return Array.from({ length: 24 }, (_unused, index) => {
    const dip = index === 19;
    return {
      start: new Date(END - (24 - index) * HOUR).toISOString(),
      calls: Math.round((900 + ((index * 37) % 200)) * scale),
      success_rate: dip ? 0.9412 : 0.995 + ((index * 7) % 5) / 1000,
      p95_ms: dip ? 2_400 : 310 + ((index * 13) % 60),
    };
  });
}

const figures = (calls: number, rate: number | null, p50: number | null, p95: number | null) => ({
  calls,
  successes: rate === null ? 0 : Math.round(calls * rate),
  success_rate: rate,
  p50_ms: p50,
  p95_ms: p95,
  failures: { server_error: rate === null ? 0 : Math.round(calls * (1 - rate)), timeout: 0, connection_refused: 0, tls: 0 },
});

export const healthWire: IntegrationHealthWire = {
  period: '24h',
  period_start: new Date(END - 24 * HOUR).toISOString(),
  period_end: new Date(END).toISOString(),
  step_minutes: 60,
  latency_relative_accuracy: 0.01,
  actions: [
    { action: 'provision', current: figures(23_880, 0.9931, 142, 388), previous: figures(22_100, 0.9978, 139, 352), trend: trend(1) },
    { action: 'deprovision', current: figures(4_120, 0.9991, 88, 190), previous: figures(4_300, 0.9986, 90, 205), trend: trend(0.17) },
    { action: 'plan_change', current: figures(612, 1, 120, 240), previous: figures(612, 1, 120, 240), trend: trend(0.03) },
    { action: 'sso', current: figures(0, null, null, null), previous: figures(18, 1, 40, 61), trend: trend(0).map((point) => ({ ...point, calls: 0, success_rate: null, p95_ms: null })) },
  ],
};

export const noCallsWire: IntegrationHealthWire = {
  ...healthWire,
  actions: healthWire.actions.map((action) => ({
    ...action,
    current: figures(0, null, null, null),
    previous: figures(0, null, null, null),
    trend: action.trend.map((point) => ({ ...point, calls: 0, success_rate: null, p95_ms: null })),
  })) as IntegrationHealthWire['actions'],
};

/** The default objective (99 % over 28 days) with `failures` of 100,000 provisions in the window and 24 of 4,000 today. */
export const objectiveWire = (failures: number, set = false, today = 24): ObjectiveWire => ({
  target_success_rate: 0.99,
  window_days: 28,
  is_set: set,
  as_of: '2026-11-24T10:00:00Z',
  window: { calls: 100_000, failures },
  last_24_hours: { calls: 4_000, failures: today },
});

export const fixedHealth = (health: IntegrationHealthWire = healthWire, objective: ObjectiveWire = objectiveWire(200)): HttpHandler[] => [
  http.get(apiPath('/integration/health'), () => HttpResponse.json(health)),
  http.get(apiPath('/integration/objective'), () => HttpResponse.json(objective)),
];
