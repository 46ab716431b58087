import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';
import { hasControlCharacters } from '../control-characters';
import { HttpError } from '../errors';

/*
 * Each guard is a check on the raw request (used as it is by the fast lane,
 * fast-lane.ts, which hands anything a check refuses to Express) and the
 * Express middleware that answers the refusal.
 */

/**
 * Every proxied or /bff call must carry `X-CSRF: 1`. A cross-site form or image
 * cannot set a custom header, and a cross-site fetch that sets one needs a CORS
 * preflight the BFF never grants — so the header proves the call is our SPA's.
 */
export const hasCsrfHeader = (headers: IncomingHttpHeaders): boolean => headers['x-csrf'] === '1';

export const requireCsrfHeader: RequestHandler = (req, _res, next) => {
  if (!hasCsrfHeader(req.headers)) {
    throw new HttpError(403, 'csrf_header_missing', 'The X-CSRF: 1 header is required on API calls.');
  }
  next();
};

/** Encoded `/`, `\`, `.` and `;`: each changes which resource a server that decodes (again) reaches. */
const ENCODED_SEPARATOR = /%(2f|5c|2e|3b)/i;

/**
 * True when a request path (after the proxy prefix) stays inside that prefix once forwarded.
 *
 * `;` is refused in any segment, raw or encoded (issue 22): servers that read
 * matrix parameters (Tomcat, Spring, some Jetty and nginx set-ups) drop what
 * follows it, so `/..;/internal` reaches `/../internal` there. No upstream
 * path of ours uses one. The decoded path is checked for encoded separators
 * too, so a double-encoded `%252e%252e` cannot become `..` at a server that
 * decodes twice.
 */
export function isSafeProxyPath(pathWithQuery: string): boolean {
  const path = pathWithQuery.split('?', 1)[0] ?? '';
  if (path.includes('\\') || path.includes(';') || hasControlCharacters(path) || ENCODED_SEPARATOR.test(path)) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  if (hasControlCharacters(decoded) || ENCODED_SEPARATOR.test(decoded)) return false;
  return decoded.split('/').every((segment) => segment !== '..' && segment !== '.');
}

/** Path traversal (`..`, encoded dots or slashes, backslashes) cannot escape the allowlisted prefix. */
export const rejectUnsafePath: RequestHandler = (req, _res, next) => {
  if (!isSafeProxyPath(req.url)) {
    throw new HttpError(400, 'bad_path', 'The request path is not allowed.');
  }
  next();
};

/**
 * Proxied bodies are streamed, never parsed; their size is checked from
 * Content-Length. A body without one (chunked) is refused, so no stream has to be
 * counted and cut off midway.
 */
export function bodySizeRefusal(headers: IncomingHttpHeaders, maxBytes: number): HttpError | undefined {
  const length = headers['content-length'];
  if (length === undefined) {
    return headers['transfer-encoding'] ? new HttpError(411, 'length_required', 'Request bodies must be sent with a Content-Length.') : undefined;
  }
  const bytes = Number(length);
  if (!Number.isSafeInteger(bytes) || bytes < 0) return new HttpError(400, 'bad_request', 'Invalid Content-Length.');
  if (bytes > maxBytes) return new HttpError(413, 'payload_too_large', `Request bodies are limited to ${maxBytes} bytes.`);
  return undefined;
}

export function limitBodySize(maxBytes: number): RequestHandler {
  return (req, _res, next) => {
    const refusal = bodySizeRefusal(req.headers, maxBytes);
    if (refusal) throw refusal;
    next();
  };
}

const UPGRADE_TOKEN = /(?:^|,)\s*upgrade\s*(?:,|$)/i;

/**
 * Nothing behind the proxies speaks WebSocket (or h2c), and an upstream's 101
 * cannot be relayed as a plain response: a forwarded upgrade once left the
 * browser waiting until the server's timeout. Refused up front, before the session lookup.
 */
export const asksForUpgrade = ({ upgrade, connection }: IncomingHttpHeaders): boolean =>
  upgrade !== undefined || (connection !== undefined && UPGRADE_TOKEN.test(connection));

export const refuseUpgrade: RequestHandler = (req, _res, next) => {
  if (asksForUpgrade(req.headers)) {
    throw new HttpError(400, 'upgrade_not_supported', 'Protocol upgrades (WebSocket) are not supported here.');
  }
  next();
};
