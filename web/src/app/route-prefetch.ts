/**
 * Routes fetch while their code loads (issue 33): every route registry entry
 * declares the queries its screen asks for first, and the loader made here
 * starts them with TanStack Query's `prefetchQuery` beside the route's lazy
 * chunk (react-router runs a static `loader` and `lazy` in parallel). The
 * screen's own `useQuery` then finds the request already on its way instead of
 * asking after its first render.
 *
 * This module is in the entry chunk, so it imports no values from `api/` (zod
 * would ride in): the declarations import their query options with `import()`,
 * and the session check lives in route-prefetch-start.ts, loaded the same way.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { createContext as createRouterContext, RouterContextProvider, type LoaderFunction, type RouterContext, type Params, type RouteObject, type ShouldRevalidateFunction } from 'react-router';
import type { CurrentUser } from '../api/current-user';
import type { SessionInfo } from '../api/session';
import { startTogether } from './route-prefetch-batch';
import type { CompanyPermissionUser } from '../domain/company-permission';

/**
 * Query options as `queryOptions(...)` in `api/` builds them, for
 * `prefetchQuery` (their exact types differ per query, hence the loose shape).
 */
export interface PrefetchableQuery {
  queryKey: QueryKey;
}

/**
 * What a declaration is given. It is called at once, so its `import()`s load
 * beside the route's chunk; the session and the user are promises it awaits
 * only when it needs them (both reject for a signed-out visitor, whose
 * declaration then starts nothing).
 */
export interface RouteDataArgs {
  params: Params;
  /**
   * The address's query (`?period=7d`), for a screen that reads its state
   * from it: the declaration asks with the same values, so the screen finds
   * its query started rather than sending a second one. Absent: none.
   */
  search?: URLSearchParams;
  /** Who is signed in: the page's facts (no round trip), else `/bff/session`'s answer. */
  session: () => Promise<SessionInfo>;
  /** The signed-in user (`current_user`), asked once for every declaration that needs their company or id. */
  currentUser: () => Promise<CurrentUser>;
  /**
   * The user's company id (`undefined`: none): at once when this browser has
   * seen `current_user` for the same e-mail (route-prefetch-start.ts remembers
   * it, remembered-company.ts), else when `current_user` answers. A remembered
   * id can be out of date only if the user changed company since; the screen
   * asks with the current one itself, so that costs one wasted request.
   */
  companyId: () => Promise<string | undefined>;
  /**
   * Who the user is for company permissions (platform admin, company role),
   * for a role-gated query (`ifRoleMay`, role-prefetch.ts): at once when this
   * browser has seen `current_user` for the same e-mail (remembered beside the
   * company, same memory), else when `current_user` answers. Without it a
   * role-gated query always waited a round trip for `current_user` (issue 33:
   * Reports at depth 2 on the first load of a tab that knew the role).
   */
  permissionUser: () => Promise<CompanyPermissionUser>;
}

/**
 * One query to start: at once, or when what it depends on has answered (a
 * partner's add-ons need their company's id from `currentUser()`); `undefined`
 * when that answer says the screen will not ask.
 */
export type RouteQuery = PrefetchableQuery | Promise<PrefetchableQuery | undefined>;

/** A screen's first queries, from the same `api/` query options its hooks use. */
export type RouteQueries = (route: RouteDataArgs) => Promise<readonly RouteQuery[]>;

/** A public page's first queries: no session is read (spec §2 "Public routes"). */
export type PublicRouteQueries = (route: { params: Params }) => Promise<readonly PrefetchableQuery[]>;

/** A route whose screen has nothing worth starting early, and why (checked by route-prefetch.test.ts). */
export interface NoRouteData {
  none: string;
}

/** What every registry entry must say: its queries, or that it has none and why. */
export type RouteData = RouteQueries | NoRouteData;

/** The app's query client, handed to loaders by the router (router.ts); stories' routers have none, so nothing is prefetched there. */
export const queryClientContext = createRouterContext<QueryClient | null>(null);

export const noRouteData = (why: string): NoRouteData => ({ none: why });

/** Whether this navigation is the page's first (nothing but the full-page loading state is on screen yet). */
export const initialNavigationContext = createRouterContext<boolean>(false);

/**
 * The router context carrying `queryClient`, for `createBrowserRouter(routes, { getContext })`;
 * `isInitialNavigation` says, when a navigation starts, whether it is the page's first (router.ts).
 */
export const routerContextWith =
  (queryClient: QueryClient, isInitialNavigation: () => boolean = () => false) =>
  () =>
    new RouterContextProvider(
      new Map<RouterContext, unknown>([
        [queryClientContext, queryClient],
        [initialNavigationContext, isInitialNavigation()],
      ]),
    );

/**
 * A router made by `create` with the prefetch context: the app's query client,
 * and whether each navigation is the page's first (so its loaders may wait
 * briefly for the screen's data, FIRST_PAINT_DATA_WAIT_MS).
 */
export function withPrefetchContext<Router extends { state: { initialized: boolean } }>(
  queryClient: QueryClient,
  create: (getContext: () => RouterContextProvider) => Router,
): Router {
  // The first navigation starts inside `create`, before its router is returned: none yet is the first.
  const made: { router?: Router } = {};
  made.router = create(routerContextWith(queryClient, () => !made.router?.state.initialized));
  return made.router;
}

/** Loaders made by this module, so a test can tell a route that prefetches from one that was forgotten. */
const prefetchingLoaders = new WeakSet<LoaderFunction>();
export const isPrefetchingLoader = (loader: unknown): boolean => typeof loader === 'function' && prefetchingLoaders.has(loader as LoaderFunction);

function clientFrom(context: unknown): QueryClient | null {
  return context instanceof RouterContextProvider ? context.get(queryClientContext) : null;
}

/** Starts a route's queries; settles when their first answers are in (or will never be asked). */
type Start = (client: QueryClient, params: Params, search: URLSearchParams) => Promise<void>;

/**
 * How long the page's first navigation may wait for its screen's first
 * answers once its code is in (`firstPaintWithData`): the screen then renders
 * once, with its data, instead of a loading state replaced a moment later
 * (issue 33: the add-ons list, the changelog and the admin's repricing went
 * from about 4× their static twin's LCP to about 2.5×). Later navigations never
 * wait (the shell is on screen; a loading state is the quicker answer to a
 * click), and a slow API never holds the page longer than this.
 */
export const FIRST_PAINT_DATA_WAIT_MS = 120;

const waitAtMost = (answered: Promise<void>, ms: number): Promise<void> =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    void answered.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Code the screen renders on its first render that is not the route's own
 * chunk (an integration tab's screen): loaded before the route renders, like
 * the route's chunk, so the screen does not suspend on it (lazy-named.ts).
 */
export type ScreenCode = (route: Pick<RouteDataArgs, 'params' | 'session'>) => Promise<void>;

/** The signed-in session, at once from the page's facts (rejects for a signed-out visitor). */
const sessionOf = (client: QueryClient) => () =>
  import('./route-prefetch-start')
    .then(({ signedInSession }) => signedInSession(client))
    .then((known) => known ?? Promise.reject(new Error('Signed out: nothing to prefetch.')));

/** How a route's loader behaves besides starting its queries. */
export interface LoaderOptions {
  /** Code its screen renders on its first render, loaded before the route renders. */
  screenCode?: ScreenCode;
  /**
   * The page's first paint waits for this route's answers (FIRST_PAINT_DATA_WAIT_MS
   * at most): for a screen whose first paint is its data (a list). Not for a
   * layout (the shell, the workspace: drawn around a screen), nor a workspace
   * section, whose largest paint is its introduction, which needs no data: held
   * for the section's answers, it painted 30–80 ms later (issue 33's bench).
   */
  firstPaintWithData?: boolean;
}

function loaderStarting(start: Start | undefined, { screenCode, firstPaintWithData = false }: LoaderOptions = {}): LoaderFunction {
  const loader: LoaderFunction = ({ params, context, request }) => {
    const client = clientFrom(context);
    const first = firstPaintWithData && context instanceof RouterContextProvider && context.get(initialNavigationContext);
    // The catch is for a chunk that failed to load (the screen's own load reports that),
    // and a failed request is the screen's own query's error to show.
    const answered = client && start ? start(client, params, new URL(request.url).searchParams).catch(() => undefined) : undefined;
    // A chunk that failed to load is the screen's to report (ChunkLoadFailed in its place), not the route's.
    const code = client && screenCode ? screenCode({ params, session: sessionOf(client) }).then(() => null, () => null) : null;
    // Navigation waits for the route's code; for the screen's own data only on the page's first, and briefly.
    if (!first || !answered) return code;
    return Promise.all([code, waitAtMost(answered, FIRST_PAINT_DATA_WAIT_MS)]).then(() => null);
  };
  prefetchingLoaders.add(loader);
  return loader;
}

/**
 * The loader for a signed-in route: once the session is known (at once from
 * the page's facts), starts `data`'s queries. Nothing is asked for a
 * signed-out visitor: the session guard sends them to sign in.
 */
export function prefetchingLoader(data: RouteData, options?: LoaderOptions): LoaderFunction {
  if (typeof data !== 'function') return loaderStarting(undefined, options);
  return loaderStarting(async (client, params, search) => {
    // Both loads start now, side by side: the session check's code and the declaration's query options.
    const start = import('./route-prefetch-start');
    const signedIn = start.then(({ signedInSession }) => signedInSession(client));
    const session = () => signedIn.then((known) => known ?? Promise.reject(new Error('Signed out: nothing to prefetch.')));
    const currentUser = () => Promise.all([session(), start]).then(([, { currentUser: ask }]) => ask(client));
    const remembered = () => Promise.all([session(), start]).then(([known, { rememberedCompany }]) => rememberedCompany(client, known.email));
    const companyId = () => remembered().then((memory) => (memory ? memory.id : currentUser().then((user) => user.company?.id)));
    const permissionUser = () => remembered().then((memory) => memory?.role ?? currentUser());
    const queries = data({ params, search, session, currentUser, companyId, permissionUser });
    await startTogether(client, queries.then(async (list) => ((await signedIn) ? list : [])));
  }, options);
}

/** The loader for a public page: starts `data`'s queries with no session read. */
export function publicPrefetchingLoader(data: PublicRouteQueries | NoRouteData, options?: Pick<LoaderOptions, 'firstPaintWithData'>): LoaderFunction {
  if (typeof data !== 'function') return loaderStarting(undefined, options);
  return loaderStarting((client, params) => startTogether(client, data({ params })), options);
}

/**
 * A route-prefetch loader runs again only when its route's params change (a
 * new add-on, a new panel), never for a search-only change or a write: the
 * queries are the screen's to refresh. Without this, every keystroke of a
 * search kept in the URL (the plans list's `?q=`) ran the loaders, which made
 * the navigation asynchronous, and the search field, bound to the URL, dropped
 * letters ("Tier 42" searched as "T42").
 */
export const revalidateOnNewParams: ShouldRevalidateFunction = ({ currentParams, nextParams }) => {
  const keys = new Set([...Object.keys(currentParams), ...Object.keys(nextParams)]);
  return [...keys].some((key) => currentParams[key] !== nextParams[key]);
};

/** `routes`, with {@link revalidateOnNewParams} on every route whose loader is a route-prefetch loader. */
export function withPrefetchRevalidation(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? { children: withPrefetchRevalidation(route.children) } : {};
    const quiet = isPrefetchingLoader(route.loader) ? { shouldRevalidate: revalidateOnNewParams } : {};
    return { ...route, ...quiet, ...children } as RouteObject;
  });
}

