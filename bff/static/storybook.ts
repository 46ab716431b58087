import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';

/** The built Storybook at /ui-components, for signed-in users only (guarded where mounted). */
export function createStorybookRouter(storybookDir: string): Router {
  const router = Router();
  router.use(express.static(path.resolve(storybookDir), { index: 'index.html', maxAge: '1h' }));
  const built = existsSync(path.resolve(storybookDir, 'index.html'));
  router.use((_req, res) => {
    res
      .status(404)
      .type('text')
      .send(built ? 'Not found.' : 'The component gallery has not been built: run `npm run build:storybook`.');
  });
  return router;
}
