import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it.each([
    ['/addons', '/addons'],
    ['/addons/acme-postgres/plans?defaults=1', '/addons/acme-postgres/plans?defaults=1'],
    ['/admin#top', '/admin#top'],
    ['/addons/caf%C3%A9', '/addons/caf%C3%A9'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });

  it.each([
    ['protocol-relative', '//evil.example/steal'],
    ['backslash host', '/\\evil.example'],
    ['backslashes', '\\\\evil.example'],
    ['encoded slash', '/%2fevil.example'],
    ['encoded backslash', '/%5cevil.example'],
    ['double-encoded slash decoded once', '%2f%2fevil.example'],
    ['absolute URL', 'https://evil.example/'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['control character', '/addons\n/evil'],
    ['tab trick', '/\t/evil.example'],
    ['encoded newline', '/addons%0d%0aSet-Cookie:x=1'],
    ['not a path', 'addons'],
    ['malformed encoding', '/%E0%A4%A'],
    ['sign-in loop', '/login?return_to=/addons'],
    ['callback loop', '/login/oauth?code=x'],
    ['empty', ''],
  ])('rejects %s', (_name, input) => {
    expect(safeReturnTo(input)).toBe('/');
  });

  it('rejects values that are not strings', () => {
    expect(safeReturnTo(['/a', '/b'])).toBe('/');
    expect(safeReturnTo(undefined)).toBe('/');
  });
});
