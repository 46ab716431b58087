/**
 * Early warnings in the bell (issue 34 §4): the sandbox evaluates the rule
 * for every add-on in the background (and on the rollup when health is read)
 * and tells its company once per incident. acme-postgres's seeded incident
 * (2 to 3 days before now) warns without anyone opening Health, once, however
 * often its health is read; a busy add-on with a normal week does not.
 */
import { describe, expect, it } from 'vitest';
import { failureGroupsSchema } from '../../web/src/api/integration-failures';
import { notificationListSchema } from '../../web/src/api/notifications';
import { DEFAULT_INTEGRATION_WATCH } from '../../fixtures/model/integration-watch';
import { sandboxForFile } from '../support/sandbox-for-file';
import { waitFor } from '../support/webhook-receiver';

// The background watch is off in tests unless asked for: it is what these test.
const { tokens, call } = sandboxForFile({ integrationWatch: DEFAULT_INTEGRATION_WATCH });

const warnings = async (token: string) =>
  notificationListSchema.parse((await call('/api/v3/notifications', token)).body).notifications.filter((each) => each.kind === 'integration_warning');

describe('early warnings', () => {
  it('ring the bell of the add-on’s company once for the seeded incident, naming how far off it was, though nobody opened Health', async () => {
    // The sandbox's background watch looks at every add-on within seconds of start: no health request is needed.
    await waitFor(async () => ((await warnings(tokens.partner)).length > 0 ? true : undefined), 'the early warning', 20_000);
    // Reading the health (which evaluates the rule too) tells nothing twice.
    for (const period of ['24h', '7d', '30d']) expect((await call(`/api/v3/addons/acme-postgres/integration/health?period=${period}`, tokens.partner)).status).toBe(200);
    const told = await warnings(tokens.partner);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ addon_slug: 'acme-postgres', outcome: 'failure_rate', read_at: null });
    expect(told[0]!.subject).toMatch(/^Failed calls at \d+ %, against a usual 0\.\d %$/);
    const hoursAgo = (Date.now() - Date.parse(told[0]!.created_at)) / 3_600_000;
    expect(hoursAgo).toBeGreaterThan(48);
    expect(hoursAgo).toBeLessThan(72);
  });

  it('name the failure group that explains the incident: the pool exhausted, which heads the incident’s period', async () => {
    const [told] = await warnings(tokens.partner);
    expect(told!.failure_group_id).toMatch(/^[0-9a-f]{8}$/);
    const groups = failureGroupsSchema.parse((await call('/api/v3/addons/acme-postgres/integration/failures?period=7d', tokens.partner)).body);
    expect(groups.groups[0]).toMatchObject({ id: told!.failure_group_id, message: expect.stringMatching(/^Database connection pool exhausted/) });
    expect((await call(`/api/v3/addons/acme-postgres/integration/failures/${told!.failure_group_id}/calls`, tokens.partner)).status).toBe(200);
  }, 30_000);

  it('stay quiet for an add-on with a normal week', async () => {
    // Reading its health runs the rule over it too, whether or not the watch (one add-on a second) got to it yet.
    expect((await call('/api/v3/addons/acme-stream/integration/health?period=7d', tokens.partner)).status).toBe(200);
    expect((await warnings(tokens.partner)).filter((each) => each.addon_slug === 'acme-stream')).toEqual([]);
  });
});
