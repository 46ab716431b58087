/**
 * The marketplace listing endpoints of the sandbox over real HTTP, with real
 * tokens: the partner API (add-on edits, benefits, screenshots, documentation,
 * categories), the platform API (benefit and screenshot updates, deletes and
 * reorders, on the same data), the public screenshot images and their resized
 * variants, and the limits of spec §5.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREENSHOT_MAX_BYTES, TOO_MANY_SCREENSHOTS } from '../../web/src/api/listing-rules';
import { addonSchema } from '../../web/src/api/addon';
import { benefitSchema } from '../../web/src/api/benefits';
import { categorySchema } from '../../web/src/api/categories';
import { documentationSchema } from '../../web/src/api/documentation';
import { apiErrorSchema, validationErrorSchema } from '../../web/src/api/error-response';
import { screenshotSchema } from '../../web/src/api/screenshots';
import { dataUrl, gifBytes, pngBytes } from '../../fixtures/model/images.testing';
import { startSandbox, type Sandbox } from '../../fixtures/sandbox';
import { jsonBody, sandboxApis, uploadBody, type Answer } from '../support/sandbox-api';
import { obtainSandboxTokens } from '../support/sandbox-token';

let sandbox: Sandbox;
let api: ReturnType<typeof sandboxApis>;
let dataDir: string;
const tokens: Record<'partner' | 'solo' | 'admin', string> = { partner: '', solo: '', admin: '' };

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'listing-api-test-'));
  sandbox = await startSandbox({ dataDir });
  api = sandboxApis(sandbox);
  const signIn = async (persona: keyof typeof tokens, email: string) => {
    tokens[persona] = (await obtainSandboxTokens(sandbox, email)).accessToken;
  };
  await Promise.all([signIn('partner', 'partner@acme.test'), signIn('solo', 'owner@solo.test'), signIn('admin', 'admin@platform.test')]);
});

afterAll(async () => {
  await sandbox?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const errorsOf = (answer: Answer) => validationErrorSchema.parse(answer.body).errors;

async function image(url: string): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const response = await fetch(url);
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('PATCH /addons/{slug}', () => {
  it('changes what was sent, keeps it, and shows it to the admin', async () => {
    const patched = await api.partner(tokens.partner, '/addons/acme-vault', jsonBody('PATCH', { summary: 'Secrets, rotated for you.', tags: 'secrets,vault' }));
    expect(patched.status).toBe(200);
    expect(addonSchema.parse(patched.body)).toMatchObject({ summary: 'Secrets, rotated for you.', tags: 'secrets,vault', display_name: 'Acme Vault' });
    const reread = addonSchema.parse((await api.partner(tokens.partner, '/addons/acme-vault')).body);
    expect(reread.summary).toBe('Secrets, rotated for you.');
    expect(Date.parse(reread.updated_at)).toBeGreaterThan(Date.parse('2026-08-17T11:20:00Z') - 1);
    const asAdmin = addonSchema.parse((await api.partner(tokens.admin, '/addons/acme-vault')).body);
    expect(asAdmin.summary).toBe('Secrets, rotated for you.');
  });

  it('stores a 70×70 PNG icon and serves it as the icon URL', async () => {
    const icon = dataUrl(pngBytes(70, 70));
    const patched = await api.partner(tokens.partner, '/addons/acme-insights', jsonBody('PATCH', { base64_icon: icon }));
    expect(patched.status).toBe(200);
    expect(addonSchema.parse((await api.partner(tokens.partner, '/addons/acme-insights')).body).icon_url).toBe(icon);
  });

  it('answers 422 with field errors for a blank summary, a bad URL, a non-PNG icon and a 71×70 icon', async () => {
    const invalid = await api.partner(
      tokens.partner,
      '/addons/acme-postgres',
      jsonBody('PATCH', { summary: ' ', provider_terms_url: 'not a url', base64_icon: dataUrl(gifBytes, 'image/gif') }),
    );
    expect(invalid.status).toBe(422);
    expect(errorsOf(invalid)).toEqual({
      summary: ["can't be blank"],
      provider_terms_url: ['must be an https:// address'],
      base64_icon: ['The icon must be a PNG image; this is a GIF image.'],
    });
    const wide = await api.partner(tokens.partner, '/addons/acme-postgres', jsonBody('PATCH', { base64_icon: dataUrl(pngBytes(71, 70)) }));
    expect(errorsOf(wide)).toEqual({ base64_icon: ['The icon must be exactly 70×70 pixels; this one is 71×70.'] });
    expect(addonSchema.parse((await api.partner(tokens.partner, '/addons/acme-postgres')).body).summary).toMatch(/^Managed PostgreSQL/);
  });

  it('answers 403 to a partner sending category or buttons by hand, and lets the admin change them', async () => {
    for (const body of [{ category: { id: 'cat-02', type: 'category' } }, { buttons: ['acme/new-example'] }]) {
      const refused = await api.partner(tokens.partner, '/addons/acme-postgres', jsonBody('PATCH', body));
      expect(refused.status, JSON.stringify(body)).toBe(403);
      expect(apiErrorSchema.parse(refused.body)).toEqual({ id: 'forbidden', message: `Only platform administrators may change ${Object.keys(body)[0]}.` });
    }
    const changed = await api.partner(
      tokens.admin,
      '/addons/acme-metrics',
      jsonBody('PATCH', { category: { id: 'cat-05', type: 'category' }, buttons: ['acme-data/metrics-example'] }),
    );
    expect(addonSchema.parse(changed.body)).toMatchObject({ category: { id: 'cat-05', type: 'category' }, buttons: ['acme-data/metrics-example'] });
    const badRepository = await api.partner(tokens.admin, '/addons/acme-metrics', jsonBody('PATCH', { buttons: ['https://example.com/repo'] }));
    expect(Object.keys(errorsOf(badRepository))).toEqual(['buttons.0']);
    const retired = await api.partner(tokens.admin, '/addons/acme-metrics', jsonBody('PATCH', { category: { id: 'cat-12', type: 'category' } }));
    expect(Object.keys(errorsOf(retired))).toEqual(['category']);
  });

  it('answers malformed JSON and an oversized body with 4xx JSON', async () => {
    const malformed = await api.partner(tokens.partner, '/addons/acme-postgres', { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: '{"summary":' });
    expect(malformed.status).toBe(400);
    expect(apiErrorSchema.parse(malformed.body).id).toBe('bad_request');
    const huge = await api.partner(tokens.partner, '/addons/acme-postgres', jsonBody('PATCH', { legal_statements: 'x'.repeat(600_000) }));
    expect(huge.status).toBe(413);
    expect(apiErrorSchema.parse(huge.body).id).toBe('payload_too_large');
  });
});

describe("another company's add-on", () => {
  it('is 404 on every listing endpoint of both APIs, never 403', async () => {
    const calls: Promise<Answer>[] = [
      api.partner(tokens.solo, '/addons/acme-postgres', jsonBody('PATCH', { summary: 'Taken over' })),
      api.partner(tokens.solo, '/addons/acme-postgres/benefits'),
      api.partner(tokens.solo, '/addons/acme-postgres/benefits', jsonBody('POST', { title: 'T', description: 'D' })),
      api.partner(tokens.solo, '/addons/acme-postgres/screenshots'),
      api.partner(tokens.solo, '/addons/acme-postgres/screenshots', uploadBody('Mine', pngBytes(8, 8))),
      api.partner(tokens.solo, '/addons/acme-postgres/documentations'),
      api.platform(tokens.solo, '/addons/acme-postgres/benefits/acme-postgres-b1', jsonBody('PATCH', { title: 'Mine' })),
      api.platform(tokens.solo, '/addons/acme-postgres/benefits/acme-postgres-b1', { method: 'DELETE' }),
      api.platform(tokens.solo, '/addons/acme-postgres/screenshots/acme-postgres-s1', { method: 'DELETE' }),
      api.platform(tokens.solo, '/addons/acme-postgres/screenshots/order', jsonBody('PUT', { order: ['acme-postgres-s1'] })),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.status).toBe(404);
      expect(apiErrorSchema.parse(answer.body).id).toBe('not_found');
    }
    expect(benefitSchema.array().parse((await api.partner(tokens.partner, '/addons/acme-postgres/benefits')).body)).toHaveLength(4);
  });
});

describe('benefits across both APIs', () => {
  it('are created on the partner API, then changed, reordered and deleted on the platform API', async () => {
    const created = await api.partner(tokens.partner, '/addons/acme-stream/benefits', jsonBody('POST', { title: 'Exactly-once delivery', description: 'Idempotent producers and transactions.' }));
    expect(created.status).toBe(201);
    const benefit = benefitSchema.parse(created.body);
    expect(benefit.position).toBe(3);

    const changed = await api.platform(tokens.partner, `/addons/acme-stream/benefits/${benefit.id}`, jsonBody('PATCH', { title: 'Exactly-once' }));
    expect(changed.status).toBe(200);
    expect(benefitSchema.parse(changed.body).title).toBe('Exactly-once');

    const order = [benefit.id, 'acme-stream-b3', 'acme-stream-b2', 'acme-stream-b1'];
    const reordered = await api.platform(tokens.partner, '/addons/acme-stream/benefits/order', jsonBody('PUT', { order }));
    expect(benefitSchema.array().parse(reordered.body).map((item) => item.id)).toEqual(order);

    const incomplete = await api.platform(tokens.partner, '/addons/acme-stream/benefits/order', jsonBody('PUT', { order: order.slice(1) }));
    expect(incomplete.status).toBe(422);
    expect(errorsOf(incomplete).order?.[0]).toMatch(/each of the 4 benefits .* exactly once \(missing /);

    const deleted = await api.platform(tokens.partner, '/addons/acme-stream/benefits/acme-stream-b3', { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    const remaining = benefitSchema.array().parse((await api.partner(tokens.admin, '/addons/acme-stream/benefits')).body);
    expect(remaining.map((item) => [item.title, item.position])).toEqual([
      ['Exactly-once', 0],
      ['Schema registry included', 1],
      ['Kafka-compatible', 2],
    ]);
  });

  it('refuses a blank benefit with 422 per field', async () => {
    const refused = await api.partner(tokens.partner, '/addons/acme-stream/benefits', jsonBody('POST', { title: '', description: ' ' }));
    expect(errorsOf(refused)).toEqual({ title: ["can't be blank"], description: ["can't be blank"] });
  });
});

describe('the platform API', () => {
  it('answers 406 without its versioned Accept header, and 401 without a token', async () => {
    const plain = await api.platform(tokens.partner, '/addons/acme-postgres/benefits/order', jsonBody('PUT', { order: [] }), 'application/json');
    expect(plain.status).toBe(406);
    expect(apiErrorSchema.parse(plain.body).id).toBe('not_acceptable');
    const anonymous = await api.platform(undefined, '/addons/acme-postgres/benefits/acme-postgres-b1', { method: 'DELETE' });
    expect(anonymous.status).toBe(401);
  });

  it('answers 405 for a method the contract lacks and 404 for unknown paths', async () => {
    const wrongMethod = await api.platform(tokens.partner, '/addons/acme-postgres/benefits/acme-postgres-b1');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('PATCH, DELETE');
    expect((await api.platform(tokens.partner, '/nowhere')).status).toBe(404);
  });

  it('serves its OpenAPI document publicly', async () => {
    const document = await api.platform(undefined, '/openapi.json', {}, 'application/json');
    expect(document.status).toBe(200);
    expect(Object.keys((document.body as { paths: object }).paths)).toEqual(
      expect.arrayContaining(['/addons/{slug}/benefits/{id}', '/addons/{slug}/screenshots/order']),
    );
  });
});

describe('screenshots', () => {
  const list = async (slug: string) => screenshotSchema.array().parse((await api.partner(tokens.partner, `/addons/${slug}/screenshots`)).body);

  it('are listed with absolute, versioned image URLs on the partner API origin', async () => {
    const [first] = await list('acme-postgres');
    expect(first?.original_url).toMatch(new RegExp(`^${sandbox.partnerApiUrl}/assets/screenshots/acme-postgres-s1/original\\?v=\\d+$`));
    expect(sandbox.imageOrigins).toEqual([sandbox.partnerApiUrl]);
  });

  it('serves the seed image publicly in four sizes, never enlarged, cached for good', async () => {
    const [first] = await list('acme-postgres');
    const sizes = { original_url: [1280, 800], retina_url: [960, 600], medium_url: [480, 300], thumb_url: [240, 150] } as const;
    for (const [key, size] of Object.entries(sizes) as [keyof typeof sizes, readonly [number, number]][]) {
      const served = await image(first![key]);
      expect(served.status, key).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      const metadata = await sharp(served.bytes).metadata();
      expect([metadata.width, metadata.height], key).toEqual(size);
    }
  });

  it('answers 404 JSON for an unknown screenshot or variant', async () => {
    for (const url of ['/assets/screenshots/no-such-shot/thumb', '/assets/screenshots/acme-postgres-s1/huge']) {
      const response = await fetch(new URL(url, sandbox.partnerApiUrl));
      expect(response.status, url).toBe(404);
      expect(apiErrorSchema.parse(await response.json()).id).toBe('not_found');
    }
  });

  it('refuses a GIF and a file of 5 MB or more with 422 on file, and a 50 MB file early with 413', async () => {
    const gif = await api.partner(tokens.partner, '/addons/acme-vault/screenshots', uploadBody('A GIF', gifBytes, 'shot.gif', 'image/gif'));
    expect(errorsOf(gif)).toEqual({ file: ['A screenshot must be a PNG or JPG image; this is a GIF image.'] });

    const large = new Uint8Array(SCREENSHOT_MAX_BYTES + 300 * 1024);
    large.set(pngBytes(2, 2));
    const tooLarge = await api.partner(tokens.partner, '/addons/acme-vault/screenshots', uploadBody('Large', large));
    expect(tooLarge.status).toBe(422);
    expect(errorsOf(tooLarge)).toEqual({ file: ['A screenshot must be under 5.0 MB; this one is 5.3 MB.'] });

    const huge = new Uint8Array(50 * 1024 * 1024);
    huge.set(pngBytes(2, 2));
    const refused = await api.partner(tokens.partner, '/addons/acme-vault/screenshots', uploadBody('Huge', huge));
    expect(refused.status).toBe(413);
    expect(apiErrorSchema.parse(refused.body).id).toBe('payload_too_large');
    // Still answering afterwards, with nothing stored.
    expect(await list('acme-vault')).toHaveLength(2);
  });

  it('uploads a PNG and a JPEG, refuses a sixth, changes alt text, reorders and deletes across both APIs', async () => {
    const png = await api.partner(tokens.partner, '/addons/acme-vault/screenshots', uploadBody('Acme Vault rotation schedule', pngBytes(640, 400)));
    expect(png.status).toBe(201);
    expect(screenshotSchema.parse(png.body)).toMatchObject({ name: 'Acme Vault rotation schedule', width: 640, height: 400, position: 2 });

    const jpegBytes = new Uint8Array(await sharp({ create: { width: 200, height: 100, channels: 3, background: '#6b4fd8' } }).jpeg().toBuffer());
    const jpeg = screenshotSchema.parse(
      (await api.partner(tokens.partner, '/addons/acme-vault/screenshots', uploadBody('Acme Vault audit export', jpegBytes, 'audit.jpg', 'image/jpeg'))).body,
    );
    expect(jpeg).toMatchObject({ width: 200, height: 100, position: 3 });
    const retina = await image(jpeg.retina_url);
    expect(retina.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(retina.bytes).metadata()).toMatchObject({ width: 200, height: 100, format: 'jpeg' });
    expect((await sharp((await image(jpeg.thumb_url)).bytes).metadata()).height).toBe(100);

    expect((await api.partner(tokens.partner, '/addons/acme-vault/screenshots', uploadBody('Fifth', pngBytes(8, 8)))).status).toBe(201);
    const sixth = await api.partner(tokens.partner, '/addons/acme-vault/screenshots', uploadBody('Sixth', pngBytes(8, 8)));
    expect(sixth.status).toBe(422);
    expect(errorsOf(sixth)).toEqual({ base: [TOO_MANY_SCREENSHOTS] });

    const renamed = await api.platform(tokens.partner, `/addons/acme-vault/screenshots/${jpeg.id}`, jsonBody('PATCH', { name: 'Audit log export as CSV' }));
    expect(screenshotSchema.parse(renamed.body).name).toBe('Audit log export as CSV');

    const order = (await list('acme-vault')).map((screenshot) => screenshot.id).reverse();
    const reordered = await api.platform(tokens.partner, '/addons/acme-vault/screenshots/order', jsonBody('PUT', { order }));
    expect(screenshotSchema.array().parse(reordered.body).map((screenshot) => screenshot.id)).toEqual(order);

    const directory = path.join(dataDir, 'screenshots', jpeg.id);
    expect(readdirSync(directory).sort()).toEqual(['original.jpg', 'retina.jpg', 'thumb.jpg']);
    const deleted = await api.platform(tokens.partner, `/addons/acme-vault/screenshots/${jpeg.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect(existsSync(directory)).toBe(false);
    expect((await image(jpeg.original_url)).status).toBe(404);
    expect((await list('acme-vault')).map((screenshot) => screenshot.position)).toEqual([0, 1, 2, 3]);
  });
});

describe('documentation and categories', () => {
  it("answer an add-on's documentation state", async () => {
    const documentation = documentationSchema.parse((await api.partner(tokens.partner, '/addons/acme-vault/documentations')).body);
    expect(documentation).toEqual({
      devcenter_url: 'https://devcenter.example.com/articles/acme-vault',
      status: 'notice',
      has_docs: true,
      status_message: 'Your article is pending review by the documentation team.',
      docs_approved: false,
      docs_approved_at: null,
    });
  });

  it('list every category in display order, to partners too', async () => {
    const categories = categorySchema.array().parse((await api.partner(tokens.solo, '/categories')).body);
    expect(categories.length).toBeGreaterThanOrEqual(12);
    expect(categories.map((category) => category.position)).toEqual([...categories.keys()]);
    expect(categories[0]).toMatchObject({ slug: 'data-stores', active: true });
  });
});
