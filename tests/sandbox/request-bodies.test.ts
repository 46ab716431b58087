/**
 * How the sandbox APIs read request bodies, over real HTTP with real tokens:
 * every endpoint family that takes JSON refuses other media types with 415,
 * malformed JSON with a 400 that says where, and bytes that are not UTF-8 with
 * a 400 — each without touching the store — and still takes well-formed JSON.
 * Uploads stay multipart, body-less deletes still work, and the identity
 * provider's sign-in form answers bad bodies with a page, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addonSchema } from '../../web/src/api/addon';
import { apiErrorSchema } from '../../web/src/api/error-response';
import { screenshotSchema } from '../../web/src/api/screenshots';
import { pngBytes } from '../../fixtures/model/images.testing';
import { startSandbox, type Sandbox } from '../../fixtures/sandbox';
import { jsonBody, sandboxApis, uploadBody, type Answer } from '../support/sandbox-api';
import { beginSandboxSignIn, obtainSandboxTokens } from '../support/sandbox-token';

let sandbox: Sandbox;
let api: ReturnType<typeof sandboxApis>;
let token = '';

beforeAll(async () => {
  sandbox = await startSandbox();
  api = sandboxApis(sandbox);
  token = (await obtainSandboxTokens(sandbox, 'partner@acme.test')).accessToken;
});

afterAll(async () => {
  await sandbox?.close();
});

/** `<ff fe>` in a template stands for those raw bytes, which are not UTF-8 (a lone 0xff never is). */
function withRawBytes(template: string): Uint8Array<ArrayBuffer> {
  const parts = template.split(/<([0-9a-f ]+)>/);
  return new Uint8Array(
    Buffer.concat(parts.map((part, index) => (index % 2 === 0 ? Buffer.from(part, 'utf8') : Buffer.from(part.replaceAll(' ', ''), 'hex')))),
  );
}

interface Family {
  name: string;
  api: 'partner' | 'platform';
  method: 'POST' | 'PATCH' | 'PUT';
  path: string;
  /** A body the endpoint takes, and the status it answers it with. */
  valid: Record<string, unknown>;
  created?: boolean;
  /** The same body with bytes that are not UTF-8 inside a string. */
  notUtf8: string;
  /** What the endpoint changes, read back to show a refused request changed nothing. */
  readPath: string;
}

/** One of each family of JSON endpoints, each on its own data so the families do not disturb each other. */
const families: Family[] = [
  {
    name: 'partner PATCH /addons/{slug}',
    api: 'partner',
    method: 'PATCH',
    path: '/addons/acme-postgres',
    valid: { display_name: 'Acme Postgres Pro' },
    notUtf8: '{"display_name":"<ff fe>"}',
    readPath: '/addons/acme-postgres',
  },
  {
    name: 'partner POST /addons/{slug}/benefits',
    api: 'partner',
    method: 'POST',
    path: '/addons/acme-stream/benefits',
    valid: { title: 'Exactly-once delivery', description: 'Idempotent producers and transactions.' },
    created: true,
    notUtf8: '{"title":"<ff fe>","description":"Idempotent producers."}',
    readPath: '/addons/acme-stream/benefits',
  },
  {
    name: 'platform PATCH /addons/{slug}/benefits/{id}',
    api: 'platform',
    method: 'PATCH',
    path: '/addons/acme-vault/benefits/acme-vault-b1',
    valid: { title: 'Rotation on a schedule' },
    notUtf8: '{"title":"Rotation <c3 28> schedule"}',
    readPath: '/addons/acme-vault/benefits',
  },
  {
    name: 'platform PUT /addons/{slug}/benefits/order',
    api: 'platform',
    method: 'PUT',
    path: '/addons/acme-postgres/benefits/order',
    valid: { order: ['acme-postgres-b4', 'acme-postgres-b3', 'acme-postgres-b2', 'acme-postgres-b1'] },
    notUtf8: '{"order":["acme-postgres-b4","acme-postgres-b3","acme-postgres-b2","acme-postgres-b1<ff>"]}',
    readPath: '/addons/acme-postgres/benefits',
  },
  {
    name: 'platform PATCH /addons/{slug}/screenshots/{id}',
    api: 'platform',
    method: 'PATCH',
    path: '/addons/acme-postgres/screenshots/acme-postgres-s1',
    valid: { name: 'Acme Postgres dashboard' },
    // A UTF-16 surrogate encoded as if it were a character (CESU-8): not UTF-8 either.
    notUtf8: '{"name":"<ed a0 80>"}',
    readPath: '/addons/acme-postgres/screenshots',
  },
  {
    name: 'platform PUT /addons/{slug}/screenshots/order',
    api: 'platform',
    method: 'PUT',
    path: '/addons/acme-vault/screenshots/order',
    valid: { order: ['acme-vault-s2', 'acme-vault-s1'] },
    notUtf8: '{"order":["acme-vault-s2","acme-vault-s1"],"<fe>":1}',
    readPath: '/addons/acme-vault/screenshots',
  },
];

const call = (family: Pick<Family, 'api'>, path: string, init: RequestInit = {}): Promise<Answer> =>
  family.api === 'partner' ? api.partner(token, path, init) : api.platform(token, path, init);

/** Reads go through the partner API, which serves every listing collection. */
const read = async (path: string): Promise<unknown> => (await api.partner(token, path)).body;

const sendAsJson = 'Send the body as JSON with Content-Type: application/json.';

interface Refusal {
  name: string;
  init: (family: Family) => RequestInit;
  status: number;
  id: string;
  message: string | RegExp;
}

const refusals: Refusal[] = [
  {
    name: 'valid JSON sent as text/plain',
    init: (family) => ({ method: family.method, headers: { 'content-type': 'text/plain' }, body: JSON.stringify(family.valid) }),
    status: 415,
    id: 'unsupported_media_type',
    message: sendAsJson,
  },
  {
    name: 'a form-encoded body',
    init: (family) => ({
      method: family.method,
      body: new URLSearchParams(Object.entries(family.valid).map(([name, value]) => [name, String(value)])),
    }),
    status: 415,
    id: 'unsupported_media_type',
    message: sendAsJson,
  },
  {
    name: 'valid JSON bytes with no Content-Type',
    init: (family) => ({ method: family.method, body: new Uint8Array(Buffer.from(JSON.stringify(family.valid))) }),
    status: 415,
    id: 'unsupported_media_type',
    message: sendAsJson,
  },
  {
    name: 'JSON in a charset other than UTF-8',
    init: (family) => ({ method: family.method, headers: { 'content-type': 'application/json; charset=latin1' }, body: JSON.stringify(family.valid) }),
    status: 415,
    id: 'unsupported_media_type',
    message: 'Send the body as JSON in UTF-8 with Content-Type: application/json (charset "latin1" is not supported).',
  },
  {
    name: 'malformed JSON (a trailing comma)',
    init: (family) => ({ method: family.method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(family.valid).replace(/}$/, ',}') }),
    status: 400,
    id: 'bad_request',
    // The parser's own words, which name the position (and, on newer Node, line and column).
    message: /^The request body is not valid JSON: .* at position \d+.*\.$/,
  },
  {
    name: 'bytes that are not UTF-8 inside a JSON string',
    init: (family) => ({ method: family.method, headers: { 'content-type': 'application/json' }, body: withRawBytes(family.notUtf8) }),
    status: 400,
    id: 'bad_request',
    message: 'The request body is not valid UTF-8.',
  },
];

describe.each(families)('$name', (family) => {
  it.each(refusals)('refuses $name with $status and changes nothing', async (refusal) => {
    const before = await read(family.readPath);
    const answer = await call(family, family.path, refusal.init(family));
    expect(answer.status).toBe(refusal.status);
    const error = apiErrorSchema.parse(answer.body);
    expect(error.id).toBe(refusal.id);
    if (typeof refusal.message === 'string') expect(error.message).toBe(refusal.message);
    else expect(error.message).toMatch(refusal.message);
    expect(await read(family.readPath)).toEqual(before);
  });

  it('takes the same body as application/json', async () => {
    const answer = await call(family, family.path, jsonBody(family.method, family.valid));
    expect(answer.status, JSON.stringify(answer.body)).toBe(family.created ? 201 : 200);
  });
});

describe('the JSON the portal sends', () => {
  it('is taken with "; charset=utf-8" and in a vendor +json type', async () => {
    const utf8 = await api.partner(token, '/addons/acme-metrics', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json; charset=UTF-8' },
      body: JSON.stringify({ summary: 'Runtime metrics, naïvely simple.' }),
    });
    expect(addonSchema.parse(utf8.body).summary).toBe('Runtime metrics, naïvely simple.');
    const vendor = await api.platform(token, '/addons/acme-metrics/benefits/acme-metrics-b1', {
      method: 'PATCH',
      headers: { 'content-type': 'application/vnd.heroku+json; version=3' },
      body: JSON.stringify({ title: 'Dashboards in seconds' }),
    });
    expect(vendor.status).toBe(200);
  });

  it('is taken with a leading byte-order mark, which RFC 8259 lets a parser ignore, and the mark is not stored', async () => {
    const answer = await api.partner(token, '/addons/acme-metrics', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: withRawBytes('<ef bb bf>{"display_name":"Acme Metrics Plus"}'),
    });
    expect(answer.status).toBe(200);
    expect(addonSchema.parse((await api.partner(token, '/addons/acme-metrics')).body).display_name).toBe('Acme Metrics Plus');
  });

  it('is refused with 400, not 415, for the faulty display name of the fault campaign, and the name is kept', async () => {
    const before = addonSchema.parse(await read('/addons/acme-insights')).display_name;
    const answer = await api.partner(token, '/addons/acme-insights', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: withRawBytes('{"display_name":"<ff fe>"}'),
    });
    expect(answer.status).toBe(400);
    expect(addonSchema.parse(await read('/addons/acme-insights')).display_name).toBe(before);
  });

  it('still gets 413 when oversized and 422 when invalid', async () => {
    const huge = await api.partner(token, '/addons/acme-insights', jsonBody('PATCH', { legal_statements: 'x'.repeat(600_000) }));
    expect(huge.status).toBe(413);
    expect(apiErrorSchema.parse(huge.body).id).toBe('payload_too_large');
    const blank = await api.partner(token, '/addons/acme-insights', jsonBody('PATCH', { display_name: ' ' }));
    expect(blank.status).toBe(422);
    expect(blank.body).toEqual({ errors: { display_name: ["can't be blank"] } });
  });

  it('leaves an absent body to the contract, which refuses it with 422, not 415', async () => {
    const absent = await api.partner(token, '/addons/acme-stream/benefits', { method: 'POST' });
    expect(absent.status).toBe(422);
  });
});

describe('requests that are not JSON', () => {
  it('upload a screenshot as multipart, as before', async () => {
    const answer = await api.partner(token, '/addons/acme-insights/screenshots', uploadBody('Acme Insights overview', pngBytes(64, 40)));
    expect(answer.status).toBe(201);
    expect(screenshotSchema.parse(answer.body)).toMatchObject({ name: 'Acme Insights overview', width: 64, height: 40 });
  });

  it('delete without a body, as before', async () => {
    const answer = await api.platform(token, '/addons/acme-stream/benefits/acme-stream-b3', { method: 'DELETE' });
    expect(answer.status).toBe(204);
  });
});

describe('the sign-in form of the identity provider', () => {
  const post = async (init: RequestInit): Promise<Response> => {
    const signIn = await beginSandboxSignIn(sandbox);
    const action = /<form[^>]*\saction="([^"]+)"/.exec(signIn.pageHtml)?.[1] ?? '';
    return signIn.fetch(new URL(action.replaceAll('&amp;', '&'), signIn.pageUrl), { method: 'POST', ...init });
  };

  it.each<[string, RequestInit]>([
    ['JSON instead of a form', { headers: { 'content-type': 'application/json' }, body: '{"email":"partner@acme.test"}' }],
    ['bytes that are not UTF-8', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: withRawBytes('email=<ff fe>') }],
    ['a broken percent-escape', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=%E0%A4%A' }],
    ['an unknown charset', { headers: { 'content-type': 'application/x-www-form-urlencoded; charset=klingon' }, body: 'email=x' }],
  ])('answers %s with a 4xx page, not a 500', async (_name, init) => {
    const response = await post(init);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
  });
});
