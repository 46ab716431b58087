import { Router } from 'express';

/** `/healthz`: the process is up. `/readyz`: it can serve users (503 while Redis is unreachable). */
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
      .json(ready ? { status: 'ready' } : { id: 'not_ready', message: 'The session store is unreachable.' });
  });
  return router;
}
