import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A stand-in build output, so BFF tests (in-process or child processes) don't depend on a Vite build. */
export function fakeBuildOutput(): { staticDir: string; storybookDir: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-static-'));
  const staticDir = path.join(root, 'web');
  const storybookDir = path.join(root, 'storybook');
  mkdirSync(path.join(staticDir, 'assets'), { recursive: true });
  mkdirSync(storybookDir, { recursive: true });
  writeFileSync(
    path.join(staticDir, 'index.html'),
    '<!doctype html><html><head><meta name="portal-ui-flags" content="__UI_FLAGS__"><meta property="csp-nonce" nonce="__CSP_NONCE__"><script type="module" nonce="__CSP_NONCE__" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(staticDir, 'assets', 'app.js'), 'console.log("app")');
  // A source map on disk, as a build with maps leaves one: it must never be served.
  writeFileSync(path.join(staticDir, 'assets', 'app.js.map'), '{"version":3,"sources":["secret.ts"]}');
  writeFileSync(path.join(staticDir, 'app.js.map'), '{"version":3,"sources":["secret.ts"]}');
  writeFileSync(path.join(storybookDir, 'index.html'), '<!doctype html><title>Storybook</title>');
  return { staticDir, storybookDir };
}
