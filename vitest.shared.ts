/**
 * What the main test config (vitest.config.ts) and the mutation-testing
 * configs (vitest.mutation*.config.ts) must agree on, in one place: Stryker
 * loads one config of its own, and a unit project or time limit that drifted
 * from the main one would test something else than `npm test` does.
 */
export const unitProject = {
  name: 'unit',
  environment: 'node',
  include: ['web/src/**/*.test.ts', 'bff/**/*.test.ts', 'fixtures/**/*.test.ts', 'tests/bench/**/*.test.ts', 'stories/support/**/*.test.ts'],
} as const;

/** Tests over real HTTP (the BFF, the sandbox): one file at a time, with time for a sandbox to start. */
export const httpTestLimits = {
  environment: 'node',
  testTimeout: 20_000,
  hookTimeout: 30_000,
  fileParallelism: false,
} as const;
