/**
 * Failure triage over real HTTP (issue 34 §2): groups against the generated
 * calls themselves (counted here, not by the sandbox's index), paging, masking
 * in what is shown, the test endpoint's rule, and replay to the sandbox's fake
 * partner service.
 */
import { createServer, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema, validationErrorSchema } from '../../web/src/api/error-response';
import { failedCallsSchema, failureGroupsSchema, replaySchema, type FailureGroupsWire } from '../../web/src/api/integration-failures';
import { generateCalls, HISTORY_MINUTES, trafficProfileOf } from '../../fixtures/model/integration-traffic';
import { historyEndOf } from '../../fixtures/model/integration-health-operations';
import { INCIDENT_MESSAGE } from '../../fixtures/model/failure-calls';
import { sandboxForFile } from '../support/sandbox-for-file';

const { sandbox, tokens, call } = sandboxForFile();
const slug = 'acme-postgres';
const base = `/api/v3/addons/${slug}/integration`;

async function groups(query: string, token = tokens.partner): Promise<FailureGroupsWire> {
  const answer = await call(`${base}/failures${query}`, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return failureGroupsSchema.parse(answer.body);
}

/** A loopback port nothing listens on: one just freed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const setTestEndpoint = (url: string, token = tokens.partner) => call(`${base}/test_endpoint`, token, { method: 'PUT', body: JSON.stringify({ url }) });

describe('groups of failed calls', () => {
  it('count exactly the generator’s failures of the week, and the incident’s cause tops them', async () => {
    const week = await groups('?period=7d&limit=100');
    // Counted independently: the same history the sandbox folded (it ends at the last whole hour).
    const endMs = historyEndOf(new Date(Date.parse(week.period_end) + 1).toISOString());
    const profile = trafficProfileOf({ slug, state: 'ga' });
    const from = HISTORY_MINUTES - 7 * 1_440;
    let failures = 0;
    let incidentServerErrors = 0;
    generateCalls(profile, endMs, (each) => {
      if (each.outcome === 'success' || each.minute < from) return;
      failures += 1;
      const inIncident = each.minute >= profile.incident!.from && each.minute < profile.incident!.to;
      if (inIncident && each.outcome === 'server_error' && each.action === 'provision') incidentServerErrors += 1;
    });
    expect(week.total_failures).toBe(failures);
    expect(week.groups.reduce((sum, group) => sum + group.count, 0)).toBe(failures);
    const poolExhausted = 'Database connection pool exhausted: waited <n> ms for a connection (pool size <n>)';
    // The incident's cause heads the list (for one action or another: they are close).
    expect(week.groups[0]).toMatchObject({ kind: 'http', status: 503, message: poolExhausted });
    const top = week.groups.find((group) => group.action === 'provision' && group.message === poolExhausted);
    expect(top!.count).toBe(incidentServerErrors);
    expect(top!.share).toBeCloseTo(incidentServerErrors / failures, 10);
    expect(top!.apps_affected).toBeGreaterThan(100);
    expect(top!.spark).toHaveLength(28);
    expect(top!.spark.reduce((sum, point) => sum + point, 0)).toBe(top!.count);
    // The incident lasted 90 minutes: first and last seen are that far apart, at most.
    expect(Date.parse(top!.last_seen) - Date.parse(top!.first_seen)).toBeLessThan(90 * 60_000);
    const counts = week.groups.map((group) => group.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('leave the incident out of the last 24 hours', async () => {
    const day = await groups('?period=24h&limit=100');
    expect(day.groups.some((group) => group.message.startsWith('Database connection pool'))).toBe(false);
    expect(day.total_failures).toBeGreaterThan(0);
  });

  it('come in pages that neither overlap nor skip', async () => {
    const all = await groups('?period=30d&limit=100');
    expect(all.next_page).toBeNull();
    const first = await groups('?period=30d&limit=3');
    expect(first.groups).toHaveLength(3);
    expect(first.next_page).toBe(2);
    const second = await groups('?period=30d&limit=3&page=2');
    expect([...first.groups, ...second.groups].map((group) => group.id)).toEqual(all.groups.slice(0, 6).map((group) => group.id));
    const last = Math.ceil(all.total_groups / 3);
    expect((await groups(`?period=30d&limit=3&page=${last}`)).next_page).toBeNull();
  });

  it('refuse a bad period or limit with the reason, and another company’s add-on with 404', async () => {
    const badLimit = await call(`${base}/failures?limit=1000`, tokens.partner);
    expect(badLimit.status).toBe(422);
    expect(validationErrorSchema.parse(badLimit.body).errors['limit.0']).toEqual(['limit must be a whole number from 1 to 100']);
    expect((await call(`${base}/failures?period=1y`, tokens.partner)).status).toBe(422);
    expect((await call(`${base}/failures`, tokens.solo)).status).toBe(404);
    expect((await call(`${base}/failures`)).status).toBe(401);
  });
});

describe('a group’s calls', () => {
  it('newest first, with request and response and no secret in them', async () => {
    const top = (await groups('?period=7d')).groups.find((group) => group.action === 'provision' && group.message.startsWith('Database connection pool'));
    const answer = await call(`${base}/failures/${top!.id}/calls`, tokens.partner);
    expect(answer.status).toBe(200);
    const { calls } = failedCallsSchema.parse(answer.body);
    expect(calls.length).toBeGreaterThan(0);
    const times = calls.map((each) => Date.parse(each.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const [newest] = calls;
    expect(newest!.request).toMatchObject({ method: 'POST', path: '/heroku/resources' });
    expect(newest!.request.headers.authorization).toBe('Basic [masked]');
    expect(newest!.response.status).toBe(503);
    expect(newest!.response.headers['set-cookie']).toBe('[masked]');
    const body = newest!.request.body as { oauth_grant: { code: string }; log_input_url: string };
    expect(body.oauth_grant.code).toBe('[masked]');
    expect(body.log_input_url).toMatch(/^https:\/\/\[masked\]@logs\.platform\.test\//);
    // Nothing that looks like a credential anywhere in the answer.
    expect(JSON.stringify(answer.body)).not.toMatch(/Basic [A-Za-z0-9+/=]{8,}|token:[0-9a-f]/);
  });

  it('an unknown group is 404', async () => {
    const answer = await call(`${base}/failures/00000000/calls`, tokens.partner);
    expect(answer.status).toBe(404);
    expect(apiErrorSchema.parse(answer.body).message).toBe('Failure group not found.');
  });
});

describe('the test endpoint and replay', () => {
  async function topCallId(): Promise<string> {
    const top = (await groups('?period=7d')).groups.find((group) => group.action === 'provision' && group.message.startsWith('Database connection pool'));
    return failedCallsSchema.parse((await call(`${base}/failures/${top!.id}/calls`, tokens.partner)).body).calls[0]!.id;
  }

  it('without a test endpoint, a replay is refused with what to do', async () => {
    const answer = await call(`${base}/failures/calls/${await topCallId()}/replay`, tokens.partner, { method: 'POST' });
    expect(answer.status).toBe(409);
    expect(apiErrorSchema.parse(answer.body)).toEqual({ id: 'no_test_endpoint', message: 'This add-on has no test endpoint: set one in Settings, then send the call again.' });
  });

  it.each(['http://example.com/partner', 'http://10.0.0.5/partner', 'ftp://localhost/x', 'https://user:pw@partner.example.com', 'not a url', 'https://intranet/'])(
    'refuses %s as a test endpoint',
    async (url) => {
      const answer = await setTestEndpoint(url);
      expect(answer.status).toBe(422);
      expect(validationErrorSchema.parse(answer.body).errors.url).toEqual(['must be an https:// address (or http://localhost in the sandbox)']);
    },
  );

  it.each(['https://partner.example.com/addon', 'HTTPS://Partner.Example.com', 'http://localhost:4006', 'HTTP://LOCALHOST:4006', 'http://127.0.0.1:9'])('accepts %s', async (url) => {
    expect((await setTestEndpoint(url)).status).toBe(200);
  });

  it('replays a call to the fake partner service, which still fails the incident’s plan, with fresh credentials and the replay marker', async () => {
    expect((await setTestEndpoint(sandbox().fakePartnerServiceUrl)).status).toBe(200);
    const callId = await topCallId();
    const answer = await call(`${base}/failures/calls/${callId}/replay`, tokens.partner, { method: 'POST' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const replay = replaySchema.parse(answer.body);
    expect(replay.url).toBe(`${sandbox().fakePartnerServiceUrl}/heroku/resources`);
    expect(replay.request.headers['x-replay']).toBe(callId);
    expect(replay.request.headers.authorization).toBe('Basic [masked]');
    expect(replay.response.headers['x-replayed']).toBe(callId);
    const plan = (replay.request.body as { plan: string }).plan;
    if (plan.endsWith(':premium-4')) {
      expect(replay.response.status).toBe(503);
      expect(replay.response.body).toEqual({ id: 'internal_error', message: INCIDENT_MESSAGE.replace('{n}', '5000') });
    } else {
      expect(replay.response.status).toBe(201);
      expect((replay.response.body as { config: { FAKE_PARTNER_URL: string } }).config.FAKE_PARTNER_URL).toMatch(/^https:\/\/\[masked\]@/);
    }
    expect(replay.response.latency_ms).toBeGreaterThan(0);
  });

  it('a test endpoint that does not answer comes back as the reason, not an error', async () => {
    expect((await setTestEndpoint(`http://127.0.0.1:${await closedPort()}`)).status).toBe(200);
    const replay = replaySchema.parse((await call(`${base}/failures/calls/${await topCallId()}/replay`, tokens.partner, { method: 'POST' })).body);
    expect(replay.response).toMatchObject({ status: null, error: 'Connection refused' });
  });

  it('only roles that manage credentials replay or set the endpoint; another company gets 404', async () => {
    expect((await call(`${base}/failures/calls/${await topCallId()}/replay`, tokens.solo, { method: 'POST' })).status).toBe(404);
    expect((await setTestEndpoint('https://partner.example.com', tokens.solo)).status).toBe(404);
    expect((await call(`${base}/failures/calls/nope/replay`, tokens.partner, { method: 'POST' })).status).toBe(404);
  });
});
