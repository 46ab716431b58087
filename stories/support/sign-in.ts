import { fn } from 'storybook/test';
import { AUTOMATIC_REDIRECT_STORAGE_KEY, beforeAutomaticSignIn, noteSignedIn } from '../../web/src/app/sign-in-guard';

/**
 * Stands in for the SPA's sign-in redirect (it would leave the page): stories
 * assert on it, e.g. `expect(signInRequired).toHaveBeenCalledWith('/addons')`.
 * Cleared before every story by the preview.
 */
export const signInRequired = fn<(returnTo: string) => void>().mockName('signInRequired');

/** `parameters.signIn` of a story (read by the preview). */
export interface SignInParameters {
  /**
   * Each sign-in redirect comes straight back signed in, and the app loads
   * afresh at the story's path: the round trip of a browser the identity
   * provider still knows, where a refused session would loop.
   */
  returnsAtOnce?: boolean;
}

/** More page loads than any story needs: a regression shows as a stuck page, not an endless loop. */
export const MAX_PAGE_LOADS = 6;

/**
 * A story `beforeEach`: the tab was sent to sign in automatically `ago`
 * milliseconds before the story starts, recorded by the loop guard itself,
 * and (`signedIn`) the user signed in on that trip — or left the sign-in page.
 */
export function automaticSignInAgo(ago: number, { signedIn = true }: { signedIn?: boolean } = {}): () => void {
  return () => {
    const then = { storage: () => window.sessionStorage, now: () => Date.now() - ago };
    beforeAutomaticSignIn(then);
    if (signedIn) noteSignedIn(then);
  };
}

/** What the loop guard remembers in this tab (null: nothing). */
export function automaticSignInRecord(): string | null {
  return window.sessionStorage.getItem(AUTOMATIC_REDIRECT_STORAGE_KEY);
}
