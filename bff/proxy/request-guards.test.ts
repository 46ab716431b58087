import { describe, expect, it } from 'vitest';
import { isSafeProxyPath } from './request-guards';

describe('isSafeProxyPath', () => {
  it.each(['/addons', '/addons/acme-postgres', '/users/partner%40acme.test/addons', '/addons?page=2&q=..'])(
    'allows %s',
    (path) => expect(isSafeProxyPath(path)).toBe(true),
  );

  it.each([
    '/../admin',
    '/addons/../../secret',
    '/./addons',
    '/%2e%2e/secret',
    '/%2E%2E/secret',
    '/addons%2f..%2fsecret',
    '/addons%5c..%5csecret',
    '/addons\\..\\secret',
    '/addons%00',
    '/%E0%A4%A',
  ])('refuses %s', (path) => expect(isSafeProxyPath(path)).toBe(false));
});

/**
 * Issue 22: a `;` path parameter. Tomcat, Spring and some Jetty/nginx set-ups
 * drop what follows `;` in a segment, so `/..;/internal` becomes `/../internal`
 * there, outside the prefix, with the user's bearer. Every segment that holds a
 * `;` (raw or encoded, once or twice) is refused, wherever it stands.
 */
describe('isSafeProxyPath: matrix parameters and double encoding', () => {
  const segments = [';', '..;', '.;', '..;x=1', ';jsessionid=abc', 'addons;', 'a;b', '%3b', '%3B', '..%3b', '..%3B', '%2e%2e;', '%2e%2e%3b', '%252e%252e', '%253b', '..%253b', '%252f', '%255c'];
  const shapes = [(s: string) => `/${s}/internal`, (s: string) => `/addons/${s}/internal`, (s: string) => `/addons/${s}`, (s: string) => `/${s}`, (s: string) => `/addons/${s}?q=1`, (s: string) => `//${s}//internal`];
  const hostile = segments.flatMap((segment) => shapes.map((shape) => shape(segment)));

  it(`has a table of ${hostile.length} hostile paths`, () => expect(hostile.length).toBeGreaterThan(100));
  it.each(hostile)('refuses %s', (path) => expect(isSafeProxyPath(path)).toBe(false));

  it.each(['/addons?filter=a;b', '/addons?q=..;', '/users/first+last%40acme.test/addons', '/addons/acme-postgres/plans', '/apps/my-app/config-vars'])(
    'still allows %s (a ; in the query is the upstream’s business)',
    (path) => expect(isSafeProxyPath(path)).toBe(true),
  );
});
