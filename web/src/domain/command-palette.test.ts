import { describe, expect, it } from 'vitest';
import { buildPaletteIndex, matchAddons, MAX_ADDON_RESULTS, paletteTargets, resultsSentence, type PaletteAddon } from './command-palette';
import { portalScreensFor } from './portal-screens';

const addon = (slug: string, displayName: string, name = slug): PaletteAddon => ({ slug, name, displayName });

const addons = [
  addon('acme-postgres', 'Acme Postgres'),
  addon('acme-metrics', 'Acme Metrics'),
  addon('acme-search', 'Acme Search', 'search'),
  addon('postgres-pro', 'Postgres Pro'),
  addon('mail-relay', 'Mail Relay'),
];
const index = buildPaletteIndex(addons);
const sections = [
  { label: 'Next Steps', path: 'next-steps' },
  { label: 'Plans', path: 'plans' },
  { label: 'Settings', path: 'settings' },
] as const;
const adminScreens = [
  { label: 'Repricing', path: '/admin/repricing' },
  { label: 'Email lookup', path: '/admin/email-lookup' },
];
const keys = (query: string, admin = false) => paletteTargets(index, query, { sections, adminScreens: admin ? adminScreens : undefined }).map((target) => target.key);

describe('matching add-ons', () => {
  it('finds an add-on by slug, display name or name, in any case', () => {
    expect(matchAddons(index, 'acme-metrics').map((a) => a.slug)).toEqual(['acme-metrics']);
    expect(matchAddons(index, 'MAIL rel').map((a) => a.slug)).toEqual(['mail-relay']);
    expect(matchAddons(index, 'search').map((a) => a.slug)).toEqual(['acme-search']);
  });

  it('ranks an exact slug, then a prefix, then a word prefix, then anywhere', () => {
    expect(matchAddons(index, 'postgres').map((a) => a.slug)).toEqual(['postgres-pro', 'acme-postgres']);
    expect(matchAddons(index, 'acme-postgres').map((a) => a.slug)).toEqual(['acme-postgres']);
    expect(matchAddons(buildPaletteIndex([addon('xtrics', 'Xtrics'), addon('metrics', 'Metrics')]), 'trics').map((a) => a.slug)).toEqual(['xtrics', 'metrics']);
    expect(matchAddons(buildPaletteIndex([addon('xtrics', 'Xtrics'), addon('a-trics', 'A trics')]), 'trics').map((a) => a.slug)).toEqual(['a-trics', 'xtrics']);
  });

  it('lists at most a screenful, keeping the best', () => {
    const many = buildPaletteIndex(Array.from({ length: 50 }, (_, i) => addon(`x-${i}`, `Thing ${i}`)).concat(addon('thing', 'Thing')));
    const found = matchAddons(many, 'thing');
    expect(found).toHaveLength(MAX_ADDON_RESULTS);
    expect(found[0]?.slug).toBe('thing');
  });

  it('finds nothing for a query no add-on contains', () => {
    expect(matchAddons(index, 'zzz')).toEqual([]);
  });
});

describe('what the palette lists', () => {
  it('an add-on, then the screens of the best one', () => {
    expect(keys('acme-postgres')).toEqual(['addon:acme-postgres', 'screen:acme-postgres:next-steps', 'screen:acme-postgres:plans', 'screen:acme-postgres:settings']);
  });

  it('several add-ons match: all of them first, then the screens of the best', () => {
    expect(keys('postgres')).toEqual([
      'addon:postgres-pro',
      'addon:acme-postgres',
      'screen:postgres-pro:next-steps',
      'screen:postgres-pro:plans',
      'screen:postgres-pro:settings',
    ]);
  });

  it('one of several named exactly: its screens right after it', () => {
    const twoMetrics = buildPaletteIndex([addon('acme-metrics', 'Acme Metrics'), addon('metrics', 'Metrics')]);
    expect(paletteTargets(twoMetrics, 'Metrics', { sections }).map((target) => target.key)).toEqual([
      'addon:metrics',
      'screen:metrics:next-steps',
      'screen:metrics:plans',
      'screen:metrics:settings',
      'addon:acme-metrics',
    ]);
  });

  it('"<add-on> <screen>" puts that screen first', () => {
    expect(keys('acme-postgres pla')[0]).toBe('screen:acme-postgres:plans');
    expect(paletteTargets(index, 'metrics set', { sections })[0]).toMatchObject({
      kind: 'addon-screen',
      label: 'Acme Metrics › Settings',
      to: '/addons/acme-metrics/settings',
    });
    expect(paletteTargets(index, 'acme-postgres', { sections })[0]).toMatchObject({ kind: 'addon', to: '/addons/acme-postgres' });
  });

  it('no admin screens nor e-mail lookup for partners', () => {
    expect(keys('repricing')).toEqual([]);
    expect(keys('someone@example.test')).toEqual([]);
  });

  it('admins also get matching admin screens, and the lookup of what they typed', () => {
    expect(keys('repr', true)).toEqual(['admin:/admin/repricing', 'email:repr']);
    expect(keys('admin', true)).toEqual(['admin:/admin/repricing', 'admin:/admin/email-lookup', 'email:admin']);
  });

  it('an address typed by an admin: the lookup comes first', () => {
    const [first] = paletteTargets(index, ' partner@acme.test ', { sections, adminScreens });
    expect(first).toEqual({
      kind: 'email-lookup',
      key: 'email:partner@acme.test',
      label: 'Look up e-mail partner@acme.test',
      detail: 'Admin',
      email: 'partner@acme.test',
      to: '/admin/email-lookup/partner@acme.test',
    });
  });

  it('an empty query lists the first add-ons (and admin screens), no screens, no lookup', () => {
    expect(keys('', true)).toEqual([...addons.map((a) => `addon:${a.slug}`), 'admin:/admin/repricing', 'admin:/admin/email-lookup']);
  });

  it('announces the count', () => {
    expect([0, 1, 12].map((count) => resultsSentence(count))).toEqual(['No results', '1 result', '12 results']);
  });

  it('before typing, announces suggestions, never "No results"', () => {
    expect(resultsSentence(3, false)).toBe('3 suggestions');
    expect(resultsSentence(0, false)).not.toBe('No results');
  });
});

describe('the portal screens outside an add-on (issue 31 item 12)', () => {
  const owner = { platformAdmin: false, companyRole: 'owner' as const };
  const withScreens = (query: string, list = index) => paletteTargets(list, query, { sections, screens: portalScreensFor(owner) });
  const places = (query: string, list = index) => withScreens(query, list).map((target) => `${target.label} → ${target.to}`);
  const noAddons = buildPaletteIndex([]);

  it.each([
    ['token', 'API token → /token'],
    ['API token', 'API token → /token'],
    ['access token', 'API token → /token'],
    ['buildpack', 'Buildpacks → /buildpacks'],
    ['Buildpacks', 'Buildpacks → /buildpacks'],
    ['buildpack registry', 'Buildpacks → /buildpacks'],
    ['publish', 'Publish a buildpack → /buildpacks/publish'],
    ['publish buildpack', 'Publish a buildpack → /buildpacks/publish'],
    ['company', 'Company → /company'],
    ['company users', 'Company → /company'],
    ['changelog', 'Add-ons changelog → /changelog'],
    ['add-ons', 'Add-ons → /addons'],
  ])('"%s" finds %s first', (query, place) => {
    expect(places(query)[0]).toBe(place);
  });

  it('a query naming no screen lists none of them', () => {
    expect(withScreens('zzz')).toEqual([]);
    expect(places('acme-postgres').filter((place) => !place.includes('/addons/acme-postgres'))).toEqual([]);
  });

  it('a screen named loosely comes after the add-ons the query names', () => {
    const list = buildPaletteIndex([addon('token-vault', 'Token Vault')]);
    expect(withScreens('token', list).map((target) => target.key)).toEqual([
      'page:/token',
      'addon:token-vault',
      'screen:token-vault:next-steps',
      'screen:token-vault:plans',
      'screen:token-vault:settings',
    ]);
    expect(withScreens('registry buildpack', list).map((target) => target.key)).toEqual(['page:/buildpacks']);
  });

  it('Company is the user\'s own company, found with add-ons or without', () => {
    expect(withScreens('company')[0]).toMatchObject({ kind: 'screen', detail: 'Screen', to: '/company' });
    expect(places('company', noAddons)).toEqual(['Company → /company']);
  });

  it('a screen under an add-on is opened on the first add-on, and not offered without one', () => {
    const supplier = [{ label: 'Supplier', synonyms: [], at: { section: 'company' as const }, suggested: true }];
    expect(paletteTargets(index, 'supplier', { sections, screens: supplier })[0]).toMatchObject({ detail: 'acme-postgres', to: '/addons/acme-postgres/company' });
    expect(paletteTargets(noAddons, 'supplier', { sections, screens: supplier })).toEqual([]);
  });

  it('before typing, suggests screens after the first add-ons', () => {
    expect(places('')).toEqual([
      ...addons.map((a) => `${a.displayName} → /addons/${a.slug}`),
      'Add-ons → /addons',
      'Company → /company',
      'Buildpacks → /buildpacks',
      'API token → /token',
    ]);
  });

  it('a new partner (no add-ons) is offered screens before typing, not "No results"', () => {
    const suggested = withScreens('', noAddons);
    expect(suggested.map((target) => target.label)).toEqual(['Add-ons', 'Company', 'Buildpacks', 'API token']);
    expect(resultsSentence(suggested.length, false)).toBe('4 suggestions');
  });
});

describe('what the role may not see is not offered (issue 35 §2)', () => {
  const as = (companyRole: 'owner' | 'developer' | 'finance' | 'support') => ({ platformAdmin: false, companyRole });
  const placesFor = (user: Parameters<typeof portalScreensFor>[0], query: string) =>
    paletteTargets(buildPaletteIndex([]), query, { sections: [], screens: portalScreensFor(user) }).map((target) => `${target.label} → ${target.to}`);

  it.each(['users', 'company users', 'team'])('"%s" does not lead a Developer to the company users they may not see', (query) => {
    expect(placesFor(as('developer'), query)).toEqual([]);
  });

  it.each(['users', 'company users', 'team'])('"%s" leads Finance, Support, an Owner and a platform admin to the company', (query) => {
    for (const user of [as('finance'), as('support'), as('owner'), { platformAdmin: true, companyRole: null }]) {
      expect(placesFor(user, query)).toEqual(['Company → /company']);
    }
  });

  it('a Developer still finds the company by its own name and its information', () => {
    expect(placesFor(as('developer'), 'company')).toEqual(['Company → /company']);
    expect(placesFor(as('developer'), 'company information')).toEqual(['Company → /company']);
  });

  it('until the user is known, the role words wait', () => {
    expect(placesFor(undefined, 'users')).toEqual([]);
  });
});

describe('10 000 add-ons', () => {
  const catalogue = Array.from({ length: 10_000 }, (_, i) => addon(`addon-${i}-${(i * 7919).toString(36)}`, `Add-on ${i} ${(i * 104_729).toString(36)}`));
  const bigIndex = buildPaletteIndex(catalogue);

  /** The cheapest possible pass over the same data: one `includes` per add-on name. */
  function bareScan(query: string): number {
    let found = 0;
    for (const a of catalogue) if (a.displayName.toLowerCase().includes(query)) found += 1;
    return found;
  }

  function fastestOf(runs: number, work: () => void): number {
    let best = Infinity;
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      work();
      best = Math.min(best, performance.now() - started);
    }
    return best;
  }

  it('finds the one slug asked for', () => {
    const wanted = catalogue[9_876] as PaletteAddon;
    expect(paletteTargets(bigIndex, wanted.slug, { sections })[0]).toMatchObject({ kind: 'addon', slug: wanted.slug });
  });

  it('costs a small constant times a bare scan per keystroke (linear, no sort of every match)', () => {
    // A ratio, not a time: both sides slow down together on a busy machine.
    // One keystroke's bare scan of 10 000 names takes well under 1 ms here,
    // so a few times that stays far inside the 16 ms of a frame.
    const keystrokes = ['a', 'ad', 'add-on 9', 'addon-98', 'zz'];
    const palette = fastestOf(15, () => keystrokes.forEach((query) => paletteTargets(bigIndex, query, { sections, adminScreens })));
    const bare = fastestOf(15, () => keystrokes.forEach(bareScan));
    expect(palette / bare).toBeLessThan(4);
  });
});
