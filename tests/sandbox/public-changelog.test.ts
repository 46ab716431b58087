/**
 * The sandbox partner API's one public endpoint over real HTTP: the changelog
 * answers without a token, and that exception opens nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changelogEntrySchema } from '../../web/src/api/changelog';
import { CHANGELOG_SIZE } from '../../web/src/domain/changelog';
import { addons } from '../../fixtures/data';
import { isPubliclyListed } from '../../fixtures/model/changelog-operations';
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
    const listed = addons.filter(isPubliclyListed);
    expect(entries).toHaveLength(Math.min(listed.length, CHANGELOG_SIZE));
    // Alpha add-ons are invite-only and hidden ones unlisted: an anonymous reader never learns of them.
    const unlisted = addons.filter((addon) => !isPubliclyListed(addon)).map((addon) => addon.slug);
    expect(unlisted.length).toBeGreaterThan(0);
    for (const entry of entries) expect(unlisted).not.toContain(entry.slug);
    const times = entries.map((entry) => Date.parse(entry.updated_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const entry of entries) expect(entry).not.toHaveProperty('company');
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
