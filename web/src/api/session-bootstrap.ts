/**
 * Who is signed in, as the BFF wrote it into the page (bff/static/page-session.ts):
 * the `/bff/visitor` answer as inert JSON, so the first screen needs no
 * `/bff/session` round trip. Absent on the public pages and when the session
 * store was slow; anything missing, malformed or of another shape counts as
 * absent, and the SPA asks `/bff/session` as before.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { toCamel } from './case';
import { sessionQueryOptions, type SessionInfo } from './session';
import { visitorSchema, type Visitor } from './visitor';

/** The element's id (the BFF writes the same one: PAGE_SESSION_ELEMENT_ID). */
export const PAGE_SESSION_ELEMENT_ID = 'portal-session';

type PageDocument = Pick<Document, 'getElementById'>;

/** The page's facts, checked with the schema `/bff/visitor` is checked with; undefined when absent or unusable. */
export function readPageVisitor(doc: PageDocument | undefined = globalThis.document): Visitor | undefined {
  const text = doc?.getElementById(PAGE_SESSION_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = visitorSchema.safeParse(json);
  return parsed.success ? toCamel(parsed.data) : undefined;
}

/**
 * When the facts were true: the start of this page load, on the browser's own
 * clock (the BFF read them after that, so this errs towards stale). The session
 * query's `staleTime` counts from here and refetches when due.
 */
const pageLoadedAt = (): number => Math.floor(globalThis.performance?.timeOrigin ?? Date.now());

let pageVisitor: { visitor: Visitor | undefined } | undefined;

/** The facts of this page load, read once (the page does not change them). */
export function pageSessionFacts(doc?: PageDocument): Visitor | undefined {
  pageVisitor ??= { visitor: readPageVisitor(doc) };
  return pageVisitor.visitor;
}

/** The page says no one is signed in: send to sign-in without asking `/bff/session` for its 401. */
export const pageSaysSignedOut = (): boolean => pageSessionFacts()?.signedIn === false;

/**
 * The session query, seeded with `visitor`'s facts when they say who is signed
 * in, as of `loadedAt` (its `staleTime` counts from there and refetches when due).
 */
export function seededSessionQueryOptions(visitor: Visitor | undefined, loadedAt: number) {
  const session: SessionInfo | undefined = visitor?.signedIn ? { email: visitor.email, name: visitor.name, isAdmin: visitor.isAdmin } : undefined;
  return queryOptions({
    ...sessionQueryOptions(),
    initialData: session,
    initialDataUpdatedAt: session ? loadedAt : undefined,
  });
}

/**
 * The session query, seeded from this page. Whichever caller creates the query
 * first (the entry script's prefetch or the session guard) seeds it, so neither
 * waits for the other.
 */
export const pageSessionQueryOptions = () => seededSessionQueryOptions(pageSessionFacts(), pageLoadedAt());

/** The entry script's start: seed the session from the page, or ask for it while the first screen loads. */
export function startSessionQuery(queryClient: QueryClient): Promise<void> {
  if (pageSaysSignedOut()) return Promise.resolve();
  return queryClient.prefetchQuery(pageSessionQueryOptions());
}
