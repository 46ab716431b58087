/**
 * Which headers cross the proxy, in each direction. Both are allowlists: an
 * upstream (or a browser) that adds a header nobody thought of gets it dropped,
 * not forwarded. Names are lowercase, as Node reports them. The proxy is the hot
 * path, so each check is one Set lookup per header, and nothing is parsed unless
 * a rare header (a Connection list other than keep-alive/close) asks for it.
 */
import type { IncomingHttpHeaders, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/**
 * Browser → upstream. The BFF sets Host (the upstream's), Authorization (the
 * session's bearer), X-Forwarded-For/-Proto/-Host and each upstream's fixed
 * headers itself, after filtering, so none of those is listed here. Everything
 * else is dropped: cookies, X-CSRF and any browser Authorization (the BFF's
 * business, not the upstream's), client-IP and forwarding claims
 * (X-Forwarded-*, Forwarded, X-Real-IP, True-Client-IP…, which an upstream might
 * trust for rate limits or audit logs), method and URL overrides
 * (X-HTTP-Method-Override, X-Original-URL…, which some frameworks obey and which
 * would bypass the BFF's path checks), proxy and hop-by-hop headers
 * (Proxy-Authorization, Connection, Keep-Alive, TE, Trailer, Upgrade, Via).
 */
export const FORWARDED_REQUEST_HEADERS: ReadonlySet<string> = new Set([
  // Content negotiation. Accept is overridden for upstreams with a fixed one (platform
  // API). Accept-Encoding lets an upstream compress; the proxy streams bytes untouched.
  'accept',
  'accept-encoding',
  'accept-language',
  // The body the proxy streams (JSON, or multipart uploads with their boundary).
  // Its length is checked by limitBodySize; chunked bodies are refused there.
  'content-type',
  'content-length',
  // Conditional requests: cache revalidation and optimistic concurrency (If-Match on PATCH).
  'if-match',
  'if-none-match',
  'if-modified-since',
  'if-unmodified-since',
  'if-range',
  // The platform API paginates lists with `Range: id ..; max=200`.
  'range',
  // For the upstream's access logs and support; it grants nothing.
  'user-agent',
]);

/**
 * Upstream → browser: what the SPA reads, or what keeps a response's body
 * meaningful. Not listed, so dropped: Set-Cookie (upstream cookies would land on
 * the portal's origin), security and CORS headers (the BFF's own apply, see
 * apiSecurityHeaders), caching headers (Cache-Control, Expires, Age, Vary:
 * every proxied answer is no-store), Location/Refresh/Link (they carry
 * upstream-internal URLs the browser cannot use and must not see; the platform
 * API paginates with Range headers, not Link), WWW-Authenticate (`Basic` would
 * pop the browser's password dialog; the SPA handles 401 itself),
 * Server/X-Powered-By (fingerprints) and hop-by-hop headers (Connection,
 * Keep-Alive, Transfer-Encoding: Node frames the browser's response itself).
 */
export const FORWARDED_RESPONSE_HEADERS: ReadonlySet<string> = new Set([
  // The body as the upstream encoded it; the proxy does not re-encode.
  'content-type',
  'content-length',
  'content-encoding',
  'content-language',
  'content-disposition',
  // Validators, so the SPA can revalidate (If-None-Match) and update safely (If-Match).
  'etag',
  'last-modified',
  // Platform API Range pagination: the 206's Content-Range, and where the next page starts.
  'accept-ranges',
  'content-range',
  'next-range',
  // Back-off: on 429/503 and the rate-limit budget (IETF draft names and GitHub's).
  'retry-after',
  'ratelimit',
  'ratelimit-policy',
  'ratelimit-limit',
  'ratelimit-remaining',
  'ratelimit-reset',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  // The upstream's id for this call, for support requests.
  'x-request-id',
  'request-id',
  // Which methods a 405 allows; informational.
  'allow',
]);

/**
 * The browser's headers that may go upstream: the allowlisted ones and the
 * ones this upstream alone takes (`upstreamOwn`: the registry's
 * `heroku-two-factor-code`, which no other upstream should see), minus (RFC
 * 9110 §7.6.1) any the browser's Connection header names as hop-by-hop.
 * Headers the BFF sets itself are added to the result by the caller.
 */
export function forwardableRequestHeaders(incoming: IncomingHttpHeaders, upstreamOwn?: ReadonlySet<string>): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const name in incoming) {
    if (FORWARDED_REQUEST_HEADERS.has(name) || upstreamOwn?.has(name)) kept[name] = incoming[name];
  }
  const { connection } = incoming;
  // Browsers send `keep-alive`; anything else is rare and gets parsed.
  if (connection === undefined || connection === 'keep-alive' || connection === 'close') return kept;
  for (const token of connection.split(',')) {
    const name = token.trim().toLowerCase();
    // Content-Length frames the request itself; naming it changes nothing.
    if (name !== '' && name !== 'content-length') delete kept[name];
  }
  return kept;
}

/**
 * The upstream's response headers the browser may see. A header the BFF has
 * already set on the response (the API security headers) is never replaced, so
 * the BFF's values win even if this allowlist grows to overlap them.
 */
export function forwardableResponseHeaders(
  upstream: IncomingHttpHeaders,
  response: Pick<ServerResponse, 'hasHeader'>,
): IncomingHttpHeaders {
  const kept: IncomingHttpHeaders = {};
  for (const name in upstream) {
    if (FORWARDED_RESPONSE_HEADERS.has(name) && !response.hasHeader(name)) kept[name] = upstream[name];
  }
  return kept;
}

/**
 * Redirects the SPA cannot use: any 3xx except 304 Not Modified (an answer to a
 * conditional request, not a redirect). The Location is upstream-internal.
 */
export function isUpstreamRedirect(status: number | undefined): boolean {
  return status !== undefined && status >= 300 && status < 400 && status !== 304;
}
