import Chip from '@mui/material/Chip';
import { stateTagFor, type AddonState } from '../domain/addon-state';

export interface StateTagProps {
  state: AddonState;
  size?: 'small' | 'medium';
}

/** Alpha (orange), Beta (blue), Shutdown (red); nothing for GA (spec §4). */
export function StateTag({ state, size = 'small' }: StateTagProps) {
  const tag = stateTagFor(state);
  if (!tag) return null;
  return <Chip label={tag.label} color={tag.paletteKey} size={size} data-state={state} />;
}
