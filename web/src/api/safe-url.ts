/**
 * Which URLs the portal follows (issue 22). A URL that comes from an upstream
 * (a requirement's link, a website, a report file) is data: it is linked or
 * navigated to only when it is a path on this site, or an https: address.
 */

/**
 * A path on this site: one leading `/` not followed by `/` or `\` (browsers
 * read both `//evil.example` and `/\evil.example` as another host), and no
 * backslash, whitespace or control character anywhere (browsers drop tabs and
 * newlines, and read `\` as `/`, so `/\t/evil.example` is `//evil.example`).
 */
export function isInternalPath(url: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  return /^\/(?![/\\])/.test(url) && !/[\\\s\u0000-\u001f\u007f]/.test(url);
}

/** Origins the sandbox serves on (`npm start`): plain http on this machine. */
function isLocalSandbox(url: URL): boolean {
  return url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost');
}

/**
 * An address outside the portal that is safe to open: `https:` (and `http:`
 * on this machine, where the sandbox runs), with no credentials in it. The
 * normalised URL, or `undefined` for anything else — `javascript:`, `data:`,
 * a scheme-relative `//host`, a path, or text that is not a URL at all.
 */
export function safeExternalUrl(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url.trim())) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.username || parsed.password) return undefined;
  return parsed.protocol === 'https:' || isLocalSandbox(parsed) ? parsed.href : undefined;
}
