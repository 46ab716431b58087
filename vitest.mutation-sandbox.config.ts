import { defineConfig } from 'vitest/config';

/**
 * The sandbox's tests over HTTP alone (tests/sandbox), for mutation testing of
 * the sandbox's rules in fixtures/model with Stryker's command runner
 * (stryker.sandbox.config.json): the main config would also load the stories.
 * Same limits as the bff project they belong to.
 */
export default defineConfig({
  test: {
    name: 'sandbox',
    environment: 'node',
    include: ['tests/sandbox/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    fileParallelism: false,
  },
});
