/**
 * The wire schemas for URLs from upstreams (zod), apart from the plain checks
 * in safe-url.ts: sign-in and the header need those checks at first paint,
 * and zod would then ride in the entry chunk (about 25 KB gzip).
 */
import { z } from 'zod';
import { isInternalPath, safeExternalUrl } from './safe-url';

/**
 * An `https:` address in the plain form upstreams send (lower-case scheme and
 * host of letters, digits, dots and hyphens, no port, no credentials, then a
 * path, query or fragment of printable ASCII without spaces or backslashes),
 * told by one regular expression instead of `new URL`, which was a third of
 * the parse of a 10 000-row list (issue 33). It only ever says yes to what
 * `safeExternalUrl` takes (url-schemas.test.ts holds it to that); anything
 * else (mixed case, a port, a numeric or punycode host, `http:` on this
 * machine) goes to the full check. The last label starts with a letter: a
 * host ending in a number is read as an IPv4 address, which may not parse.
 */
const PLAIN_HTTPS_URL = /^https:\/\/(?:(?!xn--)[a-z0-9-]+\.)*(?!xn--)[a-z][a-z0-9-]*(?:[/?#][!#-[\]-~]*)?$/;

export const isPlainHttpsUrl = (url: string): boolean => PLAIN_HTTPS_URL.test(url);

/**
 * The one wire schema for an upstream URL the portal links to or opens (a
 * website, terms, status page, marketplace page, map, documentation, report
 * file): `https:` only (`http:` on this machine, the sandbox). `z.url()` took
 * `javascript:` and `data:`, and a report file's URL was handed to a new tab.
 */
export const externalUrlSchema = z.string().refine((url) => isPlainHttpsUrl(url) || safeExternalUrl(url) !== undefined, { message: 'must be an https: address' });

/**
 * An image the portal loads (an icon, a screenshot): an https: address, a path
 * on this site, an uploaded icon as a base64 PNG, JPEG, GIF or WebP, or a
 * blob: this page made (an upload being previewed).
 */
export const imageUrlSchema = z
  .string()
  .refine(
    (url) => isPlainHttpsUrl(url) || safeExternalUrl(url) !== undefined || isInternalPath(url) || /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/]+=*$/i.test(url) || /^blob:\S+$/.test(url),
    { message: 'must be an https: image address' },
  );
