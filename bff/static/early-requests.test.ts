import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { EARLY_REQUESTS_KEY, earlyRequestsScript, MAX_EARLY_REQUESTS, publicEarlyRequestsScript } from './early-requests';

const PARTNER = { signed_in: true, email: 'partner@acme.test', name: 'P', is_admin: false };

/** Runs the page's inline script as the browser would, with the page's facts and this tab's memory; answers what it fetched. */
function runScript(options: { facts?: object; stored?: unknown; path?: string }, html = earlyRequestsScript('n0nce')) {
  const fetched: { url: string; init: RequestInit }[] = [];
  const window: { __portalEarlyGets?: Record<string, Promise<Response>> } = {};
  const script = /<script nonce="[^"]*">([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
  runInNewContext(script, {
    window,
    document: { getElementById: (id: string) => (id === 'portal-session' && options.facts ? { textContent: JSON.stringify(options.facts) } : null) },
    location: { pathname: options.path ?? '/addons', search: '' },
    sessionStorage: { getItem: (key: string) => (key === EARLY_REQUESTS_KEY && options.stored !== undefined ? JSON.stringify(options.stored) : null) },
    fetch: (url: string, init: RequestInit) => {
      fetched.push({ url, init });
      return Promise.resolve(new Response(url === '/bff/visitor' ? null : '{"ok":true}', { status: url === '/bff/visitor' ? 204 : 200, headers: { 'X-Request-Id': 'r1' } }));
    },
    Response,
  });
  return { fetched, started: Object.keys(window.__portalEarlyGets ?? {}), answers: window.__portalEarlyGets ?? {} };
}

describe('the page’s early requests script (issue 33)', () => {
  it('carries the response’s nonce', () => {
    expect(earlyRequestsScript('abc+/=')).toMatch(/^<script nonce="abc\+\/=">/);
  });

  it('asks again for what this tab remembered for this address and user, with the client’s headers and cookies', () => {
    const { fetched, started } = runScript({ facts: PARTNER, stored: { email: PARTNER.email, pages: { '/addons': ['/api/v3/current_user', '/bff/visitor'] } } });
    expect(fetched).toEqual([
      { url: '/api/v3/current_user', init: { credentials: 'same-origin', headers: { Accept: 'application/json', 'X-CSRF': '1' } } },
      { url: '/bff/visitor', init: { credentials: 'same-origin', headers: { Accept: 'application/json', 'X-CSRF': '1' } } },
    ]);
    expect(started).toEqual(['/api/v3/current_user', '/bff/visitor']);
  });

  it('reads each answer whole at once, keeping its status and headers (a 204 with no body)', async () => {
    const { answers } = runScript({ facts: PARTNER, stored: { email: PARTNER.email, pages: { '/addons': ['/api/v3/current_user', '/bff/visitor'] } } });
    const user = await answers['/api/v3/current_user'];
    expect([user?.status, user?.headers.get('X-Request-Id'), await user?.text()]).toEqual([200, 'r1', '{"ok":true}']);
    const empty = await answers['/bff/visitor'];
    expect([empty?.status, await empty?.text()]).toEqual([204, '']);
  });

  it.each([
    ['another user’s memory', { facts: PARTNER, stored: { email: 'admin@platform.test', pages: { '/addons': ['/api/v3/addons'] } } }],
    ['a signed-out page', { facts: { signed_in: false }, stored: { email: PARTNER.email, pages: { '/addons': ['/api/v3/addons'] } } }],
    ['a page without facts', { stored: { email: PARTNER.email, pages: { '/addons': ['/api/v3/addons'] } } }],
    ['another address', { facts: PARTNER, path: '/company', stored: { email: PARTNER.email, pages: { '/addons': ['/api/v3/addons'] } } }],
    ['nothing remembered', { facts: PARTNER }],
    ['a damaged memory', { facts: PARTNER, stored: { email: PARTNER.email, pages: { '/addons': 'x' } } }],
  ])('asks for nothing on %s', (_case, options) => {
    expect(runScript(options).fetched).toEqual([]);
  });

  it('asks for nothing but paths under /api/ and /bff/ on this site, MAX_EARLY_REQUESTS at most', () => {
    const hostile = ['//evil.example/api/v3', 'https://evil.example/api/v3/x', '/api/\\evil.example', '/api/ x', 'javascript:alert(1)', '/login', '/api', 42];
    const many = Array.from({ length: MAX_EARLY_REQUESTS + 4 }, (_, index) => `/api/v3/item-${index}`);
    expect(runScript({ facts: PARTNER, stored: { email: PARTNER.email, pages: { '/addons': hostile } } }).fetched).toEqual([]);
    expect(runScript({ facts: PARTNER, stored: { email: PARTNER.email, pages: { '/addons': many } } }).fetched.map((each) => each.url)).toEqual(many.slice(0, MAX_EARLY_REQUESTS));
  });
});

describe('a list’s first page among the early requests (issue 33)', () => {
  const FIRST_PAGE = 'name ..; max=200';
  const remembered = (gets: unknown[]) => ({ facts: PARTNER, path: '/admin/addresses', stored: { email: PARTNER.email, pages: { '/admin/addresses': gets } } });

  it('asks for it with its Range beside the client’s headers, and keys its answer by address and Range', async () => {
    const { fetched, started, answers } = runScript(remembered(['/api/v3/current_user', { url: '/api/v3/companies', range: FIRST_PAGE }]));
    expect(fetched).toEqual([
      { url: '/api/v3/current_user', init: { credentials: 'same-origin', headers: { Accept: 'application/json', 'X-CSRF': '1' } } },
      { url: '/api/v3/companies', init: { credentials: 'same-origin', headers: { Accept: 'application/json', 'X-CSRF': '1', Range: FIRST_PAGE } } },
    ]);
    expect(started).toEqual(['/api/v3/current_user', `/api/v3/companies\n${FIRST_PAGE}`]);
    expect(await (await answers[`/api/v3/companies\n${FIRST_PAGE}`])?.text()).toBe('{"ok":true}');
  });

  it.each([
    ['a Range that splits a header', { url: '/api/v3/companies', range: 'name ..\r\nX-Evil: 1' }],
    ['a Range with a control character', { url: '/api/v3/companies', range: 'name ..\u0000' }],
    ['a Range beyond printable ASCII', { url: '/api/v3/companies', range: 'name ..; max=200\u2028' }],
    ['an empty Range', { url: '/api/v3/companies', range: '' }],
    ['a Range of 201 characters', { url: '/api/v3/companies', range: `name ${'a'.repeat(196)}` }],
    ['a Range that is not text', { url: '/api/v3/companies', range: 200 }],
    ['a Range of null', { url: '/api/v3/companies', range: null }],
    ['an address off the site', { url: '//evil.example/api/v3/companies', range: FIRST_PAGE }],
    ['an address outside /api/ and /bff/', { url: '/login', range: FIRST_PAGE }],
    ['no address', { range: FIRST_PAGE }],
    ['null', null],
  ])('asks for nothing on %s', (_case, get) => {
    expect(runScript(remembered([get])).fetched).toEqual([]);
  });

  it('asks for a Range of 200 characters, the most it takes', () => {
    const range = `name ${'a'.repeat(195)}`;
    expect(runScript(remembered([{ url: '/api/v3/companies', range }])).fetched.map((each) => (each.init.headers as Record<string, string>).Range)).toEqual([range]);
  });
});

describe('a public page’s early requests (issue 33)', () => {
  const headers = { credentials: 'same-origin', headers: { Accept: 'application/json', 'X-CSRF': '1' } };

  it.each([['/changelog'], ['/Changelog/'], ['/CHANGELOG']])('starts the changelog and the visitor on %s, for anyone, with the client’s headers', async (path) => {
    const { fetched, answers } = runScript({}, publicEarlyRequestsScript(path, 'n0nce'));
    expect(fetched).toEqual([
      { url: '/bff/visitor', init: headers },
      { url: '/api/v3/changelog', init: headers },
    ]);
    expect(await (await answers['/api/v3/changelog'])?.text()).toBe('{"ok":true}');
  });

  it('starts only the visitor on the provider home, and nothing on any other page (a signed-in screen asks from its tab’s memory)', () => {
    expect(runScript({}, publicEarlyRequestsScript('/provider/home', 'n0nce')).fetched.map((each) => each.url)).toEqual(['/bff/visitor']);
    for (const path of ['/addons', '/changelogs', '/changelog/x', '/', '/provider']) expect(publicEarlyRequestsScript(path, 'n0nce')).toBe('');
  });

  it('carries the response’s nonce', () => {
    expect(publicEarlyRequestsScript('/changelog', 'abc+/=')).toMatch(/^<script nonce="abc\+\/=">/);
  });
});
