import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionKey } from '../api/session';
import { createQueryClient } from './query-client';
import { routerContextWith } from './route-prefetch';
import { EARLY_REQUESTS_KEY, earlyAnswerKey, installEarlyRequests, recordFirstLoadUntil } from './route-prefetch-early';
import { routes } from './routes';

const CLIENT_HEADERS = { Accept: 'application/json', 'X-CSRF': '1' };

/** A window as much as installEarlyRequests uses: the page's facts, its address, sessionStorage, timers and fetch. */
function fakeWindow(options: { facts?: object | undefined; path?: string; stored?: unknown; early?: Record<string, Promise<Response>> } = {}) {
  const storage = new Map<string, string>();
  if (options.stored !== undefined) storage.set(EARLY_REQUESTS_KEY, JSON.stringify(options.stored));
  const timers: (() => void)[] = [];
  const asked: string[] = [];
  const answers = new Map<string, (response: Response) => void>();
  const win = {
    __portalEarlyGets: options.early,
    document: { getElementById: (id: string) => (id === 'portal-session' && options.facts ? { textContent: JSON.stringify(options.facts) } : null) },
    location: { pathname: options.path ?? '/addons', search: '' },
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    },
    setTimeout: (run: () => void) => timers.push(run),
    fetch: vi.fn(
      (input: string) =>
        new Promise<Response>((resolve) => {
          asked.push(input);
          answers.set(input, resolve);
        }),
    ),
  };
  installEarlyRequests(win as unknown as Window);
  const saved = () => JSON.parse(storage.get(EARLY_REQUESTS_KEY) ?? 'null') as unknown;
  return { win: win as unknown as Window, asked, answers, saved, runTimers: () => timers.forEach((run) => run()) };
}

const PARTNER = { signed_in: true, email: 'partner@acme.test', name: 'P', is_admin: false };

describe('early requests: what the SPA remembers for the next load (issue 33)', () => {
  it('remembers the GETs made before the first answer, for this address and user', async () => {
    const { win, answers, saved } = fakeWindow({ facts: PARTNER });
    void win.fetch('/api/v3/current_user', { headers: CLIENT_HEADERS });
    void win.fetch('/api/v3/companies/acme-data/addons', { method: 'GET', headers: CLIENT_HEADERS });
    void win.fetch('/api/v3/addons', { method: 'POST', headers: CLIENT_HEADERS, body: '{}' });
    void win.fetch('/api/v3/account', { headers: { ...CLIENT_HEADERS, 'Heroku-Two-Factor-Code': '1' } });
    void win.fetch('https://evil.example/api/v3/x', { headers: CLIENT_HEADERS });
    expect(saved()).toBeNull();
    answers.get('/api/v3/current_user')?.(new Response('{}'));
    await Promise.resolve();
    await Promise.resolve();
    void win.fetch('/api/v3/notifications', { headers: CLIENT_HEADERS });
    expect(saved()).toEqual({ email: 'partner@acme.test', pages: { '/addons': ['/api/v3/current_user', '/api/v3/companies/acme-data/addons'] } });
  });

  it("remembers a whole first batch as large as Next steps' twelve GETs, so none waits for the SPA's code on the next load", () => {
    const addon = '/api/v3/addons/acme-insights';
    const lists = ['beta_requirements/business', 'beta_requirements/technical', 'ga_requirements/technical', 'ga_requirements/pricing', 'ga_requirements/supplier'];
    const batch = ['/api/v3/current_user', '/api/v3/notifications', addon, ...['approvals', 'progressions', 'automatic_reviews', 'documentations', ...lists].map((each) => `${addon}/${each}`)];
    const { win, saved, runTimers } = fakeWindow({ facts: PARTNER, path: '/addons/acme-insights/next-steps' });
    for (const url of batch) void win.fetch(url, { headers: CLIENT_HEADERS });
    runTimers();
    expect(saved()).toEqual({ email: 'partner@acme.test', pages: { '/addons/acme-insights/next-steps': batch } });
  });

  it('remembers nothing on a page that names no signed-in user', async () => {
    for (const facts of [undefined, { signed_in: false }]) {
      const { win, answers, saved, runTimers } = fakeWindow({ facts });
      void win.fetch('/bff/visitor', { headers: CLIENT_HEADERS });
      answers.get('/bff/visitor')?.(new Response('{}'));
      await Promise.resolve();
      runTimers();
      expect(saved()).toBeNull();
    }
  });

  it("replaces another user's memory instead of adding to it", async () => {
    const { win, saved, runTimers } = fakeWindow({ facts: PARTNER, stored: { email: 'admin@platform.test', pages: { '/admin/users': ['/api/v3/users'] } } });
    void win.fetch('/api/v3/current_user', { headers: CLIENT_HEADERS });
    runTimers();
    expect(saved()).toEqual({ email: 'partner@acme.test', pages: { '/addons': ['/api/v3/current_user'] } });
  });
});

describe('early requests: a list’s first page, asked with its Range (issue 33, api/list-pages.ts)', () => {
  const FIRST_PAGE = 'name ..; max=200';

  it('remembers a first page with its Range beside plain GETs, once each, and nothing asked with other headers', () => {
    const { win, saved, runTimers } = fakeWindow({ facts: PARTNER, path: '/admin/addresses' });
    void win.fetch('/api/v3/current_user', { headers: CLIENT_HEADERS });
    void win.fetch('/api/v3/companies', { headers: { ...CLIENT_HEADERS, Range: FIRST_PAGE } });
    void win.fetch('/api/v3/companies', { headers: { ...CLIENT_HEADERS, Range: FIRST_PAGE } });
    void win.fetch('/api/v3/companies', { headers: { ...CLIENT_HEADERS, Range: 'id ..; max=1000' } });
    void win.fetch('/api/v3/companies', { headers: { ...CLIENT_HEADERS, Range: FIRST_PAGE, 'Heroku-Two-Factor-Code': '1' } });
    void win.fetch('/api/v3/companies', { headers: { Range: FIRST_PAGE } });
    runTimers();
    expect(saved()).toEqual({
      email: 'partner@acme.test',
      pages: {
        '/admin/addresses': ['/api/v3/current_user', { url: '/api/v3/companies', range: FIRST_PAGE }, { url: '/api/v3/companies', range: 'id ..; max=1000' }],
      },
    });
  });

  it('hands a first page’s early answer only to the same address with the same Range', async () => {
    const early = new Response('[]', { status: 206 });
    const answers = { [earlyAnswerKey('/api/v3/companies', FIRST_PAGE)]: Promise.resolve(early) };
    const { win, asked } = fakeWindow({ facts: PARTNER, path: '/admin/addresses', early: answers });
    void win.fetch('/api/v3/companies', { headers: CLIENT_HEADERS });
    void win.fetch('/api/v3/companies', { headers: { ...CLIENT_HEADERS, Range: 'id ..; max=1000' } });
    expect(asked).toEqual(['/api/v3/companies', '/api/v3/companies']);
    expect(await win.fetch('/api/v3/companies', { headers: { ...CLIENT_HEADERS, range: FIRST_PAGE } })).toBe(early);
    expect(asked).toHaveLength(2);
  });
});

describe('early requests: the page’s answers taken by the SPA', () => {
  it('hands the early answer to the same GET with the client’s headers, once', async () => {
    const early = new Response('{"early":true}');
    const { win, asked } = fakeWindow({ facts: PARTNER, early: { '/api/v3/current_user': Promise.resolve(early) } });
    expect(await win.fetch('/api/v3/current_user', { headers: CLIENT_HEADERS })).toBe(early);
    void win.fetch('/api/v3/current_user', { headers: CLIENT_HEADERS });
    expect(asked).toEqual(['/api/v3/current_user']);
  });

  it('asks itself when the headers differ, the method is not GET, or the early request failed', async () => {
    const { win, asked } = fakeWindow({
      facts: PARTNER,
      early: { '/api/v3/a': Promise.resolve(new Response('')), '/api/v3/b': Promise.resolve(new Response('')), '/api/v3/c': Promise.reject(new TypeError('network')) },
    });
    void win.fetch('/api/v3/a', { headers: { ...CLIENT_HEADERS, 'Heroku-Two-Factor-Code': '123456' } });
    void win.fetch('/api/v3/c', { headers: CLIENT_HEADERS });
    // Last: a write drops the early answers still waiting (below).
    void win.fetch('/api/v3/b', { method: 'DELETE', headers: CLIENT_HEADERS });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual(['/api/v3/a', '/api/v3/b', '/api/v3/c']);
  });

  it('drops answers nobody asked for in time', () => {
    const { win, asked, runTimers } = fakeWindow({ facts: PARTNER, early: { '/api/v3/current_user': Promise.resolve(new Response('')) } });
    runTimers();
    void win.fetch('/api/v3/current_user', { headers: CLIENT_HEADERS });
    expect(asked).toEqual(['/api/v3/current_user']);
  });
});

describe('early answers and writes', () => {
  it('are dropped by a write, so a read after it asks afresh instead of taking an answer older than the write', async () => {
    const early = { '/api/v3/addons/acme/plans': Promise.resolve(new Response('"before the write"')) };
    const { win, asked } = fakeWindow({ facts: PARTNER, path: '/addons/acme/plans', early });
    void win.fetch('/api/v3/addons/acme/plans', { method: 'POST', headers: CLIENT_HEADERS, body: '{}' });
    void win.fetch('/api/v3/addons/acme/plans', { headers: CLIENT_HEADERS });
    expect(asked).toEqual(['/api/v3/addons/acme/plans', '/api/v3/addons/acme/plans']);
  });

  it('are still handed out after other reads (a read changes nothing)', async () => {
    const early = { '/api/v3/addons/acme/plans': Promise.resolve(new Response('"early"')) };
    const { win, asked } = fakeWindow({ facts: PARTNER, path: '/addons/acme/plans', early });
    void win.fetch('/api/v3/current_user', { headers: CLIENT_HEADERS });
    expect(await (await win.fetch('/api/v3/addons/acme/plans', { headers: CLIENT_HEADERS })).json()).toBe('early');
    expect(asked).toEqual(['/api/v3/current_user']);
  });
});


describe('early requests: route queries that waited for the first answer are remembered too (issue 33)', () => {
  /** Enough ticks for the answers' promise chains. */
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('keeps recording past the first answer while the routes are still starting their queries, and stops when they have', async () => {
    const { win, answers, saved } = fakeWindow({ facts: PARTNER });
    let started = (): void => undefined;
    recordFirstLoadUntil(new Promise<void>((resolve) => (started = resolve)));
    void win.fetch('/api/v3/current_user', { headers: CLIENT_HEADERS });
    answers.get('/api/v3/current_user')?.(new Response('{}'));
    await flush();
    expect(saved()).toBeNull();
    void win.fetch('/api/v3/companies/acme-data/addons', { headers: CLIENT_HEADERS });
    started();
    await flush();
    // The routes' queries have all started: a later GET is the screen's own doing.
    void win.fetch('/api/v3/later', { headers: CLIENT_HEADERS });
    expect(saved()).toEqual({ email: 'partner@acme.test', pages: { '/addons': ['/api/v3/current_user', '/api/v3/companies/acme-data/addons'] } });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("the first load after signing in at /addons remembers the company's add-ons, asked once current_user named the company", async () => {
    const { win, answers, saved } = fakeWindow({ facts: PARTNER });
    vi.stubGlobal('fetch', win.fetch);
    // No company remembered yet: this tab has never seen current_user.
    vi.stubGlobal('sessionStorage', win.sessionStorage);
    const client = createQueryClient();
    client.setQueryData(sessionKey(), { email: 'partner@acme.test', name: 'P', isAdmin: false });
    const router = createMemoryRouter(routes, { initialEntries: ['/addons'], getContext: routerContextWith(client) });
    try {
      await vi.waitFor(() => expect(answers.has('/api/v3/current_user')).toBe(true));
      answers.get('/api/v3/current_user')?.(
        Response.json({
          id: 'u1',
          email: 'partner@acme.test',
          name: 'P',
          admin: true,
          provider: true,
          acknowledged_msa: true,
          platform_admin: false,
          company: { id: 'acme-data', name: 'Acme Data' },
          company_role: 'owner',
        }),
      );
      await vi.waitFor(() => expect(saved()).not.toBeNull());
      expect(saved()).toEqual({
        email: 'partner@acme.test',
        pages: { '/addons': expect.arrayContaining(['/api/v3/current_user', '/api/v3/notifications', '/api/v3/companies/acme-data/addons']) as unknown },
      });
    } finally {
      router.dispose();
    }
  });
});
