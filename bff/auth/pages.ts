import { escapeHtml, htmlPage as page } from '../html-page';

/** A sign-in that failed: says why and offers to start again, never redirects by itself (no loops). */
export function renderSignInProblem(message: string): string {
  return page('Sign-in problem', "We couldn't sign you in", `<p>${escapeHtml(message)}</p>\n<p><a href="/login">Sign in again</a></p>`);
}

/**
 * Log-out asks first when reached by a plain link (GET): the form posts from
 * this origin, which is what lets the BFF tell it from a forged cross-site one.
 */
export function renderLogOutConfirmation(message?: string): string {
  const note = message ? `<p>${escapeHtml(message)}</p>\n` : '';
  return page(
    'Log out',
    'Log out of the Partner Portal?',
    `${note}<form method="post" action="/log-out"><button type="submit">Log out</button></form>\n<p><a href="/">Stay signed in</a></p>`,
  );
}
