/**
 * The buildpack registry through the BFF (issue 23): `/buildpack-registry/*`
 * reaches BUILDPACK_REGISTRY_URL with the session's bearer and the registry's
 * Accept (whatever the browser sent), and the browser's
 * `Heroku-Two-Factor-Code` crosses to the registry only; against the real
 * sandbox registry, a partner reads, is challenged for the second factor and
 * publishes with it. Hostile paths are in proxy.test.ts's tables.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SANDBOX_TWO_FACTOR_CODE } from '../../fixtures/data/buildpack-teams';
import { BUILDPACK_REGISTRY_MEDIA_TYPE } from '../../web/src/api/buildpacks';
import type { BrowserSession } from '../support/browser-session';
import { startPortal, type TestPortal } from '../support/portal';
import { apiCall, signedInBrowser } from '../support/portal-sign-in';
import { startRecordingUpstream } from '../support/recording-upstream';

let recorded: TestPortal;
let real: TestPortal;
let recorder: Awaited<ReturnType<typeof startRecordingUpstream>>;
let partnerAtRecorded: BrowserSession;
let partner: BrowserSession;

beforeAll(async () => {
  recorder = await startRecordingUpstream();
  recorded = await startPortal({ env: { REDIS_URL: inject('redisUrl'), BUILDPACK_REGISTRY_URL: `${recorder.url}/registry`, PLATFORM_API_URL: recorder.url } });
  real = await startPortal({ env: { REDIS_URL: inject('redisUrl') } });
  [partnerAtRecorded, partner] = await Promise.all([signedInBrowser(recorded.url, 'partner@acme.test'), signedInBrowser(real.url, 'partner@acme.test')]);
});

afterAll(async () => {
  await Promise.all([recorded?.close(), real?.close()]);
  await recorder?.close();
});

describe('what the registry receives', () => {
  it('the bearer, the registry Accept instead of the browser’s, the second factor and the query as sent', async () => {
    const before = recorder.requests.length;
    const response = await apiCall(partnerAtRecorded, `${recorded.url}/buildpack-registry/buildpacks/b9c0/revisions?in[namespace][]=a&in[namespace][]=b`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'heroku-two-factor-code': '424242', authorization: 'Bearer forged' },
      body: JSON.stringify({ ref: 'v1' }),
    });
    expect(response.status).toBe(200);
    const [received] = recorder.requests.slice(before);
    expect(received?.url).toBe('/registry/buildpacks/b9c0/revisions?in[namespace][]=a&in[namespace][]=b');
    expect(received?.headers.accept).toBe(BUILDPACK_REGISTRY_MEDIA_TYPE);
    expect(received?.headers.authorization).toMatch(/^Bearer [\w-]{20,}$/);
    expect(received?.headers.authorization).not.toBe('Bearer forged');
    expect(received?.headers['heroku-two-factor-code']).toBe('424242');
    expect(received?.headers.cookie).toBeUndefined();
  });

  it('never passes the second factor to another upstream', async () => {
    const before = recorder.requests.length;
    await apiCall(partnerAtRecorded, `${recorded.url}/platform/account`, { headers: { 'heroku-two-factor-code': '424242' } });
    const [received] = recorder.requests.slice(before);
    expect(received?.url).toBe('/account');
    expect(received?.headers['heroku-two-factor-code']).toBeUndefined();
  });

  it('refuses a call without X-CSRF before the registry', async () => {
    const before = recorder.requests.length;
    const response = await partnerAtRecorded.request(`${recorded.url}/buildpack-registry/buildpacks`, {});
    expect(response.status).toBe(403);
    expect(recorder.requests.slice(before)).toEqual([]);
  });
});

describe('the sandbox registry through the BFF', () => {
  it('answers a search with repeated brackets', async () => {
    const response = await apiCall(partner, `${real.url}/buildpack-registry/buildpacks?in[namespace][]=acme&in[namespace][]=acme-secure`);
    expect(response.status).toBe(200);
    const found = (await response.json()) as { namespace: string; name: string }[];
    expect(found.map((buildpack) => `${buildpack.namespace}/${buildpack.name}`)).toEqual(['acme/metrics', 'acme-secure/vault-client']);
  });

  it('challenges for the second factor, then publishes with it', async () => {
    const path = `${real.url}/buildpack-registry/buildpacks/b9c00000-0000-4000-8000-000000000004/revisions`;
    const init = (code?: string): RequestInit => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(code ? { 'heroku-two-factor-code': code } : {}) },
      body: JSON.stringify({ ref: 'v1.1.0' }),
    });
    const challenged = await apiCall(partner, path, init());
    expect(challenged.status).toBe(403);
    expect(await challenged.json()).toMatchObject({ id: 'two_factor' });
    const published = await apiCall(partner, path, init(SANDBOX_TWO_FACTOR_CODE));
    expect(published.status).toBe(201);
    expect(await published.json()).toMatchObject({ ref: 'v1.1.0', status: 'pending' });
    // A second-factor refusal is not the token's: the session is still there.
    expect((await apiCall(partner, `${real.url}/bff/session`)).status).toBe(200);
  });
});
