/** Where to send the user after sign-in when `return_to` is missing or unsafe. */
export const DEFAULT_RETURN_TO = '/';

const PROBE_ORIGIN = 'http://portal.invalid';
const MAX_LENGTH = 2048;
// Double and triple encoding are attacks, not links: more rounds than this is refused.
const MAX_DECODE_ROUNDS = 4;

// As sent, a path the SPA built is printable ASCII (browsers percent-encode the
// rest). Raw spaces, tabs, newlines, controls and unicode never come from it.
const RAW_CHARACTERS = /^[\x21-\x7e]*$/;
// Once decoded, printable ASCII and letters, marks and digits in any script (so
// `/addons/caf%C3%A9` works). Unicode punctuation, symbols and spaces are refused:
// that is where the look-alikes of `/`, `\`, `.` and `@` are (U+FF0F, U+2215,
// U+2044, U+FF0E, U+3002, U+FF20...) and the U+FFFD of malformed UTF-8.
const DECODED_CHARACTERS = /^[\x20-\x7e\p{L}\p{M}\p{N}]*$/u;
// Pages the user must not be sent back to: it would restart sign-in or sign them
// out. Express matches routes case-insensitively and with an optional trailing slash.
const SIGN_IN_ROUTES = /^\/(?:login|log-out)(?:\/|$)/;

const utf8 = new TextDecoder('utf-8'); // not fatal: bad bytes become U+FFFD, refused above

/** WHATWG percent-decoding: `%XX` runs become UTF-8 text, any other `%` stays. */
function percentDecode(text: string): string {
  return text.replace(/(?:%[0-9a-f]{2})+/gi, (run) =>
    utf8.decode(Uint8Array.from(run.slice(1).split('%'), (hex) => Number.parseInt(hex, 16))),
  );
}

/** Decodes until nothing changes, so `%252e` is judged as the `.` it becomes. */
function decodeFully(text: string): string | undefined {
  let current = text;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    const next = percentDecode(current);
    if (next === current) return current;
    current = next;
  }
  return undefined;
}

/**
 * The rules for the path part (before `?` and `#`) as something, at some point,
 * will read it: a browser, the SPA's router, or code that decodes it once more.
 */
function isPlainPath(path: string): boolean {
  if (!path.startsWith('/')) return false;
  const segments = path.split('/').slice(1);
  return (
    // `//host` and `/\host` name another host; `//` later in the path is never a page
    // either, and is one dot segment away from becoming the start.
    !path.includes('//') &&
    !/\s/.test(path) &&
    // `@` is how URLs carry userinfo (`//user@host`); no page path has one.
    !path.includes('@') &&
    // Dot segments are how `/a/..//host` resolves to `//host`: refused, not resolved.
    !segments.some((segment) => segment === '.' || segment === '..')
  );
}

/**
 * Whether `text` is a same-origin path as sent and once decoded (any number of
 * times, and NFKC-folded), and stays on this origin however a browser resolves it.
 */
function isSameOriginPath(text: string): boolean {
  if (text.length === 0 || text.length > MAX_LENGTH || !RAW_CHARACTERS.test(text) || text.includes('\\')) return false;
  // Split before decoding: a decoded `%3F` is part of the path, not a query.
  const pathEnd = text.search(/[?#]/);
  const rawPath = pathEnd === -1 ? text : text.slice(0, pathEnd);
  const decodedPath = decodeFully(rawPath);
  const decoded = decodeFully(text);
  if (decodedPath === undefined || decoded === undefined) return false;
  if (!DECODED_CHARACTERS.test(decoded) || decoded.includes('\\')) return false;
  const folded = decodedPath.normalize('NFKC');
  if (![rawPath, decodedPath, folded].every(isPlainPath)) return false;
  if (SIGN_IN_ROUTES.test(folded.toLowerCase())) return false;
  // What a browser does with it (WHATWG parsing, which drops tabs and newlines),
  // as sent and decoded: the checks above should make this always true.
  return [text, decoded].every((candidate) => {
    try {
      return new URL(candidate.replace(/[\t\n\r]/g, ''), PROBE_ORIGIN).origin === PROBE_ORIGIN;
    } catch {
      return false;
    }
  });
}

/**
 * Returns `value` when it is a same-origin path, else `/`. The input is checked,
 * then the normalised output is checked again with the same rules, because the
 * output is what ends up in the Location header: normalising `/a/..//evil.test`
 * gives `//evil.test`. Suspicious values are refused, never cleaned up.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !isSameOriginPath(value)) return DEFAULT_RETURN_TO;
  const url = new URL(value, PROBE_ORIGIN);
  const output = `${url.pathname}${url.search}${url.hash}`;
  return isSameOriginPath(output) ? output : DEFAULT_RETURN_TO;
}

/**
 * The public pages (spec §2 "Public routes"), as `safeReturnTo` gives them.
 * Their header's Sign in sends the page itself as `return_to`, and the page
 * only pitches the programme: someone who signed in from there asked to get
 * into the portal, not to read the pitch again (issue 31 item 13).
 */
const PUBLIC_PAGES = /^\/(?:provider\/home|changelog)\/?(?:[?#]|$)/i;

/**
 * Where sign-in lands: the page first asked for (a protected one, which sent
 * the user to sign in) — or the portal's start (`/`, the add-ons list) when
 * there is none, it is unsafe, or it is a public page.
 */
export function landingAfterSignIn(value: unknown): string {
  const safe = safeReturnTo(value);
  return PUBLIC_PAGES.test(safe) ? DEFAULT_RETURN_TO : safe;
}
