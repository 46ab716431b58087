/**
 * The upstream path for a proxied request: the target's base path, then the
 * request's path below the proxy prefix (Express has removed the prefix), with
 * runs of slashes folded into one, as the proxy library this replaced did. The
 * query string is passed on untouched.
 */
export function upstreamPath(basePath: string, url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  const joined = `${basePath}/${path}`.replace(/\/{2,}/g, '/');
  return query === -1 ? joined : joined + url.slice(query);
}
