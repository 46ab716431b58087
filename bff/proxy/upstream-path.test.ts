import { describe, expect, it } from 'vitest';
import { upstreamPath } from './upstream-path';

describe('upstreamPath', () => {
  it.each([
    ['/api/v3', '/addons', '/api/v3/addons'],
    ['/api/v3', '/', '/api/v3/'],
    ['', '/addons/acme/benefits/1', '/addons/acme/benefits/1'],
    ['/api/v3', '//addons///x', '/api/v3/addons/x'],
    ['/api/v3', '/addons?next=//evil.test&a=b', '/api/v3/addons?next=//evil.test&a=b'],
    ['/api/v3', '/addons?q=a?b', '/api/v3/addons?q=a?b'],
    ['/base', '/%2F', '/base/%2F'],
  ])('%s + %s → %s', (base, url, expected) => {
    expect(upstreamPath(base, url)).toBe(expected);
  });
});
