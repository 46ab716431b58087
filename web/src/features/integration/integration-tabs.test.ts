/**
 * The integration section's route prefetch asks for what the opened tab's
 * screen will ask for, period and page from the address included: the same
 * query keys, so the screen finds its request started and sends no second one.
 */
import { describe, expect, it } from 'vitest';
import { failureGroupsQueryOptions } from '../../api/integration-failures';
import { integrationHealthQueryOptions } from '../../api/integration-health';
import { integrationObjectiveQueryOptions } from '../../api/integration-objective';
import { integrationTabData } from './integration-tabs';

const keysOf = async (rest: string, query: string) => (await integrationTabData('acme-postgres', rest, new URLSearchParams(query))).map((each) => each.queryKey);

describe('the integration route prefetch', () => {
  it("Health starts the address's period, as the screen reads it", async () => {
    for (const period of ['7d', '30d'] as const) {
      expect(await keysOf('health', `period=${period}`)).toEqual([
        integrationHealthQueryOptions('acme-postgres', period).queryKey,
        integrationObjectiveQueryOptions('acme-postgres').queryKey,
      ]);
    }
  });

  it('Health starts the default 24 hours without a period, or with one it does not know (the screen shows the default)', async () => {
    const defaults = [integrationHealthQueryOptions('acme-postgres', '24h').queryKey, integrationObjectiveQueryOptions('acme-postgres').queryKey];
    expect(await keysOf('', '')).toEqual(defaults);
    expect(await keysOf('health', 'period=1y')).toEqual(defaults);
  });

  it("Failures starts the address's period and page, else a week's first page", async () => {
    expect(await keysOf('failures', 'period=30d&page=3')).toEqual([failureGroupsQueryOptions('acme-postgres', '30d', 3).queryKey]);
    expect(await keysOf('failures', 'group=0a1b2c3d')).toEqual([failureGroupsQueryOptions('acme-postgres', '7d', 1).queryKey]);
    expect(await keysOf('failures', 'page=zero')).toEqual([failureGroupsQueryOptions('acme-postgres', '7d', 1).queryKey]);
  });
});
