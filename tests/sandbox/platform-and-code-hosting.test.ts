/**
 * The sandbox platform API and code-hosting link service over real HTTP, with
 * real tokens: the same bearer authentication as the partner API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../web/src/api/error-response';
import { startSandbox, type Sandbox } from '../../fixtures/sandbox';
import { codeHostingUserSchema } from '../../fixtures/sandbox/code-hosting';
import { codeHostingOrgSchema, repositorySearchSchema } from '../../web/src/api/code-hosting';
import { platformAccountSchema, platformApiMediaType } from '../../fixtures/sandbox/platform-api';
import { obtainSandboxTokens } from '../support/sandbox-token';

let sandbox: Sandbox;
let accessToken: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  accessToken = (await obtainSandboxTokens(sandbox, 'partner@acme.test')).accessToken;
});

afterAll(async () => {
  await sandbox?.close();
});

async function get(base: string, path: string, headers: Record<string, string>): Promise<{ status: number; body: unknown; type: string | null }> {
  const response = await fetch(new URL(path, base), { headers });
  return { status: response.status, type: response.headers.get('content-type'), body: await response.json() };
}

describe('platform API GET /account', () => {
  it("answers the signed-in user's account", async () => {
    const { status, body, type } = await get(sandbox.platformApiUrl, '/account', {
      authorization: `Bearer ${accessToken}`,
      accept: platformApiMediaType,
      origin: 'http://localhost:3000',
    });
    expect(status).toBe(200);
    expect(type).toMatch(/^application\/json/);
    expect(platformAccountSchema.parse(body)).toEqual({
      id: '6f1c2a9e-4b7d-4c1e-9a53-0d2b7e8f1a01',
      email: 'partner@acme.test',
      name: 'Priya Raman',
    });
  });

  it('answers 406 JSON without the versioned Accept header', async () => {
    const { status, body } = await get(sandbox.platformApiUrl, '/account', { authorization: `Bearer ${accessToken}`, accept: 'application/json' });
    expect(status).toBe(406);
    expect(apiErrorSchema.parse(body).id).toBe('not_acceptable');
  });

  it('answers 401 JSON without a valid bearer token', async () => {
    const cases: Record<string, string>[] = [{ accept: platformApiMediaType }, { accept: platformApiMediaType, authorization: 'Bearer nope' }];
    for (const headers of cases) {
      const { status, body } = await get(sandbox.platformApiUrl, '/account', headers);
      expect(status).toBe(401);
      expect(apiErrorSchema.parse(body).id).toBe('unauthorized');
    }
  });
});

describe('code-hosting link service', () => {
  it('answers the linked user', async () => {
    const { status, body } = await get(sandbox.codeHostingUrl, '/github/user', { authorization: `Bearer ${accessToken}` });
    expect(status).toBe(200);
    expect(codeHostingUserSchema.parse(body)).toMatchObject({ login: 'partner-acme', name: 'Priya Raman' });
  });

  it("answers the account's organisations, and 404 JSON for an account without any (the portal reads that as none)", async () => {
    const partnerOrgs = await get(sandbox.codeHostingUrl, '/github/orgs', { authorization: `Bearer ${accessToken}` });
    expect(partnerOrgs.status).toBe(200);
    expect(codeHostingOrgSchema.array().parse(partnerOrgs.body).map((org) => org.login)).toEqual(['acme-data']);
    const solo = (await obtainSandboxTokens(sandbox, 'owner@solo.test')).accessToken;
    const { status, body } = await get(sandbox.codeHostingUrl, '/github/orgs', { authorization: `Bearer ${solo}` });
    expect(status).toBe(404);
    expect(apiErrorSchema.parse(body).id).toBe('not_found');
  });

  it("searches the repositories of the account and its organisations only, by q", async () => {
    const search = async (q: string) =>
      repositorySearchSchema.parse((await get(sandbox.codeHostingUrl, `/github/search/repositories?q=${encodeURIComponent(q)}`, { authorization: `Bearer ${accessToken}` })).body);
    expect((await search('vault')).items.map((repository) => repository.full_name)).toEqual(['acme-data/vault-client-buildpack']);
    const everything = await search('buildpack');
    expect(everything.total_count).toBe(5);
    expect(everything.items.map((repository) => repository.owner.login)).not.toContain('northwind-monitoring');
  });

  it('requires a bearer token', async () => {
    for (const path of ['/github/user', '/github/orgs', '/github/search/repositories?q=a']) {
      expect((await get(sandbox.codeHostingUrl, path, {})).status, path).toBe(401);
    }
  });

  it('is the URL the BFF configuration calls CODE_HOSTING_API_URL', () => {
    expect(sandbox.codeHostingApiUrl).toBe(sandbox.codeHostingUrl);
  });
});
