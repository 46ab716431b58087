/**
 * The first screen's data asked for from the page itself (issue 33): a small
 * inline script, run while the browser is still loading the SPA's code, asks
 * again for the GETs the SPA made first the last time this tab loaded the same
 * address as the same user (the SPA remembers them in sessionStorage:
 * web/src/app/route-prefetch-early.ts) and leaves the answers, in flight, for
 * the SPA's own requests to take. Without it the first request left only once
 * the entry had been compiled and run (~250 ms on the bench's machine).
 *
 * Only for a signed-in page (the facts element just before it says who): the
 * addresses are plain `/api/` or `/bff/` paths, the headers the SPA's client
 * sends, and a list's first page its `Range` (no token: cookies stay with the
 * browser). A visitor whose tab holds nothing, or another user's list, gets no
 * early request.
 */

/** sessionStorage key; route-prefetch-early.ts writes it (same name there). */
export const EARLY_REQUESTS_KEY = 'portal:early-gets';
/** At most this many (route-prefetch-early.ts remembers no more: same number there). */
export const MAX_EARLY_REQUESTS = 16;

/**
 * Starts each GET of `gets` and leaves the answers for the SPA's own requests
 * (same headers as its client; the body read at once, since an unread body
 * keeps the request open until the SPA asks for it). A GET is an address, or
 * `{ url, range }` for a list's first page (its `Range` header, printable
 * ASCII); its answer's key is the address, then the Range on its own line
 * (earlyAnswerKey in route-prefetch-early.ts).
 */
const START_GETS = `function (gets) {
    var started = {};
    gets.forEach(function (get) {
      var url = typeof get === 'string' ? get : get && get.url;
      var range = typeof get === 'string' ? undefined : get && get.range;
      if (typeof url !== 'string' || !/^\\/(api|bff)\\/[^\\s\\\\]*$/.test(url)) return;
      if (range !== undefined && (typeof range !== 'string' || !/^[\\x20-\\x7e]{1,200}$/.test(range))) return;
      var headers = { Accept: 'application/json', 'X-CSRF': '1' };
      if (range !== undefined) headers.Range = range;
      var key = range === undefined ? url : url + '\\n' + range;
      started[key] = fetch(url, { credentials: 'same-origin', headers: headers }).then(function (response) {
        return response.blob().then(function (body) {
          var empty = [101, 204, 205, 304].indexOf(response.status) >= 0;
          return new Response(empty ? null : body, { status: response.status, statusText: response.statusText, headers: response.headers });
        });
      });
      started[key].catch(function () {});
    });
    window.__portalEarlyGets = started;
  }`;

/** Classic, not a module: it runs as soon as it is parsed, before the deferred entry script. */
const SCRIPT = `(function () {
  try {
    var facts = JSON.parse(document.getElementById('portal-session').textContent);
    var saved = JSON.parse(sessionStorage.getItem('${EARLY_REQUESTS_KEY}') || 'null');
    if (!facts || facts.signed_in !== true || !saved || saved.email !== facts.email) return;
    var gets = saved.pages && saved.pages[location.pathname + location.search];
    if (!Array.isArray(gets)) return;
    (${START_GETS})(gets.slice(0, ${MAX_EARLY_REQUESTS}));
  } catch (error) {}
})();`;

/** The script for a page that carries the signed-in facts, with the response's CSP nonce. */
export function earlyRequestsScript(nonce: string): string {
  return `<script nonce="${nonce}">${SCRIPT}</script>`;
}

/**
 * The GETs a public page's SPA makes first (spec §2 "Public routes"; its
 * routes in web/src/app/routes.tsx): the same for every visitor, so the page
 * starts them itself, with no memory and no session read by the page. Lower
 * case, no trailing slash. tests/e2e/request-order.spec.ts holds them to what
 * the SPA asks: one it no longer asks would be a wasted request on every load.
 */
const PUBLIC_PAGE_GETS: Readonly<Record<string, readonly string[]>> = {
  '/changelog': ['/bff/visitor', '/api/v3/changelog'],
  '/provider/home': ['/bff/visitor'],
};

/** The script that starts a public page's first GETs; empty for any other page. */
export function publicEarlyRequestsScript(pathname: string, nonce: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  const urls = PUBLIC_PAGE_GETS[path];
  return urls ? `<script nonce="${nonce}">(function () { try { (${START_GETS})(${JSON.stringify(urls)}); } catch (error) {} })();</script>` : '';
}
