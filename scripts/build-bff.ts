/**
 * `npm run build:bff`: compiles the BFF into one ES module, dist/bff/server.js, that
 * production runs with plain `node` (no TypeScript loader in the runtime image).
 * Packages stay external: they are loaded from node_modules, which in production
 * holds only package.json's `dependencies` (`npm ci --omit=dev`), so a BFF import
 * of a dev-only package fails there — tests/build/production-bff.test.ts proves
 * the compiled BFF starts with nothing else.
 */
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readFileSync } from 'node:fs';
import { build, type Metafile } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const BFF_OUTFILE = 'dist/bff/server.js';
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

/** Builds bff/server.ts to `outfile` (relative to the project root, or absolute); returns what went in and out. */
export async function buildBff(outfile: string = BFF_OUTFILE): Promise<Metafile> {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: ['bff/server.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // The oldest Node the project supports (package.json engines).
    target: 'node20.19',
    packages: 'external',
    // Stack traces in the logs point at bff/*.ts (run with --enable-source-maps).
    sourcemap: true,
    // The metrics' build-info gauge (bff/metrics/build-info.ts): the version is baked in, not read from a package.json.
    define: { __BFF_VERSION__: JSON.stringify(version) },
    metafile: true,
    logLevel: 'warning',
  });
  return result.metafile;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildBff();
  console.log(`BFF built: ${BFF_OUTFILE}`);
}
