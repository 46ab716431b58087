import type { Addon } from '../../api/addon';

/**
 * What every section and panel of the plans tab needs to decide what it shows.
 * Its own file, not PlansPage's: the page imports the sections, so the
 * sections importing the page would close an import circle.
 */
export interface PlansContext {
  addon: Addon;
  isAdmin: boolean;
  /** False once the add-on is shut down (spec §4): the tab shows its plans and offers no change. */
  changeable: boolean;
}
