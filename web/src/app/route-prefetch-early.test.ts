import { describe, expect, it, vi } from 'vitest';
import { EARLY_REQUESTS_KEY, installEarlyRequests } from './route-prefetch-early';

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

