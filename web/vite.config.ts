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

export default defineConfig({
  root: webRoot,
  plugins: [react(), colorSchemeBeforePaint()],
  html: {
    // Vite stamps this on its <script>/<link> tags and writes a
    // <meta property="csp-nonce">; the BFF replaces it per response.
    cspNonce: '__CSP_NONCE__',
  },
  build: {
    outDir: `${repoRoot}dist/web`,
    emptyOutDir: true,
    // Maps are made (for reading a production stack trace) but not linked
    // from the bundles, and the BFF never serves a .map (issue 22).
    sourcemap: 'hidden',
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
