import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../test-support/fetch-stub';
import { createQueryClient } from './query-client';
import { routerContextWith } from './route-prefetch';
import { routes } from './routes';

const routers: { dispose(): void }[] = [];
afterEach(() => {
  for (const router of routers.splice(0)) router.dispose();
});

describe('a public page (issue 33: every request on its way before the first answer)', () => {
  const { fetchMock } = stubFetch();

  it("sends the header's visitor and the changelog in one batch, with no session read", async () => {
    const asked: string[] = [];
    /** What had been asked by the time the visitor could have answered (the next task). */
    let askedBeforeVisitorAnswered: string[] | undefined;
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      asked.push(url);
      if (url === '/bff/visitor') {
        await new Promise((resolve) => setTimeout(resolve, 0));
        askedBeforeVisitorAnswered = [...asked];
        return Response.json({ signed_in: false });
      }
      return Response.json([]);
    });
    const router = createMemoryRouter(routes, { initialEntries: ['/changelog'], getContext: routerContextWith(createQueryClient()) });
    routers.push(router);
    await vi.waitFor(() => expect(askedBeforeVisitorAnswered).toBeDefined());
    expect(askedBeforeVisitorAnswered?.some((url) => url.includes('/changelog'))).toBe(true);
    expect(asked.filter((url) => url.startsWith('/bff/') && url !== '/bff/visitor')).toEqual([]);
  });
});
