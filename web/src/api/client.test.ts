import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { acmePostgresWire, stubFetch } from '../test-support/fetch-stub';
import { fetchAllAddons, fetchCompanyAddons } from './addon-lists';
import { apiRequest } from './client';
import { fetchCurrentUser, type CurrentUserWire } from './current-user';
import { API_ERROR_TITLE, ApiError } from './errors';
import { fetchSession } from './session';

const { fetchMock, respond } = stubFetch();

function lastCall(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
}

const wireUser: CurrentUserWire = {
  id: 'u1',
  email: 'partner@acme.test',
  name: 'Priya Raman',
  admin: true,
  provider: true,
  acknowledged_msa: false,
  platform_admin: false,
  company: { id: 'acme-data', name: 'Acme Data' },
  company_role: 'owner',
};

const wireAddon = acmePostgresWire;

describe('every call', () => {
  it('is same-origin with cookies, sends X-CSRF: 1 and asks for JSON', async () => {
    respond(200, wireUser);
    await fetchCurrentUser();
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/v3/current_user');
    expect(init.credentials).toBe('same-origin');
    expect(init.method).toBe('GET');
    expect(headers.get('X-CSRF')).toBe('1');
    expect(headers.get('Accept')).toBe('application/json');
  });

  it('sends bodies as snake_case JSON', async () => {
    respond(200, { ok: true });
    await apiRequest({
      path: '/api/v3/addons/acme-postgres',
      method: 'PATCH',
      schema: z.object({ ok: z.boolean() }),
      body: { displayName: 'Acme PG', supportedGenerations: ['fir'], nested: { providerTermsUrl: null } },
    });
    const { init, headers } = lastCall();
    expect(init.method).toBe('PATCH');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('X-CSRF')).toBe('1');
    expect(JSON.parse(String(init.body))).toEqual({
      display_name: 'Acme PG',
      supported_generations: ['fir'],
      nested: { provider_terms_url: null },
    });
  });
});

describe('answers', () => {
  it('are checked with the schema and turned camelCase, deeply', async () => {
    respond(200, wireUser);
    const user = await fetchCurrentUser();
    expect(user).toEqual({
      id: 'u1',
      email: 'partner@acme.test',
      name: 'Priya Raman',
      admin: true,
      provider: true,
      acknowledgedMsa: false,
      platformAdmin: false,
      company: { id: 'acme-data', name: 'Acme Data' },
      companyRole: 'owner',
    });
  });

  it('camelCases arrays of add-ons and fills schema defaults', async () => {
    const { provisioning_api_version: _omitted, ...withoutVersion } = wireAddon;
    respond(200, [withoutVersion]);
    const [addon] = await fetchCompanyAddons('acme-data');
    expect(addon).toMatchObject({ displayName: 'Acme Postgres', iconUrl: null, provisioningApiVersion: 1 });
    expect(lastCall().url).toBe('/api/v3/companies/acme-data/addons');
  });

  it('reads the session from the BFF', async () => {
    respond(200, { email: 'admin@platform.test', name: 'Alex Morgan', is_admin: true });
    await expect(fetchSession()).resolves.toEqual({ email: 'admin@platform.test', name: 'Alex Morgan', isAdmin: true });
    expect(lastCall().url).toBe('/bff/session');
  });

  it('escapes path parameters', async () => {
    respond(200, []);
    await fetchCompanyAddons('a/b');
    expect(lastCall().url).toBe('/api/v3/companies/a%2Fb/addons');
  });

  it('reject a body that does not match the contract as an invalid response', async () => {
    respond(200, [{ ...wireAddon, state: 'retired' }]);
    const error = await fetchAllAddons().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, id: 'invalid_response' });
  });

  it('reject a body that is not JSON as an invalid response', async () => {
    respond(200, '<html>');
    await expect(fetchAllAddons()).rejects.toMatchObject({ id: 'invalid_response' });
  });

  it("hands a successful answer's headers to readHeaders (a list page's Next-Range), and not a failed one's", async () => {
    const schema = z.array(z.object({ id: z.string() }));
    const seen: Array<string | null> = [];
    const readHeaders = (headers: Headers) => seen.push(headers.get('Next-Range'));
    fetchMock.mockResolvedValueOnce(new Response('[{"id":"c1"}]', { status: 206, headers: { 'Content-Type': 'application/json', 'Next-Range': 'id ]c1..; max=1000' } }));
    await expect(apiRequest({ path: '/api/v3/companies', schema, headers: { Range: 'id ..; max=1' }, readHeaders })).resolves.toEqual([{ id: 'c1' }]);
    expect(lastCall().headers.get('Range')).toBe('id ..; max=1');
    respond(400, { id: 'bad_request', message: 'Range: expected "<field> [<start>]..[; max=<n>][, order=asc|desc]"' });
    await expect(apiRequest({ path: '/api/v3/companies', schema, headers: { Range: 'nonsense' }, readHeaders })).rejects.toBeInstanceOf(ApiError);
    expect(seen).toEqual(['id ]c1..; max=1000']);
  });
});

describe('errors', () => {
  it('an {id, message} body becomes an ApiError with status, id and message', async () => {
    respond(403, { id: 'forbidden', message: 'Platform admins only.' });
    const error = (await fetchAllAddons().catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(403);
    expect(error.id).toBe('forbidden');
    expect(error.detail).toBe('Platform admins only.');
    expect(error.message).toBe('Platform admins only.');
    expect(error.title).toBe(API_ERROR_TITLE);
  });

  it('a 422 {errors: {field: [messages]}} body carries the field errors', async () => {
    respond(422, { errors: { display_name: ["can't be blank", 'is too short'] } });
    const error = (await fetchCurrentUser().catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({ display_name: ["can't be blank", 'is too short'] });
    expect(error.isValidation).toBe(true);
  });

  it('an error without a readable body still has a status and the normalised title', async () => {
    respond(502, 'Bad gateway');
    const error = (await fetchCurrentUser().catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.detail).toBeUndefined();
    expect(error.message).toContain('The backend responded with an error');
  });

  it("keeps the failed response's X-Request-Id as the error's reference, whatever the body (issue 32)", async () => {
    const answers: [number, unknown][] = [
      [503, { id: 'session_store_unavailable', message: 'Sessions are temporarily unavailable.', requestId: 'from-the-body' }],
      [502, 'Bad gateway'],
      [422, { errors: { name: ['is taken'] } }],
    ];
    for (const [status, body] of answers) {
      fetchMock.mockResolvedValueOnce(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'X-Request-Id': `id-${status}` } }));
      const error = (await fetchCurrentUser().catch((e: unknown) => e)) as ApiError;
      expect(error.requestId).toBe(`id-${status}`);
    }
    // A success whose body breaks the contract is reported with its id too.
    fetchMock.mockResolvedValueOnce(new Response('{"nope":1}', { status: 200, headers: { 'X-Request-Id': 'id-contract' } }));
    await expect(fetchCurrentUser()).rejects.toMatchObject({ id: 'invalid_response', requestId: 'id-contract' });
  });

  it("without the header, the body's requestId is the reference; with neither, there is none", async () => {
    respond(500, { id: 'internal_error', message: 'Unknown error.', requestId: 'body-id-1' });
    await expect(fetchCurrentUser()).rejects.toMatchObject({ requestId: 'body-id-1' });
    respond(500, { id: 'internal_error', message: 'Unknown error.' });
    const error = (await fetchCurrentUser().catch((e: unknown) => e)) as ApiError;
    expect(error.requestId).toBeUndefined();
  });

  it('a network failure is an ApiError with status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(fetchCurrentUser()).rejects.toMatchObject({ status: 0, id: 'network_error' });
  });

  it('an aborted request stays an abort, not an ApiError', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValueOnce(new DOMException('Aborted', 'AbortError'));
    const error = await fetchCurrentUser(controller.signal).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
  });
});
