import { describe, expect, it } from 'vitest';
import type { AddonState } from '../api/addon-lists';
import {
  companyLinkAddon,
  companyLinkPath,
  countCompaniesWithBetaOrGaAddon,
  hasBetaOrGaAddon,
  listedCompanies,
  safeMapLink,
  showsAllCompanies,
} from './admin-companies';

const company = (name: string, ...states: AddonState[]) => ({
  name,
  addons: states.map((state, index) => ({ slug: `${name}-${index}`, state })),
});

/** One company per mix of add-on states the screens meet. */
const table = [
  { company: company('ga-only', 'ga'), listed: true },
  { company: company('beta-only', 'beta'), listed: true },
  { company: company('alpha-and-beta', 'alpha', 'beta'), listed: true },
  { company: company('shutdown-and-ga', 'shutdown', 'ga'), listed: true },
  { company: company('alpha-only', 'alpha'), listed: false },
  { company: company('shutdown-only', 'shutdown'), listed: false },
  { company: company('alpha-and-shutdown', 'alpha', 'shutdown'), listed: false },
  { company: company('no-addons'), listed: false },
] as const;

const all = table.map((row) => row.company);
const names = (list: readonly { name: string }[]) => list.map((entry) => entry.name);
const expectedListed = table.filter((row) => row.listed).map((row) => row.company.name);

describe('hasBetaOrGaAddon', () => {
  it.each(table)('spec §2 "at least one beta or GA add-on": $company.name → $listed', ({ company: entry, listed }) => {
    expect(hasBetaOrGaAddon(entry)).toBe(listed);
  });
});

describe('listedCompanies (Addresses and Users, one rule)', () => {
  it('"By default only companies with at least one beta or GA add-on are listed" (Users: "for companies with a GA or beta add-on")', () => {
    expect(names(listedCompanies(all, false))).toEqual(expectedListed);
  });

  it('"a checkbox shows all companies", in the order given: alpha-only, shut-down-only and add-on-less ones too', () => {
    expect(names(listedCompanies(all, true))).toEqual(names(all));
    expect(names(listedCompanies(all, true))).toEqual(expect.arrayContaining(['alpha-only', 'shutdown-only', 'no-addons']));
  });
});

describe('countCompaniesWithBetaOrGaAddon', () => {
  it('counts what the default lists show', () => {
    expect(countCompaniesWithBetaOrGaAddon(all)).toBe(expectedListed.length);
    expect(countCompaniesWithBetaOrGaAddon([])).toBe(0);
  });
});

describe('companyLinkAddon ("Company names link to the add-on")', () => {
  it.each([
    { states: ['ga'], linked: 0 },
    { states: ['alpha', 'beta', 'ga'], linked: 1 },
    { states: ['shutdown', 'ga', 'beta'], linked: 1 },
    { states: ['alpha', 'shutdown'], linked: 0 },
    { states: ['shutdown', 'alpha'], linked: 0 },
  ] as { states: AddonState[]; linked: number }[])('$states → add-on $linked', ({ states, linked }) => {
    const { addons } = company('c', ...states);
    expect(companyLinkAddon(addons)).toBe(addons[linked]);
  });

  it('links nothing for a company without add-ons', () => {
    expect(companyLinkAddon([])).toBeNull();
  });
});

describe('companyLinkPath (a company name opens the company, issue 31 item 15)', () => {
  it("opens the company tab through the linked add-on, not the add-on's own page", () => {
    const { addons } = company('acme', 'alpha', 'ga', 'beta');
    expect(companyLinkPath(addons)).toBe('/addons/acme-1/company');
  });

  it('opens it through an alpha or shut-down add-on when the company has nothing else', () => {
    expect(companyLinkPath(company('kiln', 'shutdown', 'alpha').addons)).toBe('/addons/kiln-0/company');
  });

  it('has nowhere to open for a company without add-ons', () => {
    expect(companyLinkPath([])).toBeNull();
  });
});

describe('safeMapLink', () => {
  it.each([
    ['https://www.google.com/maps/search/?api=1&query=500%20Howard%20Street', 'https://www.google.com/maps/search/?api=1&query=500%20Howard%20Street'],
    ['HTTPS://maps.example.com/x', 'HTTPS://maps.example.com/x'],
  ])('links an https: URL as it came: %s', (value, expected) => {
    expect(safeMapLink(value)).toBe(expected);
  });

  it.each([
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://maps.example.com/x',
    '//maps.example.com/x',
    '/maps',
    'not a url',
    '',
    null,
    undefined,
  ])('never links %s', (value) => {
    expect(safeMapLink(value)).toBeNull();
  });
});

describe('showsAllCompanies', () => {
  it.each([
    ['1', true],
    ['0', false],
    ['true', false],
    ['', false],
    [null, false],
  ] as const)('?all=%s → %s', (value, expected) => {
    expect(showsAllCompanies(value)).toBe(expected);
  });
});
