/**
 * One id per request, from the browser to the upstream and back (issue 32 §2):
 * every response carries it as X-Request-Id, every upstream call receives it,
 * every log line of the request and every error body names it, so a partner
 * quoting "Reference: …" to support leads to the log lines and upstream calls.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';

declare module 'node:http' {
  interface IncomingMessage {
    /** This request's id (assignRequestId): the caller's when well formed, else a new one. */
    requestId?: string;
    /** The request's logger with its id bound, made on first use (requestLogger). */
    requestLog?: Logger;
  }
}

export const REQUEST_ID_HEADER = 'x-request-id';
/** Long enough for a UUID, a trace id or a load balancer's id; short enough to be no burden in every log line. */
export const REQUEST_ID_MAX_LENGTH = 128;
/*
 * A safe alphabet: no whitespace or control characters (header or log-line
 * injection), no quotes, brackets or slashes (HTML, JSON, paths), nothing
 * outside ASCII. Load balancers' and tracers' ids (UUIDs, hex, `Root=1-…`
 * without the `=`) fit.
 */
const WELL_FORMED = new RegExp(`^[A-Za-z0-9._:-]{1,${REQUEST_ID_MAX_LENGTH}}$`);

/** The caller's id when it is well formed (one header, safe alphabet, bounded); otherwise a new random one. */
export function requestIdFrom(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && WELL_FORMED.test(incoming) ? incoming : randomUUID();
}

/**
 * Gives the request its id and the response its X-Request-Id header, once:
 * the server's listener calls it before the fast lane or Express sees the
 * request, and Express's first middleware again (a no-op then) for a server
 * that serves the Express app alone.
 */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  if (req.requestId !== undefined) return req.requestId;
  const id = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
  req.requestId = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/**
 * The request's logger: `logger` with `requestId` bound to every line. Made on
 * first use and kept on the request, so a request that logs nothing (the
 * common one) pays nothing for it.
 */
export function requestLogger(logger: Logger, req: IncomingMessage | undefined): Logger {
  if (!req?.requestId) return logger;
  req.requestLog ??= logger.child({ requestId: req.requestId });
  return req.requestLog;
}
