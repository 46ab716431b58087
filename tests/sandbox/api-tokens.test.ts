/**
 * Personal API tokens over real HTTP (issue 35 §4): made with scopes within
 * the creator's role and a required expiry, shown once, listed without their
 * value, accepted as bearer tokens by the partner API within their scopes
 * (403 naming the missing scope), refused once revoked or expired (401), and
 * held to the creator's current role at every call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyUsers } from '../../fixtures/data/company-users';
import { findUserByEmail } from '../../fixtures/data';
import { apiTokenSeed, hashApiToken, type ApiTokenRecord } from '../../fixtures/model/api-token-records';
import { startSandbox, type Sandbox } from '../../fixtures/sandbox';
import { apiTokenListSchema, apiTokenWithValueSchema } from '../../web/src/api/api-tokens';
import { apiErrorSchema, validationErrorSchema } from '../../web/src/api/error-response';
import { jsonBody, readAnswer, sandboxApis } from '../support/sandbox-api';
import { sandboxForFile } from '../support/sandbox-for-file';
import { obtainSandboxTokens } from '../support/sandbox-token';

const { sandbox, tokens, call } = sandboxForFile();

const TOKENS = '/api/v3/current_user/api_tokens';
const json = (method: string, body: unknown) => ({ method, body: JSON.stringify(body) });
const make = (body: unknown, token = tokens.partner) => call(TOKENS, token, json('POST', body));
const messageOf = (body: unknown) => apiErrorSchema.parse(body).message;
const fieldsOf = (body: unknown) => validationErrorSchema.parse(body).errors;

async function madeToken(scopes: string[], name = 'CI read-only') {
  const answer = await make({ name, scopes, expires_in_days: 30 });
  expect(answer.status).toBe(201);
  return apiTokenWithValueSchema.parse(answer.body);
}

describe('a personal API token, from making to revoking', () => {
  it('reads with its scope (200), is refused a write outside it naming the scope (403), and once revoked is refused (401)', async () => {
    const made = await madeToken(['read_listing']);
    expect(made.token).toMatch(/^ppt_[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(made.expires_at) - Date.parse(made.created_at)).toBe(30 * 86_400_000);
    expect(made.last_used_at).toBeNull();

    const read = await call('/api/v3/addons/acme-postgres', made.token);
    expect(read.status).toBe(200);

    const write = await call('/api/v3/addons/acme-postgres', made.token, json('PATCH', { summary: 'Written by a script' }));
    expect(write.status).toBe(403);
    expect(messageOf(write.body)).toBe('This API token lacks the “Write listing” scope (write_listing) this call needs.');
    // The same write with the creator's own sign-in passes: the refusal is the token's scope, not the role.
    const unchanged = await call('/api/v3/addons/acme-postgres', tokens.partner);
    expect((unchanged.body as { summary: string }).summary).not.toBe('Written by a script');

    const listed = apiTokenListSchema.parse((await call(TOKENS, tokens.partner)).body).tokens.find((each) => each.id === made.id)!;
    expect(listed).toMatchObject({ name: 'CI read-only', scopes: ['read_listing'], expires_at: made.expires_at });
    expect(listed.last_used_at).not.toBeNull();

    expect((await call(`${TOKENS}/${made.id}`, tokens.partner, { method: 'DELETE' })).status).toBe(204);
    const afterRevoke = await call('/api/v3/addons/acme-postgres', made.token);
    expect(afterRevoke.status).toBe(401);
    expect(messageOf(afterRevoke.body)).toBe('This API token was revoked.');
    const list = apiTokenListSchema.parse((await call(TOKENS, tokens.partner)).body);
    expect(list.tokens.map((each) => each.id)).not.toContain(made.id);
  });

  it('never shows its value again: the list carries no value', async () => {
    const made = await madeToken(['read_listing', 'read_reports'], 'Reports export');
    const list = await call(TOKENS, tokens.partner);
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain(made.token);
    expect(JSON.stringify(list.body)).not.toContain(made.token.slice(4, 20));
    expect(Object.keys(apiTokenListSchema.parse(list.body).tokens[0]!).sort()).toEqual(['created_at', 'expires_at', 'id', 'last_used_at', 'name', 'scopes']);
  });

  it('a write within its scope passes, and its scopes reach the platform API too', async () => {
    const made = await madeToken(['read_listing', 'write_listing'], 'Listing sync');
    const write = await call('/api/v3/addons/acme-postgres', made.token, json('PATCH', { summary: 'Synced by a script' }));
    expect(write.status).toBe(200);
    const readOnly = (await madeToken(['read_listing'])).token;
    const answer = await sandboxApis(sandbox()).platform(readOnly, '/addons/acme-postgres/benefits/order', jsonBody('PUT', { order: [] }));
    expect(answer.status).toBe(403);
    expect(messageOf(answer.body)).toMatch(/“Write listing” scope/);
  });

  it('cannot manage tokens itself (it could renew itself past its expiry)', async () => {
    const made = await madeToken(['read_listing']);
    const answer = await make({ name: 'Renewal', scopes: ['read_listing'], expires_in_days: 365 }, made.token);
    expect(answer.status).toBe(403);
    expect(messageOf(answer.body)).toMatch(/cannot list, make or revoke API tokens/);
  });

  it('records its making and revoking in the History trail, without the value', async () => {
    const made = await madeToken(['read_listing'], 'Audited');
    await call(`${TOKENS}/${made.id}`, tokens.partner, { method: 'DELETE' });
    const history = await call('/api/v3/addons/acme-postgres/audit_entries?kind=setting', tokens.partner);
    const fields = (history.body as { changes: { field: string; before: string | null; after: string | null }[] }[]).flatMap((entry) => entry.changes);
    const mine = fields.filter((change) => change.field === 'API token “Audited” of partner@acme.test');
    expect(mine).toHaveLength(2);
    expect(mine.map((change) => [change.before === null, change.after === null])).toEqual([[false, true], [true, false]]);
    expect(JSON.stringify(history.body)).not.toContain(made.token);
  });

  it('answers 404 for revoking another user’s token or one that does not exist', async () => {
    const made = await madeToken(['read_listing']);
    expect((await call(`${TOKENS}/${made.id}`, tokens.solo, { method: 'DELETE' })).status).toBe(404);
    expect((await call(`${TOKENS}/no-such-token`, tokens.partner, { method: 'DELETE' })).status).toBe(404);
    expect((await call('/api/v3/addons/acme-postgres', made.token)).status).toBe(200);
  });
});

describe('never more than the creator’s role', () => {
  it('a Finance user may grant reports but not the listing (422 on scopes); the list offers only what the role grants', async () => {
    const finance = (await obtainSandboxTokens(sandbox(), 'billing@acme.test')).accessToken;
    expect((await make({ name: 'Reports', scopes: ['read_reports'], expires_in_days: 90 }, finance)).status).toBe(201);
    const refused = await make({ name: 'Sneaky', scopes: ['read_reports', 'write_listing'], expires_in_days: 90 }, finance);
    expect(refused.status).toBe(422);
    expect(fieldsOf(refused.body)).toEqual({ scopes: ['cannot include “Write listing”: your role (Finance) does not allow it'] });
    const list = apiTokenListSchema.parse((await call(TOKENS, finance)).body);
    expect(list.grantable_scopes).toEqual(['read_listing', 'read_reports', 'read_users', 'request_repricings']);
  });

  it('platform administrators make none (403), and are offered no scopes', async () => {
    const answer = await make({ name: 'Admin script', scopes: ['read_listing'], expires_in_days: 30 }, tokens.admin);
    expect(answer.status).toBe(403);
    expect(messageOf(answer.body)).toMatch(/Platform administrators cannot make personal API tokens/);
    expect(apiTokenListSchema.parse((await call(TOKENS, tokens.admin)).body).grantable_scopes).toEqual([]);
  });
});

describe('hostile requests are a 422 on the field, and nothing is made', () => {
  const good = { name: 'CI', scopes: ['read_listing'], expires_in_days: 90 };
  it.each([
    ['a blank name', { ...good, name: '   ' }, 'name'],
    ['a name of 61 characters', { ...good, name: 'x'.repeat(61) }, 'name'],
    ['no name', { scopes: good.scopes, expires_in_days: 90 }, 'name'],
    ['no scopes', { ...good, scopes: [] }, 'scopes'],
    ['an unknown scope', { ...good, scopes: ['delete_everything'] }, 'scopes.0'],
    ['a scope twice', { ...good, scopes: ['read_listing', 'read_listing'] }, 'scopes'],
    ['scopes as text', { ...good, scopes: 'read_listing' }, 'scopes'],
    ['29 days', { ...good, expires_in_days: 29 }, 'expires_in_days'],
    ['31 days', { ...good, expires_in_days: 31 }, 'expires_in_days'],
    ['0 days', { ...good, expires_in_days: 0 }, 'expires_in_days'],
    ['-1 days', { ...good, expires_in_days: -1 }, 'expires_in_days'],
    ['"90" as text', { ...good, expires_in_days: '90' }, 'expires_in_days'],
    ['no expiry', { name: 'CI', scopes: good.scopes }, 'expires_in_days'],
  ])('%s', async (_what, body, field) => {
    const before = apiTokenListSchema.parse((await call(TOKENS, tokens.partner)).body).tokens.length;
    const answer = await make(body);
    expect(answer.status).toBe(422);
    expect(Object.keys(fieldsOf(answer.body))).toEqual([field]);
    expect(apiTokenListSchema.parse((await call(TOKENS, tokens.partner)).body).tokens).toHaveLength(before);
  });

  it('takes 60 characters of name, and 30 and 365 days (the bounds)', async () => {
    expect((await make({ ...good, name: 'x'.repeat(60), expires_in_days: 30 })).status).toBe(201);
    expect((await make({ ...good, expires_in_days: 365 })).status).toBe(201);
  });
});

describe('tokens made earlier', () => {
  const expiredValue = 'ppt_expiredexpiredexpiredexpiredexpiredexpir';
  const demotedValue = 'ppt_demoteddemoteddemoteddemoteddemoteddemot';
  const partnerId = findUserByEmail('partner@acme.test')!.id;
  let seeded: Sandbox | undefined;
  const record = (id: string, hash: string, scopes: ApiTokenRecord['scopes'], expiresAt: string): ApiTokenRecord => ({
    id,
    user_id: partnerId,
    name: id,
    scopes,
    token_hash: hash,
    created_at: '2026-01-01T00:00:00.000Z',
    expires_at: expiresAt,
    last_used_at: null,
    revoked_at: null,
  });

  beforeAll(async () => {
    const [expiredHash, demotedHash] = await Promise.all([hashApiToken(expiredValue), hashApiToken(demotedValue)]);
    seeded = await startSandbox({
      seed: (store) => {
        // One that expired a second ago by the sandbox's clock, one far from expiry.
        store.recordsOf(apiTokenSeed).push(
          record('expired', expiredHash, ['read_listing'], new Date(Date.now() - 1000).toISOString()),
          record('demoted', demotedHash, ['read_listing', 'write_listing'], '2099-01-01T00:00:00.000Z'),
        );
        // Its creator was an Owner when they made it, and is Support now.
        const partner = store.recordsOf(companyUsers).find((each) => each.user_id === partnerId)!;
        partner.role = 'support';
      },
    });
  });
  afterAll(async () => {
    await seeded?.close();
  });
  const seededCall = async (path: string, token: string, init: RequestInit = {}) =>
    readAnswer(
      await fetch(new URL(path, seeded!.partnerApiUrl), {
        ...init,
        headers: { authorization: `Bearer ${token}`, accept: 'application/json', 'content-type': 'application/json' },
      }),
    );

  it('an expired token is refused (401) with its own sentence', async () => {
    const answer = await seededCall('/api/v3/addons/acme-postgres', expiredValue);
    expect(answer.status).toBe(401);
    expect(messageOf(answer.body)).toBe('This API token has expired.');
  });

  it('does not outlive a demotion: a write its scope allows but the creator’s role now does not is refused naming the role (403); reads still pass', async () => {
    const write = await seededCall('/api/v3/addons/acme-postgres', demotedValue, json('PATCH', { summary: 'After the demotion' }));
    expect(write.status).toBe(403);
    expect(messageOf(write.body)).toBe('Only an Owner or Developer can edit the listing.');
    expect((await seededCall('/api/v3/addons/acme-postgres', demotedValue)).status).toBe(200);
  });

  it('an unknown ppt_ token is refused (401) without asking the identity provider', async () => {
    const answer = await seededCall('/api/v3/addons/acme-postgres', 'ppt_nobodyevermadethisonenobodyevermadethis');
    expect(answer.status).toBe(401);
    expect(messageOf(answer.body)).toBe('The access token is invalid or has expired.');
  });
});
