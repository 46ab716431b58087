/**
 * The audit trail over real HTTP (issue 25 item 1): a write through the
 * sandbox partner API is read back from GET /addons/{slug}/audit_entries with
 * its filters as a query string, a refused one leaves nothing, and another
 * company's history is 404 like the add-on itself.
 */
import { expect, it } from 'vitest';
import { auditEntrySchema } from '../../web/src/api/audit-entries';
import { sandboxForFile } from '../support/sandbox-for-file';

const { tokens, call } = sandboxForFile();

const trail = '/api/v3/addons/acme-postgres/audit_entries';

it('records a saved write and answers it filtered by kind and actor; a refused write leaves nothing', async () => {
  const patch = (body: unknown) => call('/api/v3/addons/acme-postgres', tokens.partner, { method: 'PATCH', body: JSON.stringify(body) });
  expect((await patch({ website_url: 'javascript:alert(1)' })).status).toBe(422);
  expect((await call(trail, tokens.partner)).body).toEqual([]);

  expect((await patch({ summary: 'Managed Postgres, recorded.' })).status).toBe(200);
  const { status, body } = await call(`${trail}?kind=listing&actor=partner%40acme.test`, tokens.partner);
  expect(status).toBe(200);
  const [entry, ...rest] = auditEntrySchema.array().parse(body);
  expect(rest).toEqual([]);
  expect(entry).toMatchObject({ kind: 'listing', actor_email: 'partner@acme.test', changes: [{ field: 'Summary', after: 'Managed Postgres, recorded.' }] });
  expect((await call(`${trail}?kind=plan`, tokens.partner)).body).toEqual([]);
});

it('refuses a repeated or unknown filter (422) and answers 404 to another company', async () => {
  expect((await call(`${trail}?kind=listing&kind=plan`, tokens.partner)).status).toBe(422);
  expect((await call(`${trail}?kind=secret`, tokens.partner)).status).toBe(422);
  expect((await call(trail, tokens.solo)).status).toBe(404);
});
