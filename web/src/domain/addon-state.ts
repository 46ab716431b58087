/**
 * Add-on states and their tags (spec §4 "Add-on states"): "The state tag shows
 * Alpha (orange), Beta (blue), Shutdown (red) and nothing for GA."
 */
import type { AddonState } from '../api/addon-lists';

export type { AddonState };

export const ADDON_STATES = ['alpha', 'beta', 'ga', 'shutdown'] as const satisfies readonly AddonState[];

export interface StateTag {
  label: 'Alpha' | 'Beta' | 'Shutdown';
  /** The colour the spec names; the theme maps it to a token with AA contrast. */
  colour: 'orange' | 'blue' | 'red';
  /** Theme palette key holding that colour. */
  paletteKey: 'stateAlpha' | 'stateBeta' | 'stateShutdown';
}

const TAGS: Record<AddonState, StateTag | null> = {
  alpha: { label: 'Alpha', colour: 'orange', paletteKey: 'stateAlpha' },
  beta: { label: 'Beta', colour: 'blue', paletteKey: 'stateBeta' },
  ga: null,
  shutdown: { label: 'Shutdown', colour: 'red', paletteKey: 'stateShutdown' },
};

/** The tag for a state, or `null` for GA (no tag). */
export function stateTagFor(state: AddonState): StateTag | null {
  return TAGS[state];
}
