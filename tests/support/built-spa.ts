/**
 * The SPA built once per test run with the project's own Vite config and
 * production settings (its own hidden source maps included), for the tests
 * that read the build: entry size, route chunks, source maps. Each used to
 * build it for itself. Built into the run's folder (spa-build-global-setup.ts),
 * never dist/, so no test depends on an earlier `npm run build`. Test files
 * run in workers of their own: the first to ask builds, the rest find it there.
 */
import { existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { inject } from 'vitest';

export interface BuiltSpa {
  /** The served folder (dist/web in production). */
  outDir: string;
  /** Its sibling the source maps are moved to (dist/web-sourcemaps). */
  mapsDir: string;
}

const layout = (root: string): BuiltSpa => ({ outDir: path.join(root, 'web'), mapsDir: path.join(root, 'web-sourcemaps') });

let building: Promise<BuiltSpa> | undefined;

export function builtSpa(): Promise<BuiltSpa> {
  building ??= buildOnce(path.join(inject('spaBuildRoot'), 'spa'));
  return building;
}

async function buildOnce(finished: string): Promise<BuiltSpa> {
  if (existsSync(finished)) return layout(finished);
  // Built aside and renamed into place whole: a folder that is there is complete.
  const staging = mkdtempSync(`${finished}-building-`);
  // Vitest runs with NODE_ENV=test, which makes the React plugin emit its development JSX runtime.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    // The config's own settings (sourcemap: 'hidden' among them): only the folder is moved to a temporary one.
    await build({ configFile: path.resolve('web/vite.config.ts'), mode: 'production', logLevel: 'silent', build: { outDir: layout(staging).outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  try {
    renameSync(staging, finished);
  } catch (error) {
    // Another worker finished first: use its build.
    if (!existsSync(finished)) throw error;
    rmSync(staging, { recursive: true, force: true });
  }
  return layout(finished);
}
