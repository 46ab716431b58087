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
 * sends (no token: cookies stay with the browser). A visitor whose tab holds
 * nothing, or another user's list, gets no early request.
 */

/** sessionStorage key; route-prefetch-early.ts writes it (same name there). */
export const EARLY_REQUESTS_KEY = 'portal:early-gets';
/** At most this many (route-prefetch-early.ts remembers no more: same number there). */
export const MAX_EARLY_REQUESTS = 16;

/** Classic, not a module: it runs as soon as it is parsed, before the deferred entry script. */
const SCRIPT = `(function () {
  try {
    var facts = JSON.parse(document.getElementById('portal-session').textContent);
    var saved = JSON.parse(sessionStorage.getItem('${EARLY_REQUESTS_KEY}') || 'null');
    if (!facts || facts.signed_in !== true || !saved || saved.email !== facts.email) return;
    var urls = saved.pages && saved.pages[location.pathname + location.search];
    if (!Array.isArray(urls)) return;
    var started = {};
    urls.slice(0, ${MAX_EARLY_REQUESTS}).forEach(function (url) {
      if (typeof url !== 'string' || !/^\\/(api|bff)\\/[^\\s\\\\]*$/.test(url)) return;
      // The body is read at once: an unread body keeps the request open until the SPA asks for it.
      started[url] = fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json', 'X-CSRF': '1' } }).then(function (response) {
        return response.blob().then(function (body) {
          var empty = [101, 204, 205, 304].indexOf(response.status) >= 0;
          return new Response(empty ? null : body, { status: response.status, statusText: response.statusText, headers: response.headers });
        });
      });
      started[url].catch(function () {});
    });
    window.__portalEarlyGets = started;
  } catch (error) {}
})();`;

/** The script for a page that carries the signed-in facts, with the response's CSP nonce. */
export function earlyRequestsScript(nonce: string): string {
  return `<script nonce="${nonce}">${SCRIPT}</script>`;
}
