import { hasControlCharacters } from '../control-characters';

/** Where to send the user after sign-in when `return_to` is missing or unsafe. */
export const DEFAULT_RETURN_TO = '/';

const PROBE_ORIGIN = 'http://portal.invalid';

function looksSafe(path: string): boolean {
  return (
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.includes('\\') &&
    !hasControlCharacters(path)
  );
}

/**
 * Returns `value` when it is a same-origin relative path, else `/`. Rejects
 * protocol-relative (`//host`), backslashes (browsers read `/\host` as `//host`),
 * encoded slashes and backslashes that decode into those, schemes and control
 * characters; also refuses to send the user back into the sign-in routes.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return DEFAULT_RETURN_TO;
  if (!looksSafe(value)) return DEFAULT_RETURN_TO;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return DEFAULT_RETURN_TO;
  }
  if (!looksSafe(decoded)) return DEFAULT_RETURN_TO;
  const url = new URL(value, PROBE_ORIGIN);
  if (url.origin !== PROBE_ORIGIN) return DEFAULT_RETURN_TO;
  if (url.pathname === '/login' || url.pathname.startsWith('/login/') || url.pathname === '/log-out') {
    return DEFAULT_RETURN_TO;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
