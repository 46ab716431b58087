/**
 * The BFF's own errors, all answered as `{id, message}` JSON (design.md §3) by
 * one last error middleware.
 */
import type { ErrorRequestHandler, Request, Response } from 'express';
import type { Logger } from 'pino';
import type { FailureLog } from './failure-log';
import { escapeHtml, htmlPage } from './html-page';
import { requestLogger } from './request-id';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly id: string,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'HttpError';
  }
}

export const unauthorized = () => new HttpError(401, 'unauthorized', 'no access token present');
export const sessionStoreUnavailable = (cause?: unknown) =>
  new HttpError(503, 'session_store_unavailable', 'Sessions are temporarily unavailable. Please try again shortly.', {
    cause,
  });

/**
 * API prefixes (every proxy mount in app.ts, and /bff) answer JSON whatever the
 * client accepts; anything else is a page a person may be looking at. The
 * buildpack registry's was missing (issue 32 §5.3): its errors came back as pages.
 */
const API_PATH = /^\/(?:api\/v3|platform|code-hosting|buildpack-registry|bff)(?:\/|$)/;

// baseUrl + path: inside a mount (a proxy answering 502) req.path is only the part below its prefix.
const wantsPage = (req: Request) => !API_PATH.test(`${req.baseUrl ?? ''}${req.path}`) && req.accepts(['json', 'html']) === 'html';

const HEADINGS: Record<number, string> = {
  400: 'That request could not be understood',
  404: 'Page not found',
  405: 'That is not allowed here',
  429: 'Too many attempts',
  502: 'A service the portal needs is unavailable',
  503: 'The portal is briefly unavailable',
  504: 'A service the portal needs took too long',
};

/**
 * `{id, message, requestId}` JSON for API calls; for a person's page request (Accept: text/html)
 * a small page saying what happened, with a link to try again (GET) or go home,
 * and the request's id as the reference to quote to support.
 */
export function sendError(res: Response, status: number, id: string, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(status).set('Cache-Control', 'no-store');
  const req = res.req as Request | undefined;
  const requestId = req?.requestId;
  if (req && wantsPage(req)) {
    const heading = HEADINGS[status] ?? (status >= 500 ? 'Something went wrong' : 'That did not work');
    const again = req.method === 'GET' ? `<a href="${escapeHtml(req.originalUrl)}">Try again</a> · ` : '';
    const reference = requestId ? `\n<p>Reference: <code>${escapeHtml(requestId)}</code></p>` : '';
    res.type('html').send(htmlPage(heading, heading, `<p>${escapeHtml(message)}</p>\n<p>${again}<a href="/">Go to the Partner Portal</a></p>${reference}`));
    return;
  }
  res.json(requestId ? { id, message, requestId } : { id, message });
}

export function errorHandler(logger: Logger, failures: FailureLog): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    if (error instanceof HttpError) {
      // Expected dependency failures: one line with the cause, summarised when repeated.
      if (error.status >= 500) failures.report(error.id, error.cause ?? error, { path: req.path, requestId: req.requestId });
      sendError(res, error.status, error.id, error.message);
      return;
    }
    // Body parsers, express.static and similar raise errors carrying an HTTP status.
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const id = status === 404 ? 'not_found' : status === 405 ? 'method_not_allowed' : 'bad_request';
      sendError(res, status, id, status === 404 ? 'Not found.' : (error as Error).message);
      return;
    }
    requestLogger(logger, req).error({ err: error, path: req.path }, 'unhandled error');
    sendError(res, 500, 'internal_error', 'Unknown error. Please try again or contact support.');
  };
}
