import { describe, expect, it } from 'vitest';
import { ADDON_STATE_FILTER_LABELS, ADDON_STATE_FILTERS, addonStateFilterFrom, withAddonState } from './addon-state-filter';

const addons = [
  { slug: 'kiln-cache', state: 'alpha' },
  { slug: 'acme-vault', state: 'beta' },
  { slug: 'acme-postgres', state: 'ga' },
  { slug: 'acme-stream', state: 'ga' },
  { slug: 'acme-archive', state: 'shutdown' },
] as const;

describe('the All Addons state filter (issue: "filter by state"; spec §4 states)', () => {
  it('offers Any state and the four states, in lifecycle order', () => {
    expect(ADDON_STATE_FILTERS.map((filter) => ADDON_STATE_FILTER_LABELS[filter])).toEqual(['Any state', 'Alpha', 'Beta', 'GA', 'Shutdown']);
  });

  it.each([
    ['any', ['kiln-cache', 'acme-vault', 'acme-postgres', 'acme-stream', 'acme-archive']],
    ['alpha', ['kiln-cache']],
    ['beta', ['acme-vault']],
    ['ga', ['acme-postgres', 'acme-stream']],
    ['shutdown', ['acme-archive']],
  ] as const)('"%s" keeps exactly the add-ons in that state, in order', (filter, slugs) => {
    expect(withAddonState(addons, filter).map((addon) => addon.slug)).toEqual(slugs);
  });

  it.each([
    ['beta', 'beta'],
    ['GA', 'ga'],
    [' shutdown ', 'shutdown'],
    [null, 'any'],
    ['', 'any'],
    ['retired', 'any'],
  ] as const)('reads ?state=%j from the address as %s (unknown: no filter, not an empty list)', (param, filter) => {
    expect(addonStateFilterFrom(param)).toBe(filter);
  });
});
