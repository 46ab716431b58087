import { describe, expect, it } from 'vitest';
import { ADDON_STATES, stateTagFor } from './addon-state';

describe('state tags (spec §4: "Alpha (orange), Beta (blue), Shutdown (red) and nothing for GA")', () => {
  it('tags alpha as Alpha, orange', () => {
    expect(stateTagFor('alpha')).toMatchObject({ label: 'Alpha', colour: 'orange' });
  });
  it('tags beta as Beta, blue', () => {
    expect(stateTagFor('beta')).toMatchObject({ label: 'Beta', colour: 'blue' });
  });
  it('tags shutdown as Shutdown, red', () => {
    expect(stateTagFor('shutdown')).toMatchObject({ label: 'Shutdown', colour: 'red' });
  });
  it('shows nothing for GA', () => {
    expect(stateTagFor('ga')).toBeNull();
  });
  it('covers the four states of the spec', () => {
    expect(ADDON_STATES).toEqual(['alpha', 'beta', 'ga', 'shutdown']);
  });
});
