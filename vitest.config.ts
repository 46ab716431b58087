import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig } from 'vitest/config';
import { MAX_FRAME_HEIGHT, MAX_FRAME_WIDTH } from './stories/support/frame-limits';
import { hermeticFontEnvironment } from './stories/support/hermetic-fonts';
import { httpTestLimits, unitProject } from './vitest.shared';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Debian's Chromium: Playwright cannot download its own browsers here (shared/toolchain.md). */
const chromium = playwright({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
    // Only the project's own fonts, whatever the machine has installed: the same
    // pixels on any machine that ran the README's commands (stories/support/hermetic-fonts.ts).
    env: { ...process.env, ...hermeticFontEnvironment() },
  },
  // The test page hosts the story frame; smaller than the frame, it would scale
  // the frame down (and every screenshot with it). Frames are 1280×800 (page
  // stories) or 1200×900 (Storybook's default), grown up to MAX_FRAME_HEIGHT
  // tall to capture a long page whole (stories/.storybook/vitest.setup.ts).
  contextOptions: { viewport: { width: MAX_FRAME_WIDTH, height: MAX_FRAME_HEIGHT } },
});

/**
 * Test projects:
 * - unit: pure code next to its source (domain rules, BFF helpers, sandbox pieces), in Node.
 * - bff: the BFF over real HTTP against the real sandbox and a real Redis (tests/bff), and the
 *   compiled production BFF with production dependencies only (tests/build).
 * - storybook: every story rendered in real Chromium with axe and screenshots (added in stories/).
 * - faults: the BFF as child processes under malformed requests and replica loss (tests/faults).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: { ...unitProject, include: [...unitProject.include] },
      },
      {
        test: {
          ...httpTestLimits,
          name: 'bff',
          include: ['tests/bff/**/*.test.ts', 'tests/sandbox/**/*.test.ts', 'tests/build/**/*.test.ts'],
          // Redis for the BFF; one run-scoped folder for the SPA build the build tests share.
          globalSetup: ['tests/support/redis-global-setup.ts', 'tests/support/spa-build-global-setup.ts'],
        },
      },
      {
        // Fault scenarios against the BFF as deployed: child processes, a real
        // Redis, the sandbox in its own process, Debian's nginx in front of two
        // replicas; malformed-request fuzzing and a replica killed under load.
        test: {
          name: 'faults',
          environment: 'node',
          include: ['tests/faults/**/*.test.ts'],
          // Each file starts several processes and loads them: one file at a time.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Alone, after unit and bff (group 0): their load would distort its
          // timings and its kill-under-load would starve their timing-sensitive
          // tests on a small machine. `npm test` runs it after the unit tests,
          // then the stories in their own processes (scripts/test-stories.ts)
          // and bff under Node 24; a plain `vitest run` keeps this order with
          // the story browser in group 1.
          sequence: { groupOrder: 2 },
        },
      },
      {
        // Every story of stories/ as a test in real Chromium: play functions, axe
        // (parameters.a11y.test = 'error') and, for pages, screenshot comparison
        // against the references committed under stories/**/__screenshots__/.
        plugins: [storybookTest({ configDir: 'stories/.storybook' })],
        test: {
          name: 'storybook',
          // The plugin makes stories/ this project's root: paths are given absolute.
          setupFiles: [fromRoot('./stories/.storybook/vitest.setup.ts')],
          // Docs pages hold no stories to test.
          exclude: [...configDefaults.exclude, '**/*.mdx'],
          testTimeout: 30_000,
          // After unit and bff (group 0): a browser beside them on a small machine
          // makes their timing-sensitive tests flaky, and theirs make ours slow.
          sequence: { groupOrder: 1 },
          // One page for all story files: each file would otherwise reload the
          // preview, MSW and the app's modules (about 30 s more on two cores).
          // Stories share nothing: each gets fresh providers, handlers and clock.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: chromium,
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1280, height: 800 },
            // Vitest writes new reference screenshots (`vitest run -u`) through its API.
            api: { allowWrite: true },
          },
        },
      },
    ],
  },
});
