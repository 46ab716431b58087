/**
 * Paging through the real BFF (issue 33): the browser's `Range` reaches the
 * partner API, and its 206 with `Next-Range` (and a 400 for a bad Range) come
 * back, on the fast lane and on the Express path alike.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startBothLanes, type BothLanes } from '../support/both-lanes';
import { apiCall } from '../support/portal-sign-in';

let lanes: BothLanes;
beforeAll(async () => {
  lanes = await startBothLanes({ env: { REDIS_URL: inject('redisUrl') }, email: 'admin@platform.test' });
}, 60_000);
afterAll(async () => {
  await lanes?.close();
});

describe.each(['fast', 'express'] as const)('an admin list through the BFF (%s lane)', (lane) => {
  const get = async (range: string) => {
    const portal = lane === 'fast' ? lanes.fast : lanes.express;
    const response = await apiCall(lane === 'fast' ? lanes.fastBrowser : lanes.expressBrowser, `${portal.url}/api/v3/companies`, { headers: { range } });
    return { status: response.status, nextRange: response.headers.get('next-range'), body: (await response.json()) as { id: string }[] };
  };

  it('sends Range up and brings 206 and Next-Range back, then the last page as 200', async () => {
    const first = await get('id ..; max=2');
    expect(first.status).toBe(206);
    expect(first.body).toHaveLength(2);
    expect(first.nextRange).toBe(`id ]${first.body[1]!.id}..; max=2`);
    const rest = await get(`id ]${first.body[1]!.id}..; max=1000`);
    expect(rest).toMatchObject({ status: 200, nextRange: null });
    expect(rest.body.length).toBeGreaterThan(0);
    expect(rest.body.map((company) => company.id).every((id) => id > first.body[1]!.id)).toBe(true);
  });

  it("brings the upstream's 400 back for a Range it cannot read", async () => {
    expect(await get('id ..; max=0')).toMatchObject({
      status: 400,
      body: { id: 'bad_request', message: 'Range max must be a whole number from 1 to 1000, not "0".' },
    });
  });
});
