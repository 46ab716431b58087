import { defineConfig } from 'vitest/config';
import { unitProject } from './vitest.shared';

/**
 * The unit project alone, for mutation testing (stryker.config.json, `npm run mutation`):
 * Stryker's vitest runner loads one config, and the main one would also start the
 * story browser and the Redis global setup, which no unit test needs.
 * Stryker runs the tests in worker threads, where setting process.env.TZ does not
 * change the zone: repricing-dates.test.ts is left to stryker.repricing-dates.config.json
 * (the command runner, in a process of its own, which sets MUTATION_TZ_TESTS=1).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...unitProject,
          include: [...unitProject.include],
          exclude: process.env.MUTATION_TZ_TESTS === '1' ? ['**/node_modules/**'] : ['web/src/domain/repricing-dates.test.ts', '**/node_modules/**'],
        },
      },
    ],
  },
});
