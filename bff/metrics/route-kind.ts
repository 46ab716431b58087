/**
 * The route kinds requests are counted under (issue 32 §1): a fixed set, so a
 * metric label never holds a raw path, slug or id — an unknown path is a
 * `page` (the SPA answers it) or `static` (a file name), whatever it says.
 */
export const ROUTE_KINDS = [
  'page',
  'static',
  'bff',
  'sign_in',
  'health',
  'storybook',
  'api_v3',
  'public_changelog',
  'platform',
  'code_hosting',
  'buildpack_registry',
  'other',
] as const;
export type RouteKind = (typeof ROUTE_KINDS)[number];

/** First path segment (lowercase, as Express matches mounts) → its kind. */
const BY_FIRST_SEGMENT: ReadonlyMap<string, RouteKind> = new Map<string, RouteKind>([
  ['healthz', 'health'],
  ['readyz', 'health'],
  ['platform', 'platform'],
  ['code-hosting', 'code_hosting'],
  ['buildpack-registry', 'buildpack_registry'],
  ['bff', 'bff'],
  ['login', 'sign_in'],
  ['log-out', 'sign_in'],
  ['ui-components', 'storybook'],
  ['assets', 'static'],
]);

/**
 * The kind of a request's URL, as the BFF's router would route it; cheap
 * (a few string scans, no regular expression, nothing kept), as it runs on
 * every request.
 */
export function routeKind(url: string): RouteKind {
  if (url.charCodeAt(0) !== SLASH) return 'other';
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  const end = path.indexOf('/', 1);
  const first = (end < 0 ? path.slice(1) : path.slice(1, end)).toLowerCase();
  const known = BY_FIRST_SEGMENT.get(first);
  if (known) return known;
  if (first === 'api') {
    const lower = path.toLowerCase();
    if (lower === '/api/v3' || lower.startsWith('/api/v3/')) return lower.startsWith('/api/v3/changelog') ? 'public_changelog' : 'api_v3';
  }
  // A file name (a dot in the last segment) is a static file; anything else is a page of the SPA.
  return path.lastIndexOf('.') > path.lastIndexOf('/') ? 'static' : 'page';
}

const SLASH = 0x2f;
