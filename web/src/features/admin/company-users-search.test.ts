import { describe, expect, it } from 'vitest';
import type { AdminCompany } from '../../api/admin-companies';
import { rowTextQuickFilter } from '../../components/admin-grid-search';
import { companyUsersSearchText } from './company-users-search';

const company: AdminCompany = {
  id: 'company-7',
  name: 'Northwind Monitoring',
  addr1: '1 Harbour Street',
  addr2: null,
  city: 'Bergen',
  state: null,
  zip: '5003',
  country: 'Norway',
  googleMapsLink: 'https://maps.example/northwind',
  addons: [{ slug: 'northwind-metrics', displayName: 'Metrics Pipeline', state: 'ga' }],
  users: [
    { email: 'dev@northwind.test', createdAt: '2026-03-02T10:00:00Z' },
    { email: 'ops@northwind.test', createdAt: '2025-11-20T10:00:00Z' },
  ],
};

const search = rowTextQuickFilter(companyUsersSearchText);
const finds = (word: string) => search(word, {} as never, {} as never)?.(undefined, company, { field: 'name' }, {} as never) ?? true;

describe("the admin Users table's search", () => {
  it.each(['northwind', 'NORTHWIND', 'Monitoring', 'norway', 'metrics', 'PIPELINE', 'dev@north', 'OPS@NORTHWIND.TEST'])(
    'finds a company by its name, country, add-ons or users’ e-mails: %j',
    (word) => {
      expect(finds(word)).toBe(true);
    },
  );

  it.each(['2026', 'March', '2nd', 'bergen', 'harbour', 'company-7', 'northwind-metrics', 'maps.example'])(
    'does not find it by the dates users were added, its street, city, id, slugs or links: %j',
    (word) => {
      expect(finds(word)).toBe(false);
    },
  );
});
