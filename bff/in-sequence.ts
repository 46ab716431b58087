import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * `handlers` one after another, as one middleware: one router layer instead of
 * one per handler (every layer is matched against every request), with Express
 * 5's own rules — a thrown error or a rejected promise goes to `done`.
 * (Not an express.Router: mounted that way, the router re-delivered
 * express-session's store errors, so a Redis outage answered twice and reset
 * the connection.)
 */
export function inSequence(handlers: readonly RequestHandler[]): (req: Request, res: Response, done: NextFunction) => void {
  return (req, res, done) => {
    let index = 0;
    const step = (error?: unknown): void => {
      if (error !== undefined && error !== null) return done(error);
      const handler = handlers[index++];
      if (!handler) return done();
      try {
        const result: unknown = handler(req, res, step);
        if (result instanceof Promise) result.catch(done);
      } catch (thrown) {
        done(thrown);
      }
    };
    step();
  };
}
