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
