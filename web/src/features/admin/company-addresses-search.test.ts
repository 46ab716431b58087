import { describe, expect, it } from 'vitest';
import type { AdminCompany } from '../../api/admin-companies';
import { rowTextQuickFilter } from '../../components/admin-grid-search';
import { companyAddressesSearchText } from './company-addresses-search';

const company: AdminCompany = {
  id: 'company-7',
  name: 'Northwind Monitoring',
  addr1: '1 Harbour Street',
  addr2: 'Suite 400',
  city: 'Bergen',
  state: 'Vestland',
  zip: '5003',
  country: 'Norway',
  googleMapsLink: 'https://maps.example/northwind',
  addons: [{ slug: 'northwind-metrics', displayName: 'Metrics Pipeline', state: 'ga' }],
  users: [{ email: 'dev@northwind.test', createdAt: '2026-03-02T10:00:00Z' }],
};

const search = rowTextQuickFilter(companyAddressesSearchText);
const finds = (word: string, row: AdminCompany = company) => search(word, {} as never, {} as never)?.(undefined, row, { field: 'name' }, {} as never) ?? true;

describe("the admin Addresses table's search", () => {
  it.each(['northwind', 'NORTHWIND', 'metrics', 'PIPELINE', 'harbour', '1 Harbour', 'suite 400', 'bergen', 'VESTLAND', '5003', 'norway'])(
    'finds a company by what its columns show: name, add-ons, street 1 and 2, city, state, zip, country: %j',
    (word) => {
      expect(finds(word)).toBe(true);
    },
  );

  it.each(['maps.example', 'https', 'company-7', 'northwind-metrics', 'dev@northwind', '2026'])(
    'does not find it by its map link, id, add-on slugs or users: %j',
    (word) => {
      expect(finds(word)).toBe(false);
    },
  );

  it('never matches across two columns, and reads a company without street 2, state or country', () => {
    expect(finds('streetsuite')).toBe(false);
    const sparse = { ...company, addr2: null, state: null, country: null };
    expect(finds('bergen', sparse)).toBe(true);
    expect(finds('null', sparse)).toBe(false);
  });
});
