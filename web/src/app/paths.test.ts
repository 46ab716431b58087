import { describe, expect, it } from 'vitest';
import { isPublicPath } from './paths';

describe('isPublicPath (spec §2 "Public routes")', () => {
  it('knows the changelog and the provider home, as the router matches them', () => {
    for (const path of ['/changelog', '/changelog/', '/provider/home', '/Provider/Home', '/provider/home/']) {
      expect(isPublicPath(path), path).toBe(true);
    }
  });

  it('treats everything else as signed-in only', () => {
    for (const path of ['/', '/addons', '/provider', '/provider/home/x', '/changelogs', '/token', '/admin/changelog']) {
      expect(isPublicPath(path), path).toBe(false);
    }
  });
});
