import { describe, expect, it } from 'vitest';
import type { AddonState } from './addon-state';
import { canChangeAddon, canOfferShutdown, shutdownConfirmationProblem, shutdownConfirmed, shutdownFlash } from './shutdown';

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

describe('what a wrong typed slug is told (issue 21 item 12)', () => {
  it.each([
    ['acme-postgres', null],
    ['', 'Type acme-postgres to confirm.'],
    [' acme-postgres ', 'Remove the spaces around acme-postgres.'],
    ['Acme-Postgres', 'Type acme-postgres in lower case, exactly as shown.'],
    ['acme-postgre', '“acme-postgre” is not this add-on’s slug. Type acme-postgres exactly.'],
  ])('%j → %j', (typed, problem) => {
    expect(shutdownConfirmationProblem(typed, 'acme-postgres')).toBe(problem);
  });

  it('has a message for every slug that does not confirm', () => {
    for (const typed of ['acme‐postgres', 'acme-postgres\n', 'x']) expect(shutdownConfirmationProblem(typed, 'acme-postgres')).toMatch(/\.$/);
  });
});

describe('a shut-down add-on no longer changes (spec §4: irreversible; issue 21 item 12)', () => {
  it.each<[AddonState, boolean]>([
    ['alpha', true],
    ['beta', true],
    ['ga', true],
    ['shutdown', false],
  ])('%s → %s', (state, changeable) => {
    expect(canChangeAddon(state)).toBe(changeable);
  });
});

describe('the flash after a shutdown (spec §8 text, issue 31 item 17)', () => {
  it("keeps the spec's text exactly and names the add-on in a title above it", () => {
    expect(shutdownFlash('Acme Stream')).toEqual({ title: 'Acme Stream is shut down.', message: 'Addon successfully shutdown' });
  });
});
