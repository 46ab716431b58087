import { describe, expect, it } from 'vitest';
import { asksForUpgrade, bodySizeRefusal, hasCsrfHeader, isSafeProxyPath } from './request-guards';

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

/** The other raw-request checks, both sides of each (the fast lane uses them without Express). */
describe('hasCsrfHeader: X-CSRF: 1 proves the call is our SPA’s', () => {
  it('accepts exactly 1', () => expect(hasCsrfHeader({ 'x-csrf': '1' })).toBe(true));
  it.each([{}, { 'x-csrf': '' }, { 'x-csrf': '0' }, { 'x-csrf': 'true' }, { 'x-csrf': ' 1' }])('refuses %o', (headers) => expect(hasCsrfHeader(headers)).toBe(false));
});

describe('bodySizeRefusal: bodies are checked from Content-Length', () => {
  const refusal = (headers: Record<string, string>, maxBytes = 100) => {
    const error = bodySizeRefusal(headers, maxBytes);
    return error && { status: error.status, id: error.id, message: error.message };
  };

  it('lets through no body, and a body up to the limit', () => {
    expect(refusal({})).toBeUndefined();
    expect(refusal({ 'content-length': '0' })).toBeUndefined();
    expect(refusal({ 'content-length': '100' })).toBeUndefined();
  });

  it('refuses a body one byte over the limit with 413', () => {
    expect(refusal({ 'content-length': '101' })).toEqual({ status: 413, id: 'payload_too_large', message: 'Request bodies are limited to 100 bytes.' });
  });

  it('refuses a chunked body (no Content-Length) with 411', () => {
    expect(refusal({ 'transfer-encoding': 'chunked' })).toEqual({ status: 411, id: 'length_required', message: 'Request bodies must be sent with a Content-Length.' });
  });

  it.each(['-1', '1.5', 'abc', '9007199254740993'])('refuses Content-Length %s as invalid', (length) => {
    expect(refusal({ 'content-length': length })).toEqual({ status: 400, id: 'bad_request', message: 'Invalid Content-Length.' });
  });
});

describe('asksForUpgrade: nothing behind the proxies speaks WebSocket', () => {
  it.each([{ upgrade: 'websocket' }, { connection: 'Upgrade' }, { connection: 'keep-alive, upgrade' }, { upgrade: 'h2c', connection: 'Upgrade, HTTP2-Settings' }])(
    'sees an upgrade in %o',
    (headers) => expect(asksForUpgrade(headers)).toBe(true),
  );

  it.each([{}, { connection: 'keep-alive' }, { connection: 'close' }, { connection: 'upgraded-not' }])('sees none in %o', (headers) => expect(asksForUpgrade(headers)).toBe(false));
});
