import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { namesSourceMap } from '../../bff/static/source-maps';
import { startPortal, type TestPortal } from '../support/portal';
import { rawRequest } from '../support/raw-http';

/*
 * The outside review's finding (issue 32 §5.1): `GET /assets/<chunk>.js%2emap`
 * returned the whole source map, because the BFF's `.map` check read the raw
 * path and the static server decodes it. The stand-in build output
 * (tests/support/fake-build-output.ts) has a map on disk in both served
 * folders; whatever the spelling, none may come back. Sent as raw bytes, so
 * no client normalises the path first.
 */
let portal: TestPortal;
beforeAll(async () => {
  portal = await startPortal({ env: { REDIS_URL: inject('redisUrl') } });
});
afterAll(() => portal?.close());

const HOSTILE_PATHS = [
  '/assets/app.js.map',
  '/app.js.map',
  '/assets/app.js%2emap',
  '/assets/app.js%2Emap',
  '/app.js%2emap',
  '/assets/app%2ejs%2emap',
  '/assets/app.js.%6dap',
  '/assets/app.js%2E%4D%41%50',
  '/assets/app.js%252emap',
  '/assets/app.js%25252Emap',
  '/assets/app.js.map;',
  '/assets/app.js.map;x=1',
  '/assets/app.js%2emap;x=1',
  '/assets/app.js.map.',
  '/assets/app.js.map%2e',
  '/assets/app.js.map/',
  '/assets/app.js.map%2f',
  '/assets/app.js.map%00',
  '/assets/app.js.map%20',
  '/assets/app.js%2emap?x=1',
  '/assets/APP.JS%2EMAP',
  '/assets/x/..%2fapp.js.map',
  '/assets/x/..%2fapp.js%2emap',
  '/assets/%2e/app.js%2emap',
  '/assets%2fapp.js%2emap',
  '/assets/x/%2e%2e/app.js%2emap',
  '//assets/app.js%2emap',
  '/assets/app.js%2emap%23',
];

describe('no source map is served, however its path is written (issue 32 §5.1)', () => {
  it.each(HOSTILE_PATHS)('GET %s is a 404 without the map', async (path) => {
    const answer = await rawRequest(portal.url, path, { headers: { accept: '*/*' } });
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain('secret.ts');
    expect(answer.body).not.toContain('"version":3');
  });

  it('still serves the scripts themselves, and pages whose names merely contain "map"', async () => {
    const script = await rawRequest(portal.url, '/assets/app.js');
    expect(script.status).toBe(200);
    expect(script.body).toBe('console.log("app")');
    for (const path of ['/sitemap', '/addons/road.mapping/plans', '/addons/mapbox']) {
      const page = await rawRequest(portal.url, path, { headers: { accept: 'text/html' } });
      expect(page.status, path).toBe(200);
      expect(page.body, path).toContain('<div id="root">');
    }
  });
});

describe('namesSourceMap', () => {
  it.each(HOSTILE_PATHS.map((path) => path.split('?')[0] as string))('catches %s', (path) => {
    expect(namesSourceMap(path)).toBe(true);
  });

  it.each(['/assets/app.js', '/sitemap', '/addons/road.mapping', '/assets/app.js%2e', '/%zz.map-less', '/addons/mapbox'])('lets %s through', (path) => {
    expect(namesSourceMap(path)).toBe(false);
  });
});
