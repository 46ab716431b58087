export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * A small self-contained page for what the SPA cannot show (it is not loaded, or
 * is being left): sign-in problems, log-out, errors met by a page request. No
 * scripts or styles, so the portal's strict CSP holds as is. `body` is HTML.
 */
export function htmlPage(title: string, heading: string, body: string): string {
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
