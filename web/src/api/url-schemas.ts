/**
 * The wire schemas for URLs from upstreams (zod), apart from the plain checks
 * in safe-url.ts: sign-in and the header need those checks at first paint,
 * and zod would then ride in the entry chunk (about 25 KB gzip).
 */
import { z } from 'zod';
import { isInternalPath, safeExternalUrl } from './safe-url';

/**
 * The one wire schema for an upstream URL the portal links to or opens (a
 * website, terms, status page, marketplace page, map, documentation, report
 * file): `https:` only (`http:` on this machine, the sandbox). `z.url()` took
 * `javascript:` and `data:`, and a report file's URL was handed to a new tab.
 */
export const externalUrlSchema = z.string().refine((url) => safeExternalUrl(url) !== undefined, { message: 'must be an https: address' });

/**
 * An image the portal loads (an icon, a screenshot): an https: address, a path
 * on this site, an uploaded icon as a base64 PNG, JPEG, GIF or WebP, or a
 * blob: this page made (an upload being previewed).
 */
export const imageUrlSchema = z
  .string()
  .refine(
    (url) => safeExternalUrl(url) !== undefined || isInternalPath(url) || /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/]+=*$/i.test(url) || /^blob:\S+$/.test(url),
    { message: 'must be an https: image address' },
  );
