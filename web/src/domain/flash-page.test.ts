import { describe, expect, it } from 'vitest';
import { FLASH_FOLLOWS_NAVIGATION_MS, flashLeavesWithPage, flashPageOf } from './flash-page';

describe('the page a flash belongs to (issue 21 item 3)', () => {
  it.each([
    ['/addons/acme-postgres/company', '/addons/acme-postgres/company'],
    ['/addons/acme-postgres/company/company-users/new', '/addons/acme-postgres/company'],
    ['/addons/acme-postgres/plans/p1/edit', '/addons/acme-postgres/plans'],
    ['/addons/acme-postgres', '/addons/acme-postgres'],
    ['/addons', '/addons'],
    ['/admin/email-lookup/someone@acme.test', '/admin/email-lookup'],
    ['/admin', '/admin'],
    ['/token', '/token'],
    ['/', '/'],
  ])('%s is on the page %s', (path, page) => {
    expect(flashPageOf(path)).toBe(page);
  });

  it('a panel closing keeps the page; another section or screen is another page', () => {
    expect(flashPageOf('/addons/a/plans/new')).toBe(flashPageOf('/addons/a/plans'));
    expect(flashPageOf('/addons/a/plans')).not.toBe(flashPageOf('/addons/a/company'));
    expect(flashPageOf('/addons/a/plans')).not.toBe(flashPageOf('/addons/b/plans'));
  });

  it('a flash raised by the navigation itself stays; an older one leaves', () => {
    expect(flashLeavesWithPage(10_000, 10_000 + 200)).toBe(false);
    expect(flashLeavesWithPage(10_000, 10_000 + FLASH_FOLLOWS_NAVIGATION_MS)).toBe(false);
    expect(flashLeavesWithPage(10_000, 10_000 + FLASH_FOLLOWS_NAVIGATION_MS + 1)).toBe(true);
  });
});
