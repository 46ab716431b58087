/**
 * The sandbox's plan change of a test resource (POST
 * /sandbox/resources/{id}/plan_change, fixtures/sandbox/partner-api/resource-route.ts)
 * behind the same guards as the contract's endpoints (issue 35 §2, §4): a
 * role that may not change plans (Support) and a personal API token without
 * the "Manage plans" scope are refused (403, naming the role or the scope)
 * and the resource stays on its plan; the Owner, the Developer and a token
 * with the scope still change it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiTokenWithValueSchema } from '../../web/src/api/api-tokens';
import { apiErrorSchema } from '../../web/src/api/error-response';
import { sandboxForFile } from '../support/sandbox-for-file';
import { waitFor } from '../support/webhook-receiver';

const { tokens, call } = sandboxForFile();

let resourceId = '';
const change = (plan: string, token: string) => call(`/sandbox/resources/${resourceId}/plan_change`, token, { method: 'POST', body: JSON.stringify({ plan }) });
const planOf = async () => ((await call(`/sandbox/resources/${resourceId}`, tokens.partner)).body as { plan: string }).plan;
const messageOf = (body: unknown) => apiErrorSchema.parse(body).message;

async function apiToken(scopes: string[]): Promise<string> {
  const made = await call('/api/v3/current_user/api_tokens', tokens.partner, { method: 'POST', body: JSON.stringify({ name: `Plans ${scopes.join(' ')}`, scopes, expires_in_days: 30 }) });
  expect(made.status).toBe(201);
  return apiTokenWithValueSchema.parse(made.body).token;
}

beforeAll(async () => {
  // An automatic review's test resource: the sandbox's only resources.
  const requested = await call('/api/v3/addons/acme-insights/automatic_reviews', tokens.partner, { method: 'POST' });
  expect(requested.status).toBe(201);
  resourceId = `review-resource-${(requested.body as { id: string }).id}`;
  await waitFor(async () => ((await call(`/sandbox/resources/${resourceId}`, tokens.partner)).status === 200 ? true : undefined), 'the test resource');
}, 20_000);

describe("a test resource's plan change", () => {
  it('is refused to Support, naming the roles that may, and the resource stays on its plan', async () => {
    const before = await planOf();
    const refused = await change('pilot', tokens.support);
    expect(refused.status).toBe(403);
    expect(messageOf(refused.body)).toBe('Only an Owner or Developer can change plans and features.');
    expect(await planOf()).toBe(before);
  });

  it('is refused to a read-only personal API token, naming the scope it lacks, and the resource stays on its plan', async () => {
    const before = await planOf();
    const refused = await change('pilot', await apiToken(['read_listing']));
    expect(refused.status).toBe(403);
    expect(messageOf(refused.body)).toBe('This API token lacks the “Manage plans” scope (manage_plans) this call needs.');
    expect(await planOf()).toBe(before);
  });

  it('is made by the Developer, the Owner and a token with the "Manage plans" scope', async () => {
    expect(await change('pilot', tokens.developer)).toMatchObject({ status: 200, body: { plan: 'acme-insights:pilot' } });
    expect(await change('test', tokens.partner)).toMatchObject({ status: 200, body: { plan: 'acme-insights:test' } });
    expect(await change('pilot', await apiToken(['read_listing', 'manage_plans']))).toMatchObject({ status: 200, body: { plan: 'acme-insights:pilot' } });
  });
});
