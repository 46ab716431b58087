import { describe, expect, it } from 'vitest';
import { isInternalPath, safeExternalUrl } from './safe-url';
import { externalUrlSchema, imageUrlSchema } from './url-schemas';

const PORTAL = 'https://portal.example';

/** Hostile hosts written every way a browser still reads as a host. */
const leaders = ['//', '/\\', '\\\\', '\\/', '/\t/', '/\n/', '/\r/', ' //', '/ /', '\t//', '/\u0000/', '///', '/\\\\', '/\\/'];
const hosts = ['evil.example', 'evil.example/addons', 'evil.example:443', 'user@evil.example', '127.0.0.1', '[::1]', 'evil.example?x=/a', 'evil.example#/a'];
/** Never followed, inside or out. */
const schemes = ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', 'file:///etc/passwd', 'blob:https://evil.example/x', 'http://evil.example', 'ftp://evil.example'];
const hostile = [...leaders.flatMap((leader) => hosts.map((host) => leader + host)), ...schemes, ...schemes.map((scheme) => scheme.toUpperCase())];

describe('isInternalPath (issue 22, item 3)', () => {
  it(`has ${hostile.length} hostile values`, () => expect(hostile.length).toBeGreaterThan(100));

  it.each([...hostile, 'https://evil.example'])('%j is not internal', (url) => expect(isInternalPath(url)).toBe(false));

  it.each(['/addons', '/addons/acme-postgres/next-steps', '/addons/acme-postgres/marketplace-listing?edit=1#icon', '/a/..//evil.example', '/%2f%2fevil.example', '/addons/x@y', '/%09/evil.example'])(
    '%j is internal, and resolves on the portal itself',
    (url) => {
      expect(isInternalPath(url)).toBe(true);
      expect(new URL(url, PORTAL).origin).toBe(PORTAL);
    },
  );

  it('never calls internal what a browser resolves to another origin', () => {
    const candidates = [...hostile, ...leaders.map((leader) => `/addons${leader}x`), ...hosts.map((host) => `/${host}`)];
    for (const url of candidates.filter(isInternalPath)) expect(new URL(url, PORTAL).origin, url).toBe(PORTAL);
  });
});

describe('safeExternalUrl (issue 22, item 1)', () => {
  it.each([
    ['https://devcenter.example/articles/x', 'https://devcenter.example/articles/x'],
    ['HTTPS://Status.Example', 'https://status.example/'],
    ['http://127.0.0.1:4002/reports/1.pdf', 'http://127.0.0.1:4002/reports/1.pdf'],
    ['http://localhost:4002/x', 'http://localhost:4002/x'],
  ])('opens %j as %j', (url, safe) => expect(safeExternalUrl(url)).toBe(safe));

  it.each([...hostile, 'http://evil.example/x', 'https://user:pass@evil.example/', 'https:evil.example', 'https:/evil.example', '', 'not a url', 'http://127.0.0.1.evil.example/'])(
    'refuses %j',
    (url) => expect(safeExternalUrl(url)).toBeUndefined(),
  );
});

describe('the wire schemas for upstream URLs (issue 22, item 1)', () => {
  it.each(['https://devcenter.example/x', 'http://127.0.0.1:4002/reports/1.pdf'])('takes %j as a link', (url) => {
    expect(externalUrlSchema.safeParse(url).success).toBe(true);
  });

  it.each([...hostile, 'http://evil.example/statement.pdf', '/reports/1.pdf'])('refuses %j as a link', (url) => {
    expect(externalUrlSchema.safeParse(url).success).toBe(false);
  });

  it.each(['https://cdn.example/icon.png', '/assets/icon.png', 'data:image/png;base64,iVBORw0KGgo=', 'blob:http://localhost:6006/4f1c'])('takes %j as an image', (url) => {
    expect(imageUrlSchema.safeParse(url).success).toBe(true);
  });

  it.each(['javascript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'data:image/svg+xml,<svg onload=alert(1)>', '//evil.example/x.png', 'http://evil.example/x.png'])('refuses %j as an image', (url) => {
    expect(imageUrlSchema.safeParse(url).success).toBe(false);
  });
});
