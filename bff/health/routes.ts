import { Router } from 'express';

/**
 * `/healthz`: the process is up. `/readyz`: it can serve users — 503 while Redis
 * is unreachable, and from the first instant of a shutdown (server.ts), while the
 * listener still serves, so load balancers stop sending before connections close.
 */
export function createHealthRouter(isReady: () => Promise<boolean>): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const ready = await isReady();
    res
      .status(ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json(ready ? { status: 'ready' } : { id: 'not_ready', message: 'Shutting down, or the session store is unreachable.' });
  });
  return router;
}
