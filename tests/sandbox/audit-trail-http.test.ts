/**
 * The audit trail over real HTTP (issue 25 item 1): a write through the
 * sandbox partner API is read back from GET /addons/{slug}/audit_entries with
 * its filters as a query string, a refused one leaves nothing, and another
 * company's history is 404 like the add-on itself.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditEntrySchema } from '../../web/src/api/audit-entries';
import { startSandbox, type Sandbox } from '../../fixtures/sandbox';
import { obtainSandboxTokens } from '../support/sandbox-token';

let sandbox: Sandbox;
let partner = '';
let solo = '';

beforeAll(async () => {
  sandbox = await startSandbox();
  const tokenOf = async (email: string) => (await obtainSandboxTokens(sandbox, email)).accessToken;
  partner = await tokenOf('partner@acme.test');
  solo = await tokenOf('owner@solo.test');
});

afterAll(async () => {
  await sandbox?.close();
});

async function call(path: string, token: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  headers.set('authorization', `Bearer ${token}`);
  if (init.body) headers.set('content-type', 'application/json');
  const response = await fetch(new URL(path, sandbox.partnerApiUrl), { ...init, headers });
  return { status: response.status, body: await response.json() };
}

const trail = '/api/v3/addons/acme-postgres/audit_entries';

it('records a saved write and answers it filtered by kind and actor; a refused write leaves nothing', async () => {
  const patch = (body: unknown) => call('/api/v3/addons/acme-postgres', partner, { method: 'PATCH', body: JSON.stringify(body) });
  expect((await patch({ website_url: 'javascript:alert(1)' })).status).toBe(422);
  expect((await call(trail, partner)).body).toEqual([]);

  expect((await patch({ summary: 'Managed Postgres, recorded.' })).status).toBe(200);
  const { status, body } = await call(`${trail}?kind=listing&actor=partner%40acme.test`, partner);
  expect(status).toBe(200);
  const [entry, ...rest] = auditEntrySchema.array().parse(body);
  expect(rest).toEqual([]);
  expect(entry).toMatchObject({ kind: 'listing', actor_email: 'partner@acme.test', changes: [{ field: 'Summary', after: 'Managed Postgres, recorded.' }] });
  expect((await call(`${trail}?kind=plan`, partner)).body).toEqual([]);
});

it('refuses a repeated or unknown filter (422) and answers 404 to another company', async () => {
  expect((await call(`${trail}?kind=listing&kind=plan`, partner)).status).toBe(422);
  expect((await call(`${trail}?kind=secret`, partner)).status).toBe(422);
  expect((await call(trail, solo)).status).toBe(404);
});
