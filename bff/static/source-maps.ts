/**
 * No source map is ever served (issue 22, issue 32 §5.1): the build keeps them
 * outside dist/web, and this refuses any path that names one however it is
 * written. The static file server decodes the path once before it looks on
 * disk, so `/assets/app.js%2emap` is app.js.map to it: the check must look at
 * the path as decoded, every layer of it, not at the raw text.
 */
import type { RequestHandler } from 'express';
import { HttpError } from '../errors';

/**
 * Every percent escape decoded, again and again until none is left (double
 * encoding), byte by byte so a malformed or non-UTF-8 escape cannot stop the
 * decoding early. Each round shortens the text, so it ends.
 */
function fullyDecoded(path: string): string {
  let decoded = path;
  for (;;) {
    const next = decoded.replace(/%([0-9a-f]{2})/gi, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (next === decoded) return decoded;
    decoded = next;
  }
}

/*
 * `.map` ending a name: at the end, or before anything that is not part of a
 * longer extension (`.map.`, `.map;x`, `.map/`, `.map `, `.map\0`), so
 * `/sitemap` or `.mapping` are not caught.
 */
const NAMES_A_MAP = /\.map(?![a-z0-9_-])/;

export const namesSourceMap = (path: string): boolean => NAMES_A_MAP.test(fullyDecoded(path).toLowerCase());

export const refuseSourceMaps: RequestHandler = (req, _res, next) => {
  if (namesSourceMap(req.path)) throw new HttpError(404, 'not_found', 'Not found.');
  next();
};
