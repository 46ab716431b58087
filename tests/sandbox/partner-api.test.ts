/**
 * The sandbox partner API over real HTTP, with real tokens from the sandbox
 * identity provider: scoping, admin-only endpoints, authentication, error
 * shapes and the OpenAPI document.
 */
import { describe, expect, it } from 'vitest';
import { partnerApiEndpoints } from '../../web/src/api/endpoints';
import { addonSchema } from '../../web/src/api/addon';
import { addonSummarySchema } from '../../web/src/api/addon-lists';
import { companySchema } from '../../web/src/api/company';
import { currentUserSchema } from '../../web/src/api/current-user';
import { apiErrorSchema } from '../../web/src/api/error-response';
import { addons } from '../../fixtures/data';
import { sandboxForFile } from '../support/sandbox-for-file';
import { obtainSandboxTokens } from '../support/sandbox-token';

const { sandbox, tokens, call } = sandboxForFile();

const slugs = (body: unknown) => addonSummarySchema.array().parse(body).map((addon) => addon.slug);

describe('a partner (Acme Data)', () => {
  it('is the current user, with their company', async () => {
    const { status, body } = await call('/api/v3/current_user', tokens.partner);
    expect(status).toBe(200);
    expect(currentUserSchema.parse(body)).toMatchObject({
      email: 'partner@acme.test',
      platform_admin: false,
      acknowledged_msa: true,
      company: { id: 'acme-data', name: 'Acme Data' },
      // An admin of the company before roles: an Owner (docs/decisions/0004), so the SPA shows an Owner's controls.
      company_role: 'owner',
    });
  });

  it("sees Acme's add-ons only, in every state", async () => {
    const { status, body } = await call('/api/v3/companies/acme-data/addons', tokens.partner);
    expect(status).toBe(200);
    const list = addonSummarySchema.array().parse(body);
    expect(list.every((addon) => addon.company.id === 'acme-data')).toBe(true);
    expect(new Set(list.map((addon) => addon.state))).toEqual(new Set(['alpha', 'beta', 'ga', 'shutdown']));
    expect(list.filter((addon) => addon.provisioning_api_version === 1).map((addon) => addon.slug)).toEqual(['acme-metrics']);
    expect(list.find((addon) => addon.slug === 'acme-insights')?.icon_url).toBeNull();
    expect(list.find((addon) => addon.slug === 'acme-postgres')?.icon_url).toMatch(/^data:image\/png;base64,/);
  });

  it('reads one of its add-ons and its company', async () => {
    const addon = await call('/api/v3/addons/acme-postgres', tokens.partner);
    expect(addon.status).toBe(200);
    expect(addonSchema.parse(addon.body)).toMatchObject({ slug: 'acme-postgres', state: 'ga', marketplace_url: 'https://elements.example.com/addons/acme-postgres' });
    const company = await call('/api/v3/companies/acme-data', tokens.partner);
    expect(companySchema.parse(company.body).name).toBe('Acme Data');
  });

  it("gets 404 for another company's add-on and company", async () => {
    for (const path of ['/api/v3/addons/northwind-apm', '/api/v3/companies/northwind-monitoring', '/api/v3/companies/northwind-monitoring/addons']) {
      const { status, body } = await call(path, tokens.partner);
      expect(status, path).toBe(404);
      expect(apiErrorSchema.parse(body).id).toBe('not_found');
    }
  });

  it('gets 403 on the admin-only endpoints', async () => {
    for (const path of ['/api/v3/addons', '/api/v3/users/owner%40solo.test/addons', '/api/v3/review_queue']) {
      const { status, body } = await call(path, tokens.partner);
      expect(status, path).toBe(403);
      expect(apiErrorSchema.parse(body).id).toBe('forbidden');
    }
  });
});

describe('Solo Labs', () => {
  it('has no add-ons and has not acknowledged the terms', async () => {
    expect((await call('/api/v3/companies/solo-labs/addons', tokens.solo)).body).toEqual([]);
    expect(currentUserSchema.parse((await call('/api/v3/current_user', tokens.solo)).body).acknowledged_msa).toBe(false);
  });
});

describe('a platform admin', () => {
  it('is flagged as such and belongs to no company', async () => {
    expect(currentUserSchema.parse((await call('/api/v3/current_user', tokens.admin)).body)).toMatchObject({
      platform_admin: true,
      company: null,
      // Outside company roles, as today.
      company_role: null,
    });
  });

  it('sees every add-on and every company', async () => {
    expect(slugs((await call('/api/v3/addons', tokens.admin)).body).sort()).toEqual(addons.map((addon) => addon.slug).sort());
    expect((await call('/api/v3/addons/northwind-apm', tokens.admin)).status).toBe(200);
    expect((await call('/api/v3/companies/kiln-labs', tokens.admin)).status).toBe(200);
    expect(slugs((await call('/api/v3/companies/tessellate-search/addons', tokens.admin)).body)).toHaveLength(2);
  });

  it('looks add-ons up by e-mail: a list, an empty list, or 404', async () => {
    expect(slugs((await call('/api/v3/users/partner@acme.test/addons', tokens.admin)).body)).toHaveLength(6);
    expect((await call('/api/v3/users/owner%40solo.test/addons', tokens.admin)).body).toEqual([]);
    const unknown = await call('/api/v3/users/nobody%40example.test/addons', tokens.admin);
    expect(unknown.status).toBe(404);
    expect(apiErrorSchema.parse(unknown.body).id).toBe('not_found');
  });

  it("answers the portal's lookup as it encodes the address: 404 for an unknown one with a +, 403 to a partner", async () => {
    // The SPA fills {email} with encodeURIComponent (api/call-endpoint.ts): + travels as %2B.
    const path = `/api/v3/users/${encodeURIComponent('nobody+old@example.test')}/addons`;
    expect(await call(path, tokens.admin)).toMatchObject({ status: 404, body: { id: 'not_found', message: 'User not found.' } });
    expect(await call(path, tokens.partner)).toMatchObject({ status: 403, body: { id: 'forbidden' } });
    const known = `/api/v3/users/${encodeURIComponent('partner@acme.test')}/addons`;
    expect(await call(known, tokens.partner)).toMatchObject({ status: 403, body: { id: 'forbidden' } });
    expect(slugs((await call(known, tokens.admin)).body)).toContain('acme-postgres');
  });
});

describe('authentication', () => {
  it.each([
    ['no Authorization header', undefined],
    ['a garbage token', 'not-a-real-token'],
  ])('answers 401 JSON for %s', async (_case, token) => {
    const { status, body, headers } = await call('/api/v3/current_user', token);
    expect(status).toBe(401);
    expect(apiErrorSchema.parse(body).id).toBe('unauthorized');
    expect(headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('answers 401 for another scheme', async () => {
    const { status } = await call('/api/v3/current_user', undefined, { headers: { authorization: 'Basic cGFydG5lcjp4' } });
    expect(status).toBe(401);
  });
});

describe('bad requests', () => {
  it('answers unknown routes with 404 JSON', async () => {
    const inside = await call('/api/v3/no-such-thing', tokens.partner);
    expect(inside.status).toBe(404);
    expect(apiErrorSchema.parse(inside.body).id).toBe('not_found');
    expect((await call('/nowhere')).status).toBe(404);
  });

  it('answers an unsupported method on a known path with 405', async () => {
    const { status, body, headers } = await call('/api/v3/addons/acme-postgres', tokens.partner, { method: 'DELETE' });
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('GET, PATCH');
    expect(apiErrorSchema.parse(body).id).toBe('method_not_allowed');
  });

  it('answers malformed input with 4xx JSON, never 500', async () => {
    const badEncoding = await call('/api/v3/addons/%E0%A4%A', tokens.partner);
    expect(badEncoding.status).toBe(400);
    expect(apiErrorSchema.parse(badEncoding.body).id).toBe('bad_request');
    const badJson = await call('/api/v3/addons/acme-postgres', tokens.partner, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: '{"unterminated',
    });
    expect(badJson.status).toBe(400);
    expect(apiErrorSchema.parse(badJson.body).id).toBe('bad_request');
  });
});

describe('GET /openapi.json', () => {
  it('is public and lists every contract endpoint', async () => {
    const { status, body } = await call('/openapi.json');
    expect(status).toBe(200);
    const document = body as { openapi: string; servers: { url: string }[]; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: '/api/v3' }]);
    for (const endpoint of partnerApiEndpoints) {
      expect(document.paths[endpoint.path]?.[endpoint.method], `${endpoint.method} ${endpoint.path}`).toBeDefined();
    }
  });
});

// Last: it changes Acme Data's users in this sandbox's store.
describe("access follows the company's users, even for a token checked before the change", () => {
  const acmeReads = ['/api/v3/addons/acme-postgres', '/api/v3/companies/acme-data', '/api/v3/addons/acme-postgres/reports', '/api/v3/reports/report-acme-data-2025-12'];
  const companyOf = async (token: string) => currentUserSchema.parse((await call('/api/v3/current_user', token)).body).company;
  const change = (method: 'POST' | 'DELETE', path: string, body?: unknown) =>
    call(path, tokens.partner, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

  it("takes a revoked user's access away and gives an added account access", async () => {
    const [billing, sasha] = await Promise.all(
      ['billing@acme.test', 'sasha@contractors.test'].map(async (email) => (await obtainSandboxTokens(sandbox(), email)).accessToken),
    );
    for (const path of acmeReads) expect((await call(path, billing!)).status, path).toBe(200);
    expect((await call('/api/v3/addons/acme-postgres', sasha!)).status).toBe(404);

    expect((await change('DELETE', '/api/v3/companies/acme-data/company_users/cu-acme-billing')).status).toBe(204);
    for (const path of acmeReads) expect((await call(path, billing!)).status, path).toBe(404);
    expect(await companyOf(billing!)).toBeNull();

    expect((await change('POST', '/api/v3/companies/acme-data/company_users', { email: 'sasha@contractors.test' })).status).toBe(201);
    for (const path of acmeReads) expect((await call(path, sasha!)).status, path).toBe(200);
    expect(await companyOf(sasha!)).toEqual({ id: 'acme-data', name: 'Acme Data' });
  });
});
