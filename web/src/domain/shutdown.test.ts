import { describe, expect, it } from 'vitest';
import type { AddonState } from './addon-state';
import { canOfferShutdown, shutdownConfirmed } from './shutdown';

describe('typed shutdown confirmation (spec §5: equals the slug exactly)', () => {
  it.each([
    ['acme-postgres', true],
    ['acme-postgres ', false],
    [' acme-postgres', false],
    ['Acme-Postgres', false],
    ['ACME-POSTGRES', false],
    ['acme-postgre', false],
    ['acme-postgress', false],
    ['acme‐postgres', false], // U+2010 hyphen
    ['acme-postgres\n', false],
    ['', false],
  ])('%j → %s', (typed, confirmed) => {
    expect(shutdownConfirmed(typed, 'acme-postgres')).toBe(confirmed);
  });
});

describe('the shutdown section (spec §2: admin, hidden once shut down)', () => {
  it.each<[AddonState, boolean, boolean]>([
    ['alpha', true, true],
    ['beta', true, true],
    ['ga', true, true],
    ['shutdown', true, false],
    ['ga', false, false],
    ['alpha', false, false],
  ])('%s, admin %s → %s', (state, isAdmin, offered) => {
    expect(canOfferShutdown(state, isAdmin)).toBe(offered);
  });
});
