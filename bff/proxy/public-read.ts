import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { HttpError } from '../errors';

/**
 * Public upstream paths (the changelog) are read-only: other methods get 405
 * even with a session, so nothing but a read ever reaches the upstream
 * without credentials. No X-CSRF is required: with no cookie and no bearer
 * involved there is nothing for another site to borrow.
 */
export const publicReadOnly: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.set('Allow', 'GET, HEAD');
    throw new HttpError(405, 'method_not_allowed', 'This public endpoint can only be read.');
  }
  next();
};

/**
 * Mounted at a public path, `handler` serves that path only (with or without
 * a query or a trailing slash); a path below it (`/changelog/x`) is not public
 * and goes on to the next mount (the signed-in proxy: 401 without a session).
 */
export function exactPathOnly(handler: (req: Request, res: Response, next: NextFunction) => void): RequestHandler {
  return (req, res, next) => (req.path === '/' ? handler(req, res, next) : next());
}
