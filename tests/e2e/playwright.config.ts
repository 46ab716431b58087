import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3000);
const baseURL = `http://localhost:${PORT}`;

/** Journeys that read the seed as shipped (e.g. "Acme Data has an add-on in every state"). */
const SEED_READERS = ['sign-in.spec.ts', 'component-gallery.spec.ts'];

/**
 * End-to-end journeys in Debian's Chromium against `npm start` (the whole portal
 * on the sandbox: real identity provider, real BFF, built SPA).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // The journeys share one sandbox, and some change it for good (progress an
  // add-on to GA, shut one down). Those that read the seed as shipped run
  // first, so no journey depends on which others ran before it.
  projects: [
    { name: 'seed', testMatch: SEED_READERS },
    { name: 'journeys', testIgnore: SEED_READERS, dependencies: ['seed'] },
  ],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  outputDir: '../../test-results/e2e',
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    command: 'npm start',
    url: `${baseURL}/readyz`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    // Every journey signs in from 127.0.0.1: 28 sign-ins (56 hits on /login*)
    // in about two minutes on CI, which the production default of 30 per
    // minute per IP rightly refuses. The limit itself is tested in
    // tests/bff/static-and-headers.test.ts and error-pages.test.ts.
    env: { PORT: String(PORT), LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT_PER_MINUTE: '1000' },
  },
});
