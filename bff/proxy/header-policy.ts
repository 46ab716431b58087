/**
 * Which headers cross the proxy. An allowlist: a browser that adds a header
 * nobody thought of gets it dropped, not forwarded. Names are lowercase, as Node reports them. The proxy is the hot
 * path, so each check is one Set lookup per header, and nothing is parsed unless
 * a rare header (a Connection list other than keep-alive/close) asks for it.
 */
import type { ClientRequest } from 'node:http';

/**
 * Browser → upstream. The BFF sets Host (changeOrigin), Authorization (the
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
  // Replaced by the upstream's own host (changeOrigin) before the proxy hook runs.
  'host',
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
 * Removes every header the browser sent that is not allowlisted from the
 * outgoing request, and (RFC 9110 §7.6.1) any header the browser's Connection
 * header names as hop-by-hop, allowlisted or not. Headers the BFF sets itself
 * are set after this.
 */
export function keepForwardableRequestHeaders(proxyReq: ClientRequest, connection: string | undefined): void {
  for (const name of proxyReq.getHeaderNames()) {
    if (!FORWARDED_REQUEST_HEADERS.has(name)) proxyReq.removeHeader(name);
  }
  // Browsers send `keep-alive`; anything else is rare and gets parsed.
  if (connection === undefined || connection === 'keep-alive' || connection === 'close') return;
  for (const token of connection.split(',')) {
    const name = token.trim().toLowerCase();
    if (name !== '' && name !== 'host') proxyReq.removeHeader(name);
  }
}
