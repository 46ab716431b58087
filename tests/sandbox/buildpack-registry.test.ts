/**
 * The sandbox buildpack registry over real HTTP, on the registry's public
 * contract (issue 23): the Accept it insists on, reads without a token, the
 * exact resource shapes, search with repeated brackets, and the errors its
 * CLI knows (401 unauthorized, 403 forbidden/two_factor, 404 not_found).
 * Writes (publishing, rollback, archive) are in buildpack-registry-writes.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../fixtures/sandbox';
import { buildpackSchema } from '../../web/src/api/buildpacks';
import { buildpackRevisionSchema } from '../../web/src/api/buildpack-revisions';
import { membershipSchema } from '../../web/src/api/buildpack-memberships';
import { buildpackReadmeSchema, buildpackRefSchema } from '../../web/src/api/buildpack-sources';
import { apiErrorSchema } from '../../web/src/api/error-response';
import { registryApi } from '../support/registry-api';
import { obtainSandboxTokens } from '../support/sandbox-token';

let sandbox: Sandbox;
let registry: ReturnType<typeof registryApi>;
let partnerToken: string;
const PARTNER_ID = '6f1c2a9e-4b7d-4c1e-9a53-0d2b7e8f1a01';

beforeAll(async () => {
  sandbox = await startSandbox();
  registry = registryApi(sandbox);
  partnerToken = (await obtainSandboxTokens(sandbox, 'partner@acme.test')).accessToken;
});

afterAll(async () => {
  await sandbox?.close();
});

const slugs = (body: unknown) => buildpackSchema.array().parse(body).map((buildpack) => `${buildpack.namespace}/${buildpack.name}`);

describe('the Accept header', () => {
  it.each(['application/json', 'application/vnd.heroku+json; version=3', '*/*', 'application/vnd.heroku+json; version=3.buildpack-registryX'])(
    'answers 406 not_acceptable to Accept: %s',
    async (accept) => {
      const { status, body } = await registry('/buildpacks', { accept });
      expect(status).toBe(406);
      expect(apiErrorSchema.parse(body).id).toBe('not_acceptable');
    },
  );

  it('takes the registry media type, also among others and with spaces', async () => {
    for (const accept of ['application/vnd.heroku+json; version=3.buildpack-registry', 'text/html, application/vnd.heroku+json;version=3.buildpack-registry']) {
      expect((await registry('/buildpacks', { accept })).status, accept).toBe(200);
    }
  });
});

describe('reads need no token', () => {
  it('answers a buildpack by URL-encoded namespace/name and by id, in the exact wire shape', async () => {
    const bySlug = await registry('/buildpacks/partner-acme%2Finsights-agent');
    expect(bySlug.status).toBe(200);
    const buildpack = buildpackSchema.strict().parse(bySlug.body);
    expect(buildpack).toMatchObject({
      name: 'insights-agent',
      namespace: 'partner-acme',
      category: 'tools',
      two_factor_authentication: false,
      source: { type: 'github', owner: 'partner-acme', repo: 'insights-agent-buildpack' },
      support: { method: 'email', address: 'support@acme.test' },
      owner: { id: PARTNER_ID, name: 'Priya Raman', type: 'user' },
    });
    expect(buildpack.blob_url).toMatch(/^https:\/\//);
    expect((await registry(`/buildpacks/${buildpack.id}`)).body).toEqual(bySlug.body);
  });

  it('answers revisions newest first with releases counted per buildpack, a failed one without a release', async () => {
    const { status, body } = await registry('/buildpacks/partner-acme%2Finsights-agent/revisions');
    expect(status).toBe(200);
    const revisions = buildpackRevisionSchema.strict().array().parse(body);
    expect(revisions.map((revision) => [revision.ref, revision.status, revision.release])).toEqual([
      ['v1.2.0', 'published', 3],
      ['v2.0.0-rc1', 'failed', null],
      ['v1.1.0', 'published', 2],
      ['v1.0.0', 'published', 1],
    ]);
    const failed = revisions[1]!;
    expect(failed).toMatchObject({ tarball: null, checksum: null, published_by_email: 'partner@acme.test' });
    expect(failed.error).toMatch(/bin\/detect/);
    expect(revisions[0]!.tarball).toMatch(/^https:\/\//);
    const one = await registry(`/buildpacks/partner-acme%2Finsights-agent/revisions/${revisions[0]!.id}`);
    expect(one.body).toEqual(revisions[0]);
  });

  it('answers the readme base64-encoded, and the linked repository’s tags and branches', async () => {
    const readme = buildpackReadmeSchema.strict().parse((await registry('/buildpacks/partner-acme%2Finsights-agent/readme')).body);
    expect(readme.encoding).toBe('base64');
    expect(Buffer.from(readme.content, 'base64').toString('utf8')).toMatch(/^# Insights agent buildpack/);
    const tags = buildpackRefSchema.strict().array().parse((await registry('/buildpacks/partner-acme%2Finsights-agent/tags')).body);
    expect(tags.map((tag) => tag.name)).toEqual(['v2.0.0-rc1', 'v1.2.0', 'v1.1.0', 'v1.0.0']);
    const branches = buildpackRefSchema.array().parse((await registry('/buildpacks/partner-acme%2Finsights-agent/branches')).body);
    expect(branches.map((branch) => branch.name)).toEqual(['main', 'next']);
  });

  it('answers 404 not_found for an unknown buildpack, revision or readme', async () => {
    for (const path of ['/buildpacks/nobody%2Fnothing', '/buildpacks/partner-acme%2Finsights-agent/revisions/nope', '/buildpacks/nobody%2Fnothing/tags']) {
      const { status, body } = await registry(path);
      expect(status, path).toBe(404);
      expect(apiErrorSchema.parse(body).id, path).toBe('not_found');
    }
  });
});

describe('search with repeated brackets', () => {
  it('takes every in[namespace][] given, and narrows by in[name][] and like[description]', async () => {
    expect(slugs((await registry('/buildpacks?in[namespace][]=acme&in[namespace][]=partner-acme')).body)).toEqual([
      'acme/metrics',
      'partner-acme/insights-agent',
      'partner-acme/jq',
    ]);
    expect(slugs((await registry('/buildpacks?in%5Bnamespace%5D%5B%5D=acme&in%5Bnamespace%5D%5B%5D=northwind')).body)).toEqual(['acme/metrics', 'northwind/nw-agent']);
    expect(slugs((await registry('/buildpacks?in[namespace][]=partner-acme&in[name][]=jq')).body)).toEqual(['partner-acme/jq']);
    expect(slugs((await registry('/buildpacks?like[description]=ACME%20INSIGHTS')).body)).toEqual(['acme/metrics', 'partner-acme/insights-agent']);
    expect(slugs((await registry('/buildpacks?in[namespace][]=nobody')).body)).toEqual([]);
  });

  it('refuses like[description] given twice with 422 invalid_params', async () => {
    const { status, body } = await registry('/buildpacks?like[description]=a&like[description]=b');
    expect(status).toBe(422);
    expect(apiErrorSchema.parse(body).id).toBe('invalid_params');
  });
});

describe("a user's own buildpacks and memberships", () => {
  it('lists the caller’s own buildpacks, and their teams with the second-factor flag', async () => {
    expect(slugs((await registry(`/users/${PARTNER_ID}/buildpacks`, { token: partnerToken })).body)).toEqual(['partner-acme/insights-agent', 'partner-acme/jq']);
    const memberships = membershipSchema.strict().array().parse((await registry(`/users/${PARTNER_ID}/memberships`, { token: partnerToken })).body);
    expect(memberships.map((membership) => [membership.team.name, membership.team.type, membership.team.two_factor_authentication, membership.role])).toEqual([
      ['acme', 'team', false, 'admin'],
      ['acme-secure', 'enterprise', true, 'admin'],
    ]);
  });

  it('answers 401 unauthorized without a token and 403 forbidden for someone else', async () => {
    const anonymous = await registry(`/users/${PARTNER_ID}/buildpacks`);
    expect(anonymous.status).toBe(401);
    expect(apiErrorSchema.parse(anonymous.body).id).toBe('unauthorized');
    const solo = (await obtainSandboxTokens(sandbox, 'owner@solo.test')).accessToken;
    for (const path of [`/users/${PARTNER_ID}/buildpacks`, `/users/${PARTNER_ID}/memberships`]) {
      const { status, body } = await registry(path, { token: solo });
      expect(status, path).toBe(403);
      expect(apiErrorSchema.parse(body).id).toBe('forbidden');
    }
  });
});

describe('the OpenAPI document', () => {
  it('is served without Accept and lists every registry path', async () => {
    const document = (await (await fetch(new URL('/openapi.json', sandbox.buildpackRegistryUrl))).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/buildpacks', '/buildpacks/{buildpack}/revisions', '/buildpacks/{buildpack}/actions/rollback']));
  });
});
