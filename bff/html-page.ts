export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Where the pages below find their stylesheet: same origin, so the portal's CSP (`style-src 'self'`) allows it. */
export const PAGE_STYLESHEET_PATH = '/portal-pages.css';

/** The portal's look (web/src/theme/tokens.ts) for the few pages the BFF writes itself. */
export const PAGE_CSS = `
:root { color-scheme: light dark; --primary: #5B3B8C; --primary-dark: #3F2466; --bg: #F6F5F9; --paper: #FFFFFF; --text: #1F1B24; --muted: #4A4453; --line: #D9D5E0; }
@media (prefers-color-scheme: dark) { :root { --primary: #C9B3F0; --primary-dark: #E2D6F7; --bg: #121418; --paper: #1C1F26; --text: #F2F1F5; --muted: #B9B5C2; --line: #3A3645; } }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; background: var(--bg); color: var(--text); font: 16px/1.5 Roboto, "Helvetica Neue", Arial, sans-serif; }
header { background: #5B3B8C; color: #fff; padding: 16px 24px; font-weight: 700; font-size: 1.125rem; }
main { max-width: 560px; margin: 48px auto; padding: 32px; background: var(--paper); border: 1px solid var(--line); border-radius: 8px; }
h1 { margin: 0 0 16px; font-size: 1.75rem; line-height: 1.25; }
p { margin: 0 0 16px; color: var(--muted); }
a { color: var(--primary); }
button { font: inherit; font-weight: 500; color: #fff; background: #5B3B8C; border: 0; border-radius: 8px; padding: 8px 20px; cursor: pointer; }
button:hover { background: #3F2466; }
a:focus-visible, button:focus-visible { outline: 3px solid var(--primary); outline-offset: 2px; }
form { margin: 0 0 16px; }
@media (max-width: 600px) { main { margin: 0; border: 0; border-radius: 0; padding: 24px 16px; } }
`;

/**
 * A small self-contained page for what the SPA cannot show (it is not loaded, or
 * is being left): sign-in problems, log-out, errors met by a page request. No
 * scripts and no inline styles, so the portal's strict CSP holds as is. `body` is HTML.
 */
export function htmlPage(title: string, heading: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Partner Portal</title><link rel="stylesheet" href="${PAGE_STYLESHEET_PATH}"></head>
<body>
<header>Partner Portal</header>
<main>
<h1>${escapeHtml(heading)}</h1>
${body}
</main>
</body>
</html>`;
}

/** Characters that could end a script element's text or change how HTML reads it; JSON can say each as `\uXXXX`. */
const UNSAFE_IN_SCRIPT_TEXT = /[<>&\u2028\u2029]/g;

/**
 * `value` as inert data in a page: `<script type="application/json">`, which no
 * browser runs and the CSP need not allow. Inside a script element HTML ends the
 * text at `</script` and changes its parsing after `<!--`; with every `<`, `>`
 * and `&` written as a JSON escape neither can occur, so the element's text is
 * exactly the JSON (U+2028/2029 too, for readers that treat them as line ends).
 */
export function inertJsonScript(id: string, value: object): string {
  const json = JSON.stringify(value).replace(UNSAFE_IN_SCRIPT_TEXT, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/json" id="${escapeHtml(id)}">${json}</script>`;
}
