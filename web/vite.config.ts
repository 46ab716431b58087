import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { colorSchemeInitScript } from './src/theme/color-scheme-init-script';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Paths the BFF answers; the dev server passes them through to it. */
const bffPaths = ['/api', '/bff', '/login', '/log-out', '/platform', '/code-hosting', '/ui-components'];
const bffOrigin = process.env.BFF_ORIGIN ?? 'http://localhost:3000';

/**
 * Applies the remembered (or the system's) colour scheme before the first
 * paint: an inline script first in <head>. Vite stamps the CSP nonce on it
 * (`html.cspNonce`) like on its own tags; the BFF fills the nonce in.
 */
function colorSchemeBeforePaint(): Plugin {
  return {
    name: 'partner-portal:color-scheme-before-paint',
    transformIndexHtml: () => [{ tag: 'script', children: colorSchemeInitScript(), injectTo: 'head' }],
  };
}

/**
 * Moves the source maps out of the served folder into its sibling
 * `<outDir>-sourcemaps` (dist/web-sourcemaps), kept for reading production
 * stack traces: a map inside dist/web is one encoding trick away from the
 * public (issue 32 §5.1), a map outside it cannot be served at all.
 */
function sourceMapsOutsideServedFolder(): Plugin {
  return {
    name: 'partner-portal:source-maps-outside-served-folder',
    apply: 'build',
    // Every .map on disk, not the bundle's list: the bundler writes chunks' maps beside them without listing them.
    writeBundle(output) {
      if (!output.dir) return;
      const mapsDir = `${output.dir.replace(/[\\/]+$/, '')}-sourcemaps`;
      rmSync(mapsDir, { recursive: true, force: true });
      for (const file of readdirSync(output.dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.map'))) {
        mkdirSync(path.dirname(path.join(mapsDir, file)), { recursive: true });
        renameSync(path.join(output.dir, file), path.join(mapsDir, file));
      }
    },
  };
}

export default defineConfig({
  root: webRoot,
  plugins: [react(), colorSchemeBeforePaint(), sourceMapsOutsideServedFolder()],
  html: {
    // Vite stamps this on its <script>/<link> tags and writes a
    // <meta property="csp-nonce">; the BFF replaces it per response.
    cspNonce: '__CSP_NONCE__',
  },
  build: {
    outDir: `${repoRoot}dist/web`,
    emptyOutDir: true,
    // Maps are made (for reading a production stack trace) but not linked
    // from the bundles, are moved out of dist/web (sourceMapsOutsideServedFolder),
    // and the BFF never serves a .map (issue 22, issue 32 §5.1).
    sourcemap: 'hidden',
    // dist/web/.vite/manifest.json: the BFF maps a page's URL to its route's
    // chunks with it (bff/static/route-modules.ts); dot folders are not served.
    manifest: true,
    target: 'es2022',
    // Small icons and fonts stay files: the CSP allows 'self' and data:, but
    // separate files cache better.
    assetsInlineLimit: 0,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(bffPaths.map((path) => [path, { target: bffOrigin, changeOrigin: false }])),
  },
  preview: {
    port: 4173,
  },
});
