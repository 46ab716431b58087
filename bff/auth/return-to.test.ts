import { describe, expect, it } from 'vitest';
import { HOSTILE_NON_STRING_RETURN_TO, HOSTILE_RETURN_TO } from './hostile-return-to';
import { landingAfterSignIn, safeReturnTo } from './return-to';

const PORTAL = 'http://portal.invalid';

/**
 * Why an output would take the browser off the portal, or undefined when it stays:
 * resolved as is, as a browser does after dropping tabs and newlines, and by code
 * that percent-decodes it first.
 */
function leavesPortal(output: string): string | undefined {
  if (!output.startsWith('/') || output.startsWith('//') || output.startsWith('/\\')) return 'not a single-slash path';
  let decoded: string;
  try {
    decoded = decodeURIComponent(output);
  } catch {
    decoded = output;
  }
  for (const candidate of [output, output.replace(/[\t\n\r]/g, ''), decoded, decoded.replace(/[\t\n\r]/g, '')]) {
    const origin = new URL(candidate, PORTAL).origin;
    if (origin !== PORTAL) return `resolves to ${origin}`;
  }
  return undefined;
}

/** mulberry32: a seeded PRNG, so a failing generated input can be reproduced. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FRAGMENTS = ['/', '//', '\\', '.', '..', '%2e', '%2E', '%2f', '%5c', '%09', '\t', '\n', 'evil.test', '@', 'a', '%252e', '?', '#'];

/** Inputs glued together from the pieces of open-redirect payloads. */
function generatedInputs(count: number, seed: number): string[] {
  const random = seededRandom(seed);
  const pick = () => FRAGMENTS[Math.floor(random() * FRAGMENTS.length)] ?? '';
  return Array.from({ length: count }, () => {
    const length = 1 + Math.floor(random() * 8);
    // Most start with `/`, as a value must to get past the first check.
    let input = random() < 0.8 ? '/' : '';
    for (let i = 0; i < length; i++) input += pick();
    return input;
  });
}

describe('safeReturnTo', () => {
  it.each([
    '/',
    '/addons',
    '/addons/acme-postgres/plans?defaults=1',
    '/admin#top',
    '/addons/caf%C3%A9',
    '/addons?q=a%20b',
    '/ui-components/?path=/story/x',
    '/addons?next=//elsewhere',
    '/addons?q=100%25',
    '/admin/login-history',
    '/logins',
  ])('keeps the same-origin path %s unchanged', (input) => {
    expect(safeReturnTo(input)).toBe(input);
  });

  it('has a table of at least 120 hostile values', () => {
    expect(HOSTILE_RETURN_TO.length).toBeGreaterThanOrEqual(120);
  });

  it.each(HOSTILE_RETURN_TO)('sends %s to / (%j)', (_description, input) => {
    const output = safeReturnTo(input);
    expect(leavesPortal(output)).toBeUndefined();
    expect(output).toBe('/');
  });

  it.each(HOSTILE_NON_STRING_RETURN_TO)('sends a value that is not a string (%s) to /', (_description, input) => {
    expect(safeReturnTo(input)).toBe('/');
  });

  it('never returns a path that leaves the portal, for thousands of generated inputs', () => {
    const inputs = generatedInputs(5000, 20240611);
    const escapes = inputs
      .map((input) => ({ input, output: safeReturnTo(input) }))
      .map((result) => ({ ...result, problem: leavesPortal(result.output) }))
      .filter((result) => result.problem !== undefined);
    expect(escapes).toEqual([]);
    // The generator must also produce values that pass, or it would test nothing.
    expect(inputs.filter((input) => safeReturnTo(input) !== '/').length).toBeGreaterThan(100);
  });
});

/** The boundaries of the rules, both sides (each of these let a planted defect through before). */
describe('safeReturnTo: where each rule stops', () => {
  it('refuses a dot segment rather than resolving it, but keeps dots inside a name', () => {
    expect(safeReturnTo('/addons/./plans')).toBe('/');
    expect(safeReturnTo('/addons/acme.io/plans')).toBe('/addons/acme.io/plans');
    expect(safeReturnTo('/docs/v1.2')).toBe('/docs/v1.2');
  });

  it('keeps a path of up to 2048 characters and refuses a longer one', () => {
    const longest = `/addons/${'a'.repeat(2040)}`;
    expect(longest).toHaveLength(2048);
    expect(safeReturnTo(longest)).toBe(longest);
    expect(safeReturnTo(`${longest}a`)).toBe('/');
  });

  it('decodes up to three times and refuses what is still encoded after that, in the path or the query', () => {
    expect(safeReturnTo('/addons/a%252541')).toBe('/addons/a%252541');
    expect(safeReturnTo('/addons/a%25252541')).toBe('/');
    expect(safeReturnTo('/addons?q=a%252541')).toBe('/addons?q=a%252541');
    expect(safeReturnTo('/addons?q=a%25252541')).toBe('/');
  });
});

describe('landingAfterSignIn (issue 31 item 13)', () => {
  it('lands in the portal, not back on the pitch, when sign-in started on a public page', () => {
    for (const publicPage of ['/provider/home', '/provider/home/', '/Provider/Home', '/changelog', '/changelog?month=2026-11', '/changelog#top']) {
      expect(landingAfterSignIn(publicPage), publicPage).toBe('/');
    }
  });

  it('returns to the protected page that sent the user to sign in, query and all', () => {
    expect(landingAfterSignIn('/addons/acme-postgres/plans?panel=new')).toBe('/addons/acme-postgres/plans?panel=new');
    expect(landingAfterSignIn('/buildpacks/publish')).toBe('/buildpacks/publish');
    // Only the public pages themselves: a protected path that merely starts alike is returned to.
    expect(landingAfterSignIn('/provider/homework')).toBe('/provider/homework');
    expect(landingAfterSignIn('/changelogs')).toBe('/changelogs');
  });

  it('keeps refusing what safeReturnTo refuses', () => {
    expect(landingAfterSignIn('//evil.test/changelog')).toBe('/');
    expect(landingAfterSignIn(undefined)).toBe('/');
  });
});
