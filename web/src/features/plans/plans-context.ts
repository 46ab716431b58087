import type { Addon } from '../../api/addon';

/**
 * What every section and panel of the plans tab needs to decide what it shows.
 * Its own file, not PlansPage's: the page imports the sections, so the
 * sections importing the page would close an import circle.
 */
export interface PlansContext {
  addon: Addon;
  isAdmin: boolean;
  /**
   * False once the add-on is shut down (spec §4), or for a role that may not
   * change plans and features (issue 35 §2): the tab shows its plans and offers no change.
   */
  changeable: boolean;
  /** Repricing requests are Finance's and the Owner's (issue 35 §2), apart from plans; never once shut down. */
  mayReprice: boolean;
  /** Alpha users go with the listing (Owner, Developer); never once shut down. */
  mayInviteAlphaUsers: boolean;
}
