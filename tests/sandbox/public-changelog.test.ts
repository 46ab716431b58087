/**
 * The sandbox partner API's one public endpoint over real HTTP: the changelog
 * answers without a token, and that exception opens nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changelogEntrySchema } from '../../web/src/api/changelog';
import { CHANGELOG_SIZE } from '../../web/src/domain/changelog';
import { addons } from '../../fixtures/data';
import { progressions } from '../../fixtures/data/progressions';
import { isPubliclyListed, progressionsOfAddon } from '../../fixtures/model/changelog-operations';
import { apiErrorSchema } from '../../web/src/api/error-response';
import { startSandbox, type Sandbox } from '../../fixtures/sandbox';
import { sandboxApis } from '../support/sandbox-api';
import { obtainSandboxTokens } from '../support/sandbox-token';

let sandbox: Sandbox;
let api: ReturnType<typeof sandboxApis>;

beforeAll(async () => {
  sandbox = await startSandbox();
  api = sandboxApis(sandbox);
});
afterAll(async () => {
  await sandbox?.close();
});

describe('GET /api/v3/changelog', () => {
  it('answers without a token: the publicly listed add-ons, most recently updated first', async () => {
    const { status, body } = await api.partner(undefined, '/changelog');
    expect(status).toBe(200);
    const entries = changelogEntrySchema.array().parse(body);
    const listedBySeed = (addon: (typeof addons)[number]) => isPubliclyListed(addon, progressionsOfAddon(progressions, addon));
    const listed = addons.filter(listedBySeed);
    expect(entries).toHaveLength(Math.min(listed.length, CHANGELOG_SIZE));
    // Alpha add-ons are invite-only and hidden ones unlisted: an anonymous reader never learns of them.
    const unlisted = addons.filter((addon) => !listedBySeed(addon)).map((addon) => addon.slug);
    expect(unlisted.length).toBeGreaterThan(0);
    for (const entry of entries) expect(unlisted).not.toContain(entry.slug);
    const times = entries.map((entry) => Date.parse(entry.updated_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const entry of entries) expect(entry).not.toHaveProperty('company');
  });

  // Issue 31 item 10: only what the marketplace once listed publicly may appear, shut down or not.
  it.each([
    ['kiln-queue', 'shut down, never left its invite-only alpha', false],
    ['acme-archive', 'shut down after it was a visible GA add-on', true],
    ['kiln-cache', 'an alpha, hidden', false],
    ['acme-insights', 'an alpha, hidden, with a description of its own', false],
    ['acme-postgres', 'a visible GA add-on', true],
  ])('%s (%s) is listed: %s', async (slug, _why, listed) => {
    const { body } = await api.partner(undefined, '/changelog');
    const entries = changelogEntrySchema.array().parse(body);
    expect(entries.some((entry) => entry.slug === slug)).toBe(listed);
  });

  it('answers the same with a token', async () => {
    const anonymous = await api.partner(undefined, '/changelog');
    const { accessToken } = await obtainSandboxTokens(sandbox, 'partner@acme.test');
    const signedIn = await api.partner(accessToken, '/changelog');
    expect(signedIn.body).toEqual(anonymous.body);
  });

  it('is read-only', async () => {
    const { status, headers, body } = await api.partner(undefined, '/changelog', { method: 'POST' });
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('GET');
    apiErrorSchema.parse(body);
  });

  it('opens no other path: without a token, everything else is still 401', async () => {
    for (const path of ['/changelog/kiln-cache', '/current_user', '/addons']) {
      const { status } = await api.partner(undefined, path);
      expect(status, path).toBe(401);
    }
  });

  it('is documented as needing no token', async () => {
    const document = (await (await fetch(new URL('/openapi.json', sandbox.partnerApiUrl))).json()) as {
      paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown> }>>;
    };
    const operation = document.paths['/changelog']?.get;
    expect(operation?.security).toEqual([]);
    expect(operation?.responses).not.toHaveProperty('401');
    expect(document.paths['/current_user']?.get?.responses).toHaveProperty('401');
  });
});
