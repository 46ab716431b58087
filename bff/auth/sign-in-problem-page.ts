const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A small self-contained page for sign-in failures the SPA cannot show (it is not loaded yet). */
export function renderSignInProblem(message: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign-in problem · Partner Portal</title></head>
<body>
<main>
<h1>We couldn't sign you in</h1>
<p>${escapeHtml(message)}</p>
<p><a href="/login">Sign in again</a></p>
</main>
</body>
</html>`;
}
