/**
 * Writes to the sandbox buildpack registry over real HTTP (issue 23): a
 * bearer token for every write (401 unauthorized), owners and team members
 * only (403 forbidden), the second factor a team requires (403 two_factor
 * without it or with a wrong one), creating a buildpack and publishing a ref
 * that moves from pending to published — or failed, for the seeded bad ref —
 * with the clock, rollback numbering, archive, and the registry's 422s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TWO_FACTOR_CODE } from '../../fixtures/data/buildpack-teams';
import { BUILD_MS } from '../../fixtures/model/registry-records';
import { startSandbox, type Sandbox } from '../../fixtures/sandbox';
import { buildpackSchema } from '../../web/src/api/buildpacks';
import { buildpackRevisionSchema, type BuildpackRevisionWire } from '../../web/src/api/buildpack-revisions';
import { apiErrorSchema } from '../../web/src/api/error-response';
import { registryApi, type RegistryCall } from '../support/registry-api';
import { obtainSandboxTokens } from '../support/sandbox-token';

let sandbox: Sandbox;
let registry: ReturnType<typeof registryApi>;
let token: string;
/** How far the sandbox's clock is ahead of the real one: moved instead of sleeping through a build. */
let ahead = 0;
const PARTNER_ID = '6f1c2a9e-4b7d-4c1e-9a53-0d2b7e8f1a01';

beforeAll(async () => {
  sandbox = await startSandbox({ now: () => new Date(Date.now() + ahead) });
  registry = registryApi(sandbox);
  token = (await obtainSandboxTokens(sandbox, 'partner@acme.test')).accessToken;
});

afterAll(async () => {
  await sandbox?.close();
});

async function errorOf(path: string, call: RegistryCall): Promise<[number, string, string]> {
  const { status, body } = await registry(path, call);
  const error = apiErrorSchema.parse(body);
  return [status, error.id, error.message];
}

/** The revision once its build has had time to finish: the sandbox's clock moved on by a build's time. */
async function settled(slug: string, id: string): Promise<BuildpackRevisionWire> {
  ahead += BUILD_MS + 300;
  return buildpackRevisionSchema.parse((await registry(`/buildpacks/${slug}/revisions/${id}`)).body);
}

const post = (body?: unknown, extra: RegistryCall = {}): RegistryCall => ({ method: 'POST', token, ...(body !== undefined ? { body } : {}), ...extra });

describe('who may write', () => {
  it.each([
    ['/buildpacks', { name: 'x', namespace: 'partner-acme' }],
    ['/buildpacks/partner-acme%2Fjq/revisions', { ref: 'v3' }],
    ['/buildpacks/partner-acme%2Fjq/actions/rollback', undefined],
    ['/buildpacks/partner-acme%2Fjq/actions/archive', undefined],
  ])('POST %s without a token is 401 unauthorized', async (path, body) => {
    const [status, id] = await errorOf(path, { method: 'POST', ...(body ? { body } : {}) });
    expect([status, id]).toEqual([401, 'unauthorized']);
  });

  it("answers 403 forbidden on a team's buildpack to someone outside the team, and changes nothing", async () => {
    for (const path of ['/buildpacks/northwind%2Fnw-agent/revisions', '/buildpacks/northwind%2Fnw-agent/actions/archive']) {
      const [status, id] = await errorOf(path, post(path.endsWith('revisions') ? { ref: 'v1.0.0' } : undefined));
      expect([status, id], path).toEqual([403, 'forbidden']);
    }
    expect((await registry('/buildpacks/northwind%2Fnw-agent')).status).toBe(200);
    expect(buildpackRevisionSchema.array().parse((await registry('/buildpacks/northwind%2Fnw-agent/revisions')).body)).toHaveLength(1);
  });
});

describe('the second factor of a team that requires one', () => {
  const path = '/buildpacks/acme-secure%2Fvault-client/revisions';

  it('says so on the buildpack', async () => {
    expect(buildpackSchema.parse((await registry('/buildpacks/acme-secure%2Fvault-client')).body)).toMatchObject({
      two_factor_authentication: true,
      owner: { name: 'acme-secure', type: 'enterprise' },
    });
  });

  it('is 403 two_factor without a code and with a wrong one, and 201 with the right one', async () => {
    expect((await errorOf(path, post({ ref: 'v1.1.0' }))).slice(0, 2)).toEqual([403, 'two_factor']);
    const [status, id, message] = await errorOf(path, post({ ref: 'v1.1.0' }, { twoFactorCode: '000000' }));
    expect([status, id]).toEqual([403, 'two_factor']);
    expect(message).toMatch(/not valid/);
    const published = await registry(path, post({ ref: 'v1.1.0' }, { twoFactorCode: SANDBOX_TWO_FACTOR_CODE }));
    expect(published.status).toBe(201);
    expect(buildpackRevisionSchema.parse(published.body)).toMatchObject({ ref: 'v1.1.0', status: 'pending', release: null, published_by_id: PARTNER_ID });
  });
});

describe('publishing a new buildpack', () => {
  const create = {
    name: 'Fresh_pack',
    namespace: 'partner-acme',
    description: 'Trying the publish flow',
    category: 'tools',
    source: { type: 'github', owner: 'partner-acme', repo: 'fresh-buildpack' },
    support: { method: 'website', address: 'https://acme.test/help' },
    owner: { id: PARTNER_ID, type: 'user' },
  };

  it('creates it, refuses the same name again and a name against the rule, with 422s', async () => {
    const created = await registry('/buildpacks', post(create));
    expect(created.status).toBe(201);
    expect(buildpackSchema.strict().parse(created.body)).toMatchObject({ name: 'Fresh_pack', owner: { type: 'user', name: 'Priya Raman' } });
    expect((await errorOf('/buildpacks', post({ ...create, name: 'fresh_PACK' }))).slice(0, 2)).toEqual([422, 'name_taken']);
    for (const name of ['-fresh', 'fresh pack', 'fresh/pack', '']) {
      expect((await errorOf('/buildpacks', post({ ...create, name }))).slice(0, 2), name).toEqual([422, 'invalid_params']);
    }
    expect((await errorOf('/buildpacks', post({ ...create, name: 'other', namespace: 'acme' }))).slice(0, 2)).toEqual([422, 'namespace_taken']);
  });

  it("takes a namespace whatever its letter case: 'Acme' and 'ACME' are acme's team's; a different namespace is free", async () => {
    for (const namespace of ['Acme', 'ACME']) {
      expect((await errorOf('/buildpacks', post({ ...create, name: 'cased', namespace }))).slice(0, 2), namespace).toEqual([422, 'namespace_taken']);
    }
    const free = await registry('/buildpacks', post({ ...create, name: 'cased', namespace: 'acme-labs' }));
    expect(free.status).toBe(201);
    expect(buildpackSchema.parse(free.body)).toMatchObject({ namespace: 'acme-labs', name: 'cased' });
  });

  it('refuses a team buildpack to someone outside the team', async () => {
    expect((await errorOf('/buildpacks', post({ ...create, name: 'other', owner: { id: 'b7e10000-0000-4000-8000-00000000a003', type: 'team' } }))).slice(0, 2)).toEqual([
      403,
      'forbidden',
    ]);
  });

  it('publishes a tag: pending, refused again while pending, then published as release 1', async () => {
    const path = '/buildpacks/partner-acme%2FFresh_pack/revisions';
    expect((await errorOf(path, post({ ref: 'v9.9.9' }))).slice(0, 2)).toEqual([422, 'unknown_ref']);
    const created = await registry(path, post({ ref: 'v0.1.0' }));
    expect(created.status).toBe(201);
    const pending = buildpackRevisionSchema.parse(created.body);
    expect(pending).toMatchObject({ status: 'pending', release: null, tarball: null });
    expect((await errorOf(path, post({ ref: 'main' }))).slice(0, 2)).toEqual([422, 'revision_pending']);
    expect(await settled('partner-acme%2FFresh_pack', pending.id)).toMatchObject({ status: 'published', release: 1, error: null });
  });

  it('fails the seeded bad ref, with the reason and no release', async () => {
    const created = await registry('/buildpacks/partner-acme%2Finsights-agent/revisions', post({ ref: 'v2.0.0-rc1' }));
    const revision = buildpackRevisionSchema.parse(created.body);
    const failed = await settled('partner-acme%2Finsights-agent', revision.id);
    expect(failed).toMatchObject({ status: 'failed', release: null, tarball: null });
    expect(failed.error).toMatch(/bin\/detect/);
  });
});

describe('rollback and archive', () => {
  it('rolls back as a new release that republishes the previous published version', async () => {
    const rolled = await registry('/buildpacks/acme%2Fmetrics/actions/rollback', post());
    expect(rolled.status).toBe(200);
    expect(buildpackRevisionSchema.parse(rolled.body)).toMatchObject({ ref: 'v5.0.0', status: 'published', release: 4 });
    const releases = buildpackRevisionSchema
      .array()
      .parse((await registry('/buildpacks/acme%2Fmetrics/revisions')).body)
      .map((revision) => [revision.release, revision.ref]);
    expect(releases).toEqual([
      [4, 'v5.0.0'],
      [3, 'v5.1.0'],
      [2, 'v5.0.0'],
      [1, 'v4.9.0'],
    ]);
  });

  it('a second rollback goes further back (v4.9.0), never forward to the release the first one left (v5.1.0); then there is nothing left', async () => {
    const rolled = buildpackRevisionSchema.parse((await registry('/buildpacks/acme%2Fmetrics/actions/rollback', post())).body);
    expect(rolled).toMatchObject({ ref: 'v4.9.0', status: 'published', release: 5 });
    expect((await errorOf('/buildpacks/acme%2Fmetrics/actions/rollback', post())).slice(0, 2)).toEqual([422, 'no_previous_release']);
  });

  it('marks a rollback with the revision it republishes, and a publish with none', async () => {
    const revisions = buildpackRevisionSchema.array().parse((await registry('/buildpacks/acme%2Fmetrics/revisions')).body);
    const byRelease = new Map(revisions.map((revision) => [revision.release, revision]));
    expect(byRelease.get(4)?.republishes).toBe(byRelease.get(2)?.id);
    expect(byRelease.get(5)?.republishes).toBe(byRelease.get(1)?.id);
    expect(byRelease.get(3)?.republishes).toBeNull();
  });

  it('refuses a rollback while a revision is pending (422 revision_pending), and rolls back once it is published', async () => {
    const path = '/buildpacks/partner-acme%2Finsights-agent';
    const pending = buildpackRevisionSchema.parse((await registry(`${path}/revisions`, post({ ref: 'v1.1.0' }))).body);
    expect(pending.status).toBe('pending');
    expect((await errorOf(`${path}/actions/rollback`, post())).slice(0, 2)).toEqual([422, 'revision_pending']);
    const published = await settled('partner-acme%2Finsights-agent', pending.id);
    expect(published.status).toBe('published');
    const rolled = await registry(`${path}/actions/rollback`, post());
    expect(rolled.status).toBe(200);
    expect(buildpackRevisionSchema.parse(rolled.body)).toMatchObject({ status: 'published', release: (published.release ?? 0) + 1 });
  });

  it('refuses a rollback with nothing before the current release (422)', async () => {
    expect((await errorOf('/buildpacks/partner-acme%2Fjq/actions/rollback', post())).slice(0, 2)).toEqual([422, 'no_previous_release']);
  });

  it('archives: answers the buildpack, which is then gone from reads and search', async () => {
    const archived = await registry('/buildpacks/partner-acme%2Fjq/actions/archive', post());
    expect(archived.status).toBe(200);
    expect(buildpackSchema.parse(archived.body)).toMatchObject({ namespace: 'partner-acme', name: 'jq' });
    expect((await registry('/buildpacks/partner-acme%2Fjq')).status).toBe(404);
    const search = buildpackSchema.array().parse((await registry('/buildpacks?in[namespace][]=partner-acme')).body);
    expect(search.map((buildpack) => buildpack.name)).not.toContain('jq');
  });
});
