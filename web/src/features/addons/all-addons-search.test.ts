import { describe, expect, it } from 'vitest';
import type { AddonSummary } from '../../api/addon-lists';
import { rowTextQuickFilter } from '../../components/admin-grid-search';
import { allAddonsSearchText } from './all-addons-search';

const addon: AddonSummary = {
  id: 'addon-1',
  slug: 'acme-postgres',
  name: 'acme-postgres',
  displayName: 'Acme Postgres',
  summary: 'Managed databases for every plan',
  state: 'beta',
  iconUrl: null,
  marketplaceUrl: 'https://marketplace.example/acme-postgres',
  updatedAt: '2026-03-02T10:00:00Z',
  provisioningApiVersion: 3,
  company: { id: 'company-1', name: 'Kiln Labs' },
};

const search = rowTextQuickFilter(allAddonsSearchText);
const finds = (word: string) => search(word, {} as never, {} as never)?.(undefined, addon, { field: 'displayName' }, {} as never) ?? true;

describe("All Addons' search", () => {
  it.each(['Postgres', 'postgres', 'POSTGRES', 'acme-post', 'ACME-POSTGRES', 'kiln', 'LABS'])('finds an add-on by its name, slug or company: %j', (word) => {
    expect(finds(word)).toBe(true);
  });

  it.each(['beta', '2026', 'databases', 'addon-1', 'marketplace.example', 'company-1'])('does not find it by its state, date, summary, ids or links: %j', (word) => {
    expect(finds(word)).toBe(false);
  });
});
