/**
 * The session cookies whose signature has been checked, remembered so the
 * proxies' hot path computes one HMAC per session, not per call.
 *
 * Keyed by the session cookie's value alone and bounded by bytes (issue 32
 * §5.4): keyed by the whole Cookie header and bounded by count, one signed-in
 * user sending 10 000 padded headers (every other cookie is theirs to choose)
 * made one process hold 145 MiB. A session cookie's value is the signed id
 * and nothing else, so however the rest of the header varies, one session is
 * one entry of under a hundred bytes. Only verified values are remembered:
 * forged ones cannot push real ones out.
 */
import { parse as parseCookies } from 'cookie';
import signature from 'cookie-signature';
import { LRUCache } from 'lru-cache';

/** Room for tens of thousands of live sessions; a process's other caches are bounded likewise. */
export const VERIFIED_COOKIES_MAX_BYTES = 4 * 1024 * 1024;
/*
 * An entry's cost: its key and value as UTF-16 strings plus the cache's own
 * bookkeeping (Map slots, LRU links), roughly, so the bound is in bytes of heap.
 */
const ENTRY_OVERHEAD_BYTES = 96;
/** express-session's values are `s:` + a 32-character id + `.` + a 43-character signature; anything far longer is not one of ours to keep. */
const MAX_ENTRY_BYTES = 1024;

export interface VerifiedCookies {
  /** The session id of the header's session cookie when its signature is good; undefined when absent or forged. */
  sessionIdOf(cookieHeader: string | undefined): string | undefined;
  /** The cache's own accounting: how many values, and their size in bytes as the bound counts them. */
  usage(): { entries: number; bytes: number };
}

/** The id signed into an express-session cookie value (`s:<id>.<signature>`) by any of `secrets` (rotation). */
export function unsignedSessionId(value: string | undefined, secrets: readonly string[]): string | undefined {
  if (!value?.startsWith('s:')) return undefined;
  for (const secret of secrets) {
    const id = signature.unsign(value.slice(2), secret);
    if (id !== false) return id;
  }
  return undefined;
}

export function verifiedSessionCookies(cookieName: string, secrets: readonly string[], maxBytes = VERIFIED_COOKIES_MAX_BYTES): VerifiedCookies {
  const verified = new LRUCache<string, string>({
    maxSize: maxBytes,
    maxEntrySize: MAX_ENTRY_BYTES,
    sizeCalculation: (id, value) => 2 * (value.length + id.length) + ENTRY_OVERHEAD_BYTES,
  });
  return {
    sessionIdOf(cookieHeader) {
      if (!cookieHeader) return undefined;
      const value = parseCookies(cookieHeader)[cookieName];
      if (value === undefined) return undefined;
      const known = verified.get(value);
      if (known !== undefined) return known;
      const id = unsignedSessionId(value, secrets);
      if (id !== undefined) verified.set(value, id);
      return id;
    },
    usage: () => ({ entries: verified.size, bytes: verified.calculatedSize }),
  };
}
