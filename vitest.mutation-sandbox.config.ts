import { defineConfig } from 'vitest/config';
import { httpTestLimits } from './vitest.shared';

/**
 * The sandbox's tests over HTTP alone (tests/sandbox), for mutation testing of
 * the sandbox's rules in fixtures/model with Stryker's command runner
 * (stryker.sandbox.config.json): the main config would also load the stories.
 * Same limits as the bff project they belong to.
 */
export default defineConfig({
  test: {
    ...httpTestLimits,
    name: 'sandbox',
    include: ['tests/sandbox/**/*.test.ts'],
  },
});
