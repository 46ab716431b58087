const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The small self-contained pages of sign-in and log-out that the SPA cannot show
 * (it is not loaded yet, or is being left). No scripts or styles, so the strict
 * CSP of the portal's pages holds as is.
 */
function page(title: string, heading: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Partner Portal</title></head>
<body>
<main>
<h1>${escapeHtml(heading)}</h1>
${body}
</main>
</body>
</html>`;
}

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
