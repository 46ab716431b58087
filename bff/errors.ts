/**
 * The BFF's own errors, all answered as `{id, message}` JSON (design.md §3) by
 * one last error middleware.
 */
import type { ErrorRequestHandler, Response } from 'express';
import type { Logger } from 'pino';

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

export function sendError(res: Response, status: number, id: string, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(status).set('Cache-Control', 'no-store').json({ id, message });
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    if (error instanceof HttpError) {
      if (error.status >= 500) logger.warn({ err: error.cause ?? error, path: req.path }, error.message);
      sendError(res, error.status, error.id, error.message);
      return;
    }
    // Body parsers and similar middleware raise errors carrying an HTTP status.
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      sendError(res, status, 'bad_request', (error as Error).message);
      return;
    }
    logger.error({ err: error, path: req.path }, 'unhandled error');
    sendError(res, 500, 'internal_error', 'Unknown error. Please try again or contact support.');
  };
}
