import { expect, test, type Page, type Request } from '@playwright/test';
import { EARLY_REQUESTS_KEY } from '../../bff/static/early-requests';
import { expectNoAxeViolations, signIn } from './journeys';

/*
 * Routes fetch while their code loads (issue 33): on a full page load, each
 * screen's first API request is on its way before the screen's route chunk has
 * finished loading (the route's loader starts it beside the chunk, instead of
 * the screen asking after its first render), and no /bff/session request is
 * made (the page carries who is signed in). Times are when the page asked
 * (Playwright's `request` event) and when the answer arrived (`response`,
 * `requestfinished`), read in the order the browser reports them. Not the
 * resource timing's start: that is when the network stack took the request,
 * and over HTTP/1.1 a page asking one origin for more than six things at once
 * queues the seventh until a connection is free, so a request the page asked
 * with the first batch could "start" just after another's answer (stop 44's
 * CI: a Next steps list, 2 ms after the add-on's).
 *
 * The route chunk is held back for three seconds, as a slow network would: on this
 * machine every chunk arrives within milliseconds, before any script has run,
 * so without the hold the order would say nothing about what waits for what.
 * A screen that asks only after its first render cannot ask before the chunk
 * arrives; one whose route started its data has the answer by then.
 */
// One second was not enough on a loaded two-core machine: the sandbox's answer
// for plans itself took longer, though it was asked for at once.
const CHUNK_HOLD_MS = 3_000;

interface Seen {
  path: string;
  /** When the page asked (epoch milliseconds by this process's clock, as the browser's events arrive in order). */
  startedAt: number;
  /** When the answer's headers arrived. */
  answeredAt: number;
  /** When its body had arrived. */
  finishedAt: number;
}

/** Every request of the next page load that got an answer, with when it was asked, answered and finished. */
function recordRequests(page: Page): Seen[] {
  const seen: Seen[] = [];
  // Fractional milliseconds, so two events never read as the same instant.
  const now = () => performance.timeOrigin + performance.now();
  const asked = new Map<Request, number>();
  const answered = new Map<Request, number>();
  page.on('request', (request) => asked.set(request, now()));
  page.on('response', (response) => answered.set(response.request(), now()));
  page.on('requestfinished', (request: Request) => {
    const finishedAt = now();
    const startedAt = asked.get(request) ?? Number.NaN;
    seen.push({ path: new URL(request.url()).pathname, startedAt, answeredAt: answered.get(request) ?? finishedAt, finishedAt });
  });
  return seen;
}

/** Holds every answer matching `url` back CHUNK_HOLD_MS after it has arrived, as a slow network would. */
async function holdBack(page: Page, url: string | ((url: URL) => boolean)): Promise<void> {
  await page.route(url, async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, CHUNK_HOLD_MS));
    await route.fulfill({ response });
  });
}

/** Every request made at all (answered or not), by path. */
function recordAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  return asked;
}

interface Screen {
  name: string;
  persona: string;
  path: string;
  /** The screen's route chunk, by its built file name. */
  chunk: RegExp;
  /** The API request the screen shows first (its LCP element's data). */
  firstCall: RegExp;
  /** The screen's content, once it has its data. */
  ready(page: Page): Promise<void>;
}

const screens: Screen[] = [
  {
    name: 'All Add-ons',
    persona: 'admin@platform.test',
    path: '/addons',
    chunk: /^\/assets\/AddonsPage-[\w-]+\.js$/,
    firstCall: /^\/api\/v3\/addons$/,
    ready: (page) => expect(page.getByRole('grid', { name: 'All add-ons' }).getByRole('link', { name: 'Acme Postgres' })).toBeVisible(),
  },
  {
    name: "an add-on's plans",
    persona: 'partner@acme.test',
    path: '/addons/acme-postgres/plans',
    chunk: /^\/assets\/PlansPage-[\w-]+\.js$/,
    firstCall: /^\/api\/v3\/addons\/acme-postgres\/(features|plans)$/,
    ready: (page) => expect(page.getByRole('region', { name: 'Plans' }).first()).toBeVisible(),
  },
  {
    // Not its LCP element's data but its last: an Owner's invitations were asked only once the screen had rendered (issue 33, bench depth 3).
    name: "an add-on's company (an Owner's invitations)",
    persona: 'partner@acme.test',
    path: '/addons/acme-postgres/company',
    chunk: /^\/assets\/CompanyPage-[\w-]+\.js$/,
    firstCall: /^\/api\/v3\/companies\/[\w-]+\/invitations$/,
    ready: async (page) => {
      const invitations = page.getByRole('region', { name: 'Invitations' });
      // Other journeys may have left invitations (invitation.spec.ts): a list or none, either once loaded.
      await expect(invitations.getByRole('table', { name: 'Pending invitations' }).or(invitations.getByText('No pending invitations.'))).toBeVisible();
    },
  },
  {
    name: 'admin repricing',
    persona: 'admin@platform.test',
    path: '/admin/repricing',
    chunk: /^\/assets\/RepricingReviewPage-[\w-]+\.js$/,
    firstCall: /^\/api\/v3\/repricings$/,
    ready: (page) => expect(page.getByRole('grid', { name: 'Current repricing requests' })).toBeVisible(),
  },
];

for (const screen of screens) {
  test(`${screen.name}: a full page load asks for the screen's data before its code has loaded, and never /bff/session`, async ({ page }) => {
    await signIn(page, screen.persona, screen.path);
    await screen.ready(page);

    const finished = recordRequests(page);
    const asked = recordAsked(page);
    await holdBack(page, (url) => screen.chunk.test(url.pathname));
    await page.reload();
    await screen.ready(page);
    await expectNoAxeViolations(page);

    const chunk = finished.find((request) => screen.chunk.test(request.path));
    const call = finished.find((request) => screen.firstCall.test(request.path));
    expect(chunk, `the route chunk ${screen.chunk} among ${finished.map((request) => request.path).join(', ')}`).toBeDefined();
    expect(call, `the screen's first API call ${screen.firstCall}`).toBeDefined();
    if (!chunk || !call) return;
    // The data did not wait for the code: asked, and answered, while the chunk was still on its way.
    const late = `${call.path} started ${(call.startedAt - chunk.finishedAt).toFixed(0)} ms after ${chunk.path} finished loading`;
    expect(call.startedAt, late).toBeLessThan(chunk.finishedAt);
    expect(call.finishedAt, `${call.path} answered after ${chunk.path} finished loading`).toBeLessThan(chunk.finishedAt);
    expect(asked.filter((path) => path === '/bff/session')).toEqual([]);
  });
}

/*
 * Next steps reads the add-on's requirement lists only while it is in alpha or
 * beta, a state its route cannot know before the add-on has answered. Waiting
 * for it put the lists a round trip after the page (critical-path depth 2), so
 * the route starts every list any state reads beside the add-on itself
 * (features/next-steps/next-steps-data.ts): each is on its way before the
 * add-on's answer comes back.
 */
test("Next steps: a full page load asks for the requirement lists and the automatic reviews before the add-on's answer comes back", async ({ page }) => {
  const slug = 'acme-insights';
  const ready = () => expect(page.getByRole('heading', { name: 'From alpha to beta' })).toBeVisible();
  await signIn(page, 'partner@acme.test', `/addons/${slug}/next-steps`);
  await ready();
  // Forget what this tab asked for first (bff/static/early-requests.ts would ask again from the page itself): the load shows what the routes start.
  await page.evaluate((key) => sessionStorage.removeItem(key), EARLY_REQUESTS_KEY);

  const finished = recordRequests(page);
  // The screen's chunk is held back, so a list its own hooks ask for cannot be asked before the add-on's answer: only the route's loader can.
  await holdBack(page, (url) => /^\/assets\/NextStepsPage-[\w-]+\.js$/.test(url.pathname));
  await page.reload();
  await ready();
  const dependent = new RegExp(`^/api/v3/addons/${slug}/((beta|ga)_requirements/\\w+|automatic_reviews)$`);
  await expect.poll(() => finished.filter((request) => dependent.test(request.path)).length, { message: 'five requirement lists and the automatic reviews answered' }).toBe(6);
  const addon = finished.find((request) => request.path === `/api/v3/addons/${slug}`);
  expect(addon, `the add-on among ${finished.map((request) => request.path).join(', ')}`).toBeDefined();
  if (!addon) return;
  for (const request of finished.filter((each) => dependent.test(each.path))) {
    expect(request.startedAt, `${request.path} asked ${(request.startedAt - addon.answeredAt).toFixed(0)} ms after the add-on's answer`).toBeLessThan(addon.answeredAt);
  }
});

/*
 * Loaded again in the same tab, the page itself asks for what the last load
 * asked first (bff/static/early-requests.ts). Next steps' first batch is
 * twelve GETs; when the memory held eight, the other four waited for the SPA's
 * code and went out after the page's answers had come back (depth 2 again).
 * The entry script is held back here, so a request the SPA sends itself cannot
 * start before the page's early answers are in.
 */
test("Next steps, loaded again: the page asks for the whole first batch itself, each before any answer comes back", async ({ page }) => {
  const slug = 'acme-insights';
  const ready = () => expect(page.getByRole('heading', { name: 'From alpha to beta' })).toBeVisible();
  await signIn(page, 'partner@acme.test', `/addons/${slug}/next-steps`);
  await ready();
  // This load is remembered for the next (at its first answer).
  await page.reload();
  await ready();

  const finished = recordRequests(page);
  await holdBack(page, (url) => /^\/assets\/index-[\w-]+\.js$/.test(url.pathname));
  await page.reload();
  await ready();
  const addon = `/api/v3/addons/${slug}`;
  const batch = ['/api/v3/current_user', addon, ...['approvals', 'progressions', 'automatic_reviews', 'documentations'].map((each) => `${addon}/${each}`)];
  const isBatch = (path: string) => batch.includes(path) || new RegExp(`^${addon}/(beta|ga)_requirements/\\w+$`).test(path);
  await expect.poll(() => finished.filter((request) => isBatch(request.path)).length, { message: 'the first batch answered' }).toBe(batch.length + 5);
  const firstAnswer = Math.min(...finished.filter((request) => /^\/(api|bff)\//.test(request.path)).map((request) => request.answeredAt));
  for (const request of finished.filter((each) => isBatch(each.path))) {
    expect(request.startedAt, `${request.path} started ${(request.startedAt - firstAnswer).toFixed(0)} ms after the first answer`).toBeLessThan(firstAnswer);
  }
});

/*
 * A list read in pages (web/src/api/list-pages.ts) asks for its first page with
 * a `Range`; the page's early requests remember and replay it, Range and all
 * (issue 33). Without the Range the early answer could not serve it, and the
 * companies screens waited for the SPA's code before asking, as before the page
 * asked at all.
 */
test("Addresses, loaded again: the page asks for the companies' first page, with its Range, before the SPA's entry has loaded, and once", async ({ page }) => {
  const ready = () => expect(page.getByRole('grid', { name: 'Company addresses' }).getByRole('link', { name: 'Acme Data' }).first()).toBeVisible();
  await signIn(page, 'admin@platform.test', '/admin/addresses');
  await ready();
  // This load is remembered for the next.
  await page.reload();
  await ready();

  const entry = /^\/assets\/index-[\w-]+\.js$/;
  const finished = recordRequests(page);
  const ranges: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v3/companies') ranges.push(request.headers().range);
  });
  await holdBack(page, (url) => entry.test(url.pathname));
  await page.reload();
  await ready();

  // The seed's companies fit in the first page: one request, the one the page asked.
  expect(ranges, 'the companies asked once, for the first page by name').toEqual(['name ..; max=200']);
  const code = finished.find((request) => entry.test(request.path));
  const list = finished.find((request) => request.path === '/api/v3/companies');
  expect(code, `the entry among ${finished.map((request) => request.path).join(', ')}`).toBeDefined();
  expect(list?.startedAt ?? Infinity, 'the first page asked before the entry had loaded').toBeLessThan(code?.answeredAt ?? 0);
});

/*
 * Reports are read by some company roles only, so their route starts them once
 * the role is known (app/role-prefetch.ts). A tab that has seen current_user
 * remembers the role beside the company: a reload asks for the reports beside
 * current_user, not a round trip after its answer (bench: depth 2 on a tab's
 * first loads of the screen). current_user's answer is held back here, so a
 * request that waits for it cannot start before it.
 */
test('Reports, loaded again: the reports are asked before current_user answers (the tab remembers the role)', async ({ page }) => {
  const path = '/addons/acme-postgres/reports';
  const ready = () => expect(page.getByRole('table', { name: 'Monthly reports' })).toBeVisible();
  await signIn(page, 'partner@acme.test', path);
  await ready();
  // Forget what this tab asked for first (the page would ask for the reports itself): the load shows what the route starts.
  await page.evaluate((key) => sessionStorage.removeItem(key), EARLY_REQUESTS_KEY);

  const finished = recordRequests(page);
  await holdBack(page, '**/api/v3/current_user');
  await page.reload();
  await ready();
  const user = finished.find((request) => request.path === '/api/v3/current_user');
  const reports = finished.find((request) => request.path === `/api/v3/addons/acme-postgres/reports`);
  expect(user, `current_user among ${finished.map((request) => request.path).join(', ')}`).toBeDefined();
  expect(reports, 'the reports request').toBeDefined();
  if (!user || !reports) return;
  expect(reports.startedAt, `the reports asked ${(reports.startedAt - user.answeredAt).toFixed(0)} ms after current_user's answer`).toBeLessThan(user.answeredAt);
});

/*
 * The same in a new tab (a bookmark, a link opened in a new tab): the role and
 * company are remembered by the browser, not the tab (app/remembered-company.ts),
 * so the new tab's first load does not wait for current_user either.
 */
test('Reports in a new tab: the reports are asked before current_user answers (the browser remembers the role)', async ({ page }) => {
  const path = '/addons/acme-postgres/reports';
  await signIn(page, 'partner@acme.test', path);
  await expect(page.getByRole('table', { name: 'Monthly reports' })).toBeVisible();

  const tab = await page.context().newPage();
  const finished = recordRequests(tab);
  await holdBack(tab, '**/api/v3/current_user');
  await tab.goto(path);
  await expect(tab.getByRole('table', { name: 'Monthly reports' })).toBeVisible();
  const user = finished.find((request) => request.path === '/api/v3/current_user');
  const reports = finished.find((request) => request.path === '/api/v3/addons/acme-postgres/reports');
  expect(user, `current_user among ${finished.map((request) => request.path).join(', ')}`).toBeDefined();
  expect(reports, 'the reports request').toBeDefined();
  if (!user || !reports) return;
  expect(reports.startedAt, `the reports asked ${(reports.startedAt - user.answeredAt).toFixed(0)} ms after current_user's answer`).toBeLessThan(user.answeredAt);
  await tab.close();
});

/*
 * A public page is the same for every visitor, so its page starts its GETs
 * itself (bff/static/early-requests.ts, PUBLIC_PAGE_GETS): the changelog's
 * entries were asked only once the SPA's entry had run. Each is asked once
 * (the SPA takes the page's answer: a second request would count twice
 * against the changelog's rate limit), before the entry has loaded.
 */
test("the public changelog: the page asks for its entries and the visitor before the SPA's entry has loaded, each once", async ({ page }) => {
  const entry = /^\/assets\/index-[\w-]+\.js$/;
  const finished = recordRequests(page);
  const asked = recordAsked(page);
  await holdBack(page, (url) => entry.test(url.pathname));
  await page.goto('/changelog');
  await expect(page.getByRole('region', { name: /^[A-Z][a-z]+ 2026$/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  const code = finished.find((request) => entry.test(request.path));
  expect(code, `the entry among ${finished.map((request) => request.path).join(', ')}`).toBeDefined();
  for (const path of ['/api/v3/changelog', '/bff/visitor']) {
    expect(asked.filter((each) => each === path), `${path} asked once`).toEqual([path]);
    const call = finished.find((request) => request.path === path);
    expect(call?.startedAt ?? Infinity, `${path} started before the entry finished loading`).toBeLessThan(code?.finishedAt ?? 0);
  }
});
