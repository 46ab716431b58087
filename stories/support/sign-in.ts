import { fn } from 'storybook/test';

/**
 * Stands in for the SPA's sign-in redirect (it would leave the page): stories
 * assert on it, e.g. `expect(signInRequired).toHaveBeenCalledWith('/addons')`.
 * Cleared before every story by the preview.
 */
export const signInRequired = fn<(returnTo: string) => void>().mockName('signInRequired');
