import { createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserQueryOptions } from '../api/current-user';
import { sessionKey } from '../api/session';
import { stubFetch } from '../test-support/fetch-stub';
import { createQueryClient } from './query-client';
import { prefetchingLoader, routerContextWith } from './route-prefetch';
import { REMEMBERED_COMPANY_KEY } from './remembered-company';
import { ifRoleMay } from './role-prefetch';
import { workspaceSections } from './workspace-sections';
import { memoryStorage, partnerCurrentUserWire, partnerSession } from '../test-support/signed-in-partner';

/**
 * A role-gated route query (Reports: `viewReports`) decided from the role this
 * tab remembers from `current_user` (issue 33): sent with the first batch, not
 * a round trip after `current_user`, and never for a role that may not read it.
 */

const partner = partnerSession;
const currentUserWire = partnerCurrentUserWire;
const REPORTS = '/api/v3/addons/acme-postgres/reports';
const CURRENT_USER = '/api/v3/current_user';


const remember = (storage: Storage, email: string, companyRole: string | null, platformAdmin = false) =>
  storage.setItem(REMEMBERED_COMPANY_KEY, JSON.stringify({ email, companyId: 'acme-data', companyRole, platformAdmin }));

const routers: { dispose(): void }[] = [];
afterEach(() => {
  for (const router of routers.splice(0)) router.dispose();
});

/** Opens the Reports section with its real declaration; its screen's chunk never loads, so every request is the loader's. */
function openReports() {
  const reports = workspaceSections.find((section) => section.path === 'reports');
  if (!reports) throw new Error('No Reports section');
  const client = createQueryClient();
  client.setQueryData(sessionKey(), partner);
  const held = new Promise<never>(() => undefined);
  const tree: RouteObject[] = [
    { path: '/', Component: () => null },
    { path: '/addons/:slug/reports', loader: prefetchingLoader(reports.data), lazy: async () => held },
  ];
  const router = createMemoryRouter(tree, { initialEntries: ['/'], getContext: routerContextWith(client) });
  routers.push(router);
  void router.navigate('/addons/acme-postgres/reports');
  return client;
}

/** Enough ticks for the loader's imports and its batch (route-prefetch.ts's setTimeout) to have run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("Reports' role-gated prefetch from the role this tab remembers (issue 33: depth 1 on a tab's first load of it)", () => {
  const { fetchMock } = stubFetch();
  let storage: Storage;
  /** Answers the held current_user request with `role`. */
  let answerCurrentUser: (role: string) => void;
  const asked = () => fetchMock.mock.calls.map(([url]) => String(url));

  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    const currentUser = new Promise<string>((resolve) => {
      answerCurrentUser = resolve;
    });
    fetchMock.mockImplementation(async (url) =>
      String(url) === CURRENT_USER ? Response.json({ ...currentUserWire, company_role: await currentUser }) : Response.json([]),
    );
  });

  it('a remembered role that may read reports (Owner) starts them before current_user answers', async () => {
    remember(storage, 'partner@acme.test', 'owner');
    openReports();
    await vi.waitFor(() => expect(asked()).toContain(REPORTS));
    // current_user is still unanswered (held): the reports did not wait for it.
    expect(asked()).not.toContain(CURRENT_USER);
  });

  it('a remembered role that may not (Developer) starts no reports request, even once current_user answers', async () => {
    remember(storage, 'partner@acme.test', 'developer');
    openReports();
    await vi.waitFor(() => expect(asked()).toContain('/api/v3/companies/acme-data/addons'));
    answerCurrentUser('developer');
    await settle();
    expect(asked()).not.toContain(REPORTS);
  });

  it("another user's remembered role is not used: the reports wait for current_user, and follow its answer", async () => {
    remember(storage, 'someone-else@acme.test', 'owner');
    openReports();
    await vi.waitFor(() => expect(asked()).toContain(CURRENT_USER));
    await settle();
    expect(asked()).not.toContain(REPORTS);
    answerCurrentUser('owner');
    await vi.waitFor(() => expect(asked()).toContain(REPORTS));
  });

  it("another user's Owner role does not start reports for a Developer", async () => {
    remember(storage, 'someone-else@acme.test', 'owner');
    openReports();
    await vi.waitFor(() => expect(asked()).toContain(CURRENT_USER));
    answerCurrentUser('developer');
    await settle();
    expect(asked()).not.toContain(REPORTS);
  });

  it('a memory without a role (kept before roles were) waits for current_user, as with none', async () => {
    storage.setItem(REMEMBERED_COMPANY_KEY, JSON.stringify({ email: 'partner@acme.test', companyId: 'acme-data' }));
    openReports();
    await vi.waitFor(() => expect(asked()).toContain(CURRENT_USER));
    await settle();
    expect(asked()).not.toContain(REPORTS);
    answerCurrentUser('finance');
    await vi.waitFor(() => expect(asked()).toContain(REPORTS));
  });

  it("current_user's answer is remembered with its role, and a new answer replaces the old role", async () => {
    remember(storage, 'partner@acme.test', 'owner');
    const client = openReports();
    await vi.waitFor(() => expect(asked()).toContain(REPORTS));
    // The screen asks current_user itself; its answer (the role changed meanwhile) is what the next load decides from.
    void client.fetchQuery(currentUserQueryOptions());
    answerCurrentUser('developer');
    await vi.waitFor(() =>
      expect(JSON.parse(storage.getItem(REMEMBERED_COMPANY_KEY) ?? 'null')).toEqual({
        email: 'partner@acme.test',
        companyId: 'acme-data',
        companyRole: 'developer',
        platformAdmin: false,
      }),
    );
  });
});

describe('a role-gated prefetch refused because the remembered role was lowered since', () => {
  it('is not flashed (the screen decides from a fresh current_user), while an ungated one keeps the global handling', async () => {
    const gated = await ifRoleMay(async () => ({ companyRole: 'owner' as const, platformAdmin: false }), 'viewReports', { queryKey: ['reports'], meta: { label: 'reports' } });
    expect(gated?.queryKey).toEqual(['reports']);
    expect((gated as { meta?: Record<string, unknown> } | undefined)?.meta).toEqual({ label: 'reports', globalErrorHandling: false });
    expect(await ifRoleMay(async () => ({ companyRole: 'developer' as const, platformAdmin: false }), 'viewReports', { queryKey: ['reports'] })).toBeUndefined();
  });
});
