/**
 * The SPA's half of the page's early requests (issue 33; the page's half is
 * bff/static/early-requests.ts). The page's inline script may already have
 * asked for this screen's first GETs while the entry was loading; the SPA's own
 * `fetch` of the same address, with the same headers (a list's first page: the
 * same `Range` too), then takes that answer instead of asking again (once; an
 * unused answer is dropped after a while).
 * And it remembers, per address and user, which GETs it made first on this
 * load (until its first own answer came back), for the next load of the same
 * address in this tab. A wrong memory costs a wasted GET, never a wrong answer:
 * an answer is only taken by a request for the same path with the same headers.
 */

/** sessionStorage key (bff/static/early-requests.ts reads the same name). */
export const EARLY_REQUESTS_KEY = 'portal:early-gets';
/**
 * At most this many remembered GETs per address (the page's script asks for no
 * more: bff/static/early-requests.ts, same number), and addresses per tab.
 * Room for a whole first batch: Next steps sends 12 (the shell's two, the
 * add-on and its nine lists), and with 8 the last four waited for the SPA's
 * code, a round trip after the early answers (critical-path depth 2).
 */
export const MAX_EARLY_REQUESTS = 16;
const MAX_PAGES = 20;
/** Requests made this long after start are the screen's own doing, not its first load. */
const RECORD_FOR_MS = 1_500;
/** An early answer nobody asked for by then is dropped. */
const KEEP_FOR_MS = 10_000;
/** The headers the SPA's client sends on a GET (client.ts); an early answer serves only the same. */
const CLIENT_GET_HEADERS: Readonly<Record<string, string>> = { accept: 'application/json', 'x-csrf': '1' };

declare global {
  interface Window {
    __portalEarlyGets?: Record<string, Promise<Response>>;
  }
}

/**
 * One remembered GET: its address, or its address and `Range` when it asked
 * for a page of a list (api/list-pages.ts: a grid's first page). Kept in this
 * shape because the page's script reads it (bff/static/early-requests.ts).
 */
export type EarlyGet = string | { url: string; range: string };

interface Saved {
  email: string;
  pages: Record<string, EarlyGet[]>;
}

/** The key of an early answer in `__portalEarlyGets`: the address, with its Range on a line of its own (same key in the page's script). */
export const earlyAnswerKey = (url: string, range?: string): string => (range === undefined ? url : `${url}\n${range}`);

/** Set by installEarlyRequests: keeps this load's recording open until a promise settles (recordFirstLoadUntil). */
let holdRecording: (until: Promise<unknown>) => void = () => undefined;

/**
 * Keeps this load's recording open past its first answer until `started`
 * settles (route-prefetch.ts: every query of the first navigation's routes
 * started). A route query that waits for an answer (a partner's add-ons need
 * `current_user`'s company on a tab's first load) is still one of this load's
 * first GETs: left out, the next load's page did not ask for it early, and it
 * went a round trip after the early answers (the reload after signing in at
 * /addons: `current_user → companies/…/addons`, depth 2). Still bounded by
 * RECORD_FOR_MS.
 */
export function recordFirstLoadUntil(started: Promise<unknown>): void {
  holdRecording(started);
}

const isApiPath = (url: string): boolean => /^\/(api|bff)\/[^\s\\]*$/.test(url);

/**
 * A GET the page could have asked in its place: the client's headers exactly,
 * and at most a `Range` besides. Its Range (or `undefined`), or `false` for
 * any other headers (an answer asked with other headers may differ).
 */
function clientGetRange(headers: HeadersInit | undefined): string | undefined | false {
  let count = 0;
  let range: string | undefined;
  for (const [name, value] of new Headers(headers)) {
    if (name === 'range') range = value;
    else if (CLIENT_GET_HEADERS[name] !== value) return false;
    else count++;
  }
  return count === Object.keys(CLIENT_GET_HEADERS).length ? range : false;
}

const sameGet = (a: EarlyGet, b: EarlyGet): boolean =>
  typeof a === 'string' || typeof b === 'string' ? a === b : a.url === b.url && a.range === b.range;

function readSaved(storage: Storage): Saved | undefined {
  try {
    const saved = JSON.parse(storage.getItem(EARLY_REQUESTS_KEY) ?? 'null') as Partial<Saved> | null;
    return saved && typeof saved.email === 'string' && typeof saved.pages === 'object' && saved.pages ? (saved as Saved) : undefined;
  } catch {
    return undefined;
  }
}

/** The element the BFF writes the signed-in facts into (bff/static/page-session.ts). */
const PAGE_SESSION_ELEMENT_ID = 'portal-session';

/** The signed-in user's e-mail from the page's facts; `undefined` when the page says none (public, signed out, store slow). */
function signedInEmail(doc: Document): string | undefined {
  try {
    const facts = JSON.parse(doc.getElementById(PAGE_SESSION_ELEMENT_ID)?.textContent ?? 'null') as { signed_in?: unknown; email?: unknown } | null;
    return facts?.signed_in === true && typeof facts.email === 'string' ? facts.email : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Wraps `win.fetch` to hand out the page's early answers and to remember this
 * load's first GETs for the signed-in user the page names (nothing is
 * remembered on a page without them: public, signed out, store slow).
 */
export function installEarlyRequests(win: Window): void {
  const email = signedInEmail(win.document);
  const early = win.__portalEarlyGets ?? {};
  delete win.__portalEarlyGets;
  const page = win.location.pathname + win.location.search;
  const recorded: EarlyGet[] = [];
  let recording = email !== undefined;
  const stopRecording = () => {
    if (!recording) return;
    recording = false;
    if (email === undefined || recorded.length === 0 || win.location.pathname + win.location.search !== page) return;
    try {
      const saved = readSaved(win.sessionStorage);
      const pages = saved?.email === email ? saved.pages : {};
      delete pages[page];
      const kept = Object.entries(pages).slice(-(MAX_PAGES - 1));
      win.sessionStorage.setItem(EARLY_REQUESTS_KEY, JSON.stringify({ email, pages: Object.fromEntries([...kept, [page, recorded]]) }));
    } catch {
      // Storage refused (private mode, full): the next load asks as without it.
    }
  };
  let holds = 0;
  let answered = false;
  const firstAnswer = () => {
    answered = true;
    if (holds === 0) stopRecording();
  };
  holdRecording = (until) => {
    if (!recording) return;
    holds++;
    const release = () => {
      holds--;
      if (holds === 0 && answered) stopRecording();
    };
    void until.then(release, release);
  };
  win.setTimeout(stopRecording, RECORD_FOR_MS);
  win.setTimeout(() => {
    for (const url of Object.keys(early)) delete early[url];
  }, KEEP_FOR_MS);

  const fetchNow = win.fetch.bind(win);
  win.fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : undefined;
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    // A write may change what an early answer says: from then on every read asks afresh (no answer older than the write is shown).
    if (method !== 'GET' && method !== 'HEAD') for (const earlyUrl of Object.keys(early)) delete early[earlyUrl];
    const range = clientGetRange(init?.headers);
    const clientGet = url !== undefined && isApiPath(url) && method === 'GET' && !init?.body && range !== false;
    if (!clientGet) return fetchNow(input, init);
    const get: EarlyGet = range === undefined ? url : { url, range };
    if (recording && recorded.length < MAX_EARLY_REQUESTS && !recorded.some((each) => sameGet(each, get))) recorded.push(get);
    const key = earlyAnswerKey(url, range);
    const answer = early[key];
    if (answer) {
      delete early[key];
      // The early request failed at the network: ask again, as if it had never been made.
      return answer.catch(() => fetchNow(input, init));
    }
    const asked = fetchNow(input, init);
    // The first answer ends the first load's batch (every request of it is on its way by then, issue 33),
    // once the routes' queries that waited for an answer have started too (recordFirstLoadUntil).
    void asked.then(firstAnswer, firstAnswer);
    return asked;
  };
}
