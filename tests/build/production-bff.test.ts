/**
 * The BFF as the runtime image runs it: compiled (scripts/build-bff.ts), started
 * with plain `node` (no TypeScript loader) beside a node_modules holding only the
 * production dependency tree — what `npm ci --omit=dev` installs in the Docker
 * runtime stage. A BFF import of a sandbox, SPA or build package fails here.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildBff } from '../../scripts/build-bff';
import { spawnLogged, type LoggedChild } from '../support/child-process';
import { fakeBuildOutput } from '../support/fake-build-output';
import { freePort } from '../support/free-port';
import { apiCall, signedInBrowser } from '../support/portal-sign-in';
import { copyProductionInstall, productionPackages, type ProductionPackage } from '../support/production-install';
import { startSandboxProcess, type SandboxProcess } from '../support/sandbox-process';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const manifest = createRequire(import.meta.url)('../../package.json') as { dependencies: Record<string, string> };

/** The sandbox's packages (issue 22) and the TypeScript toolchain: never in the runtime image. */
const NOT_IN_PRODUCTION = [
  'oidc-provider',
  'multer',
  'sharp',
  'pdfkit',
  'image-size',
  'papaparse',
  '@faker-js/faker',
  'tsx',
  'esbuild',
  'typescript',
  'vite',
  'react',
];

/** `express` of `express/lib/x`, `@redis/client` of `@redis/client/dist/y`. */
const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

describe('the production BFF: compiled, plain node, production dependencies only', () => {
  let dir: string;
  let metafile: Metafile;
  let installed: ProductionPackage[];
  let sandbox: SandboxProcess | undefined;
  let bff: LoggedChild | undefined;
  let port: number;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'portal-production-'));
    metafile = await buildBff(path.join(dir, 'dist/bff/server.js'));
    // `"type": "module"`: the bundle is an ES module, as in the image (which copies package.json).
    copyFileSync(path.join(ROOT, 'package.json'), path.join(dir, 'package.json'));
    installed = productionPackages(ROOT);
    copyProductionInstall(installed, dir);
  });
  afterAll(async () => {
    await bff?.stop('SIGTERM', 2_000);
    await sandbox?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('installs none of the sandbox-only or build-only packages, and cannot reach this checkout’s', () => {
    const names = new Set(installed.map((pkg) => pkg.name));
    expect(names).toContain('express');
    for (const name of NOT_IN_PRODUCTION) expect(names, name).not.toContain(name);
    // The copy is isolated: resolving from the bundle finds only what was copied.
    const fromBundle = createRequire(path.join(dir, 'dist/bff/server.js'));
    expect(fromBundle.resolve('express')).toContain(dir);
    expect(() => fromBundle.resolve('sharp')).toThrow(/Cannot find module/);
  });

  it('declares as dependencies exactly the packages the compiled BFF imports', () => {
    const imported = Object.values(metafile.outputs)
      .flatMap((output) => output.imports)
      .filter((imp) => imp.external && !imp.path.startsWith('node:'))
      .map((imp) => packageOf(imp.path));
    expect([...new Set(imported)].sort()).toEqual(Object.keys(manifest.dependencies).sort());
  });

  it('is built from bff/ alone (never the sandbox in fixtures/)', () => {
    const outside = Object.keys(metafile.inputs).filter((input) => !input.startsWith('bff/'));
    expect(outside).toEqual([]);
  });

  it('starts with plain node, is ready with Redis, and signs a user in through the real sandbox', async () => {
    port = await freePort();
    const publicUrl = `http://localhost:${port}`;
    sandbox = await startSandboxProcess([publicUrl]);
    const { staticDir, storybookDir } = fakeBuildOutput();
    bff = spawnLogged(process.execPath, ['dist/bff/server.js'], {
      cwd: dir,
      name: 'production BFF',
      env: {
        // Nothing from the test runner may load a loader or find other packages.
        NODE_OPTIONS: '',
        NODE_PATH: '',
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: publicUrl,
        COOKIE_SECURE: 'false',
        SESSION_SECRET: 'production-build-session-secret-0123456789',
        ADMIN_EMAIL_DOMAIN: 'platform.test',
        REDIS_URL: inject('redisUrl'),
        STATIC_DIR: staticDir,
        STORYBOOK_DIR: storybookDir,
        LOG_LEVEL: 'info',
        ...sandbox.portalEnv,
      },
    });
    await bff.waitForLine((line) => line.includes('BFF listening'), 15_000);

    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    const page = await fetch(`${publicUrl}/`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    // openid-client (discovery, code exchange, ID token), the Redis session and the proxy.
    const browser = await signedInBrowser(publicUrl, 'partner@acme.test');
    const me = await apiCall(browser, `${publicUrl}/api/v3/current_user`);
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe('partner@acme.test');
  });
});
