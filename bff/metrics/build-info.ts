import { readFileSync } from 'node:fs';

/** Replaced by the production build with package.json's version (scripts/build-bff.ts `define`). */
declare const __BFF_VERSION__: string | undefined;

/**
 * The BFF's version for the build-info gauge: baked in by the production
 * build; read from package.json when run from source (npm start, the tests).
 */
export function bffVersion(): string {
  if (typeof __BFF_VERSION__ === 'string') return __BFF_VERSION__;
  try {
    const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: unknown };
    return typeof manifest.version === 'string' ? manifest.version : 'unknown';
  } catch {
    return 'unknown';
  }
}
