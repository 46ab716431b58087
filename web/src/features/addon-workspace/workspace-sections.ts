/**
 * The add-on workspace's sub-navigation (spec §2 table). Only screens that
 * exist are listed: a tab whose screen is not built yet is left out rather
 * than leading to a placeholder. Add an entry when its screen lands.
 */
export interface WorkspaceSection {
  /** The route segment under /addons/{slug}/. */
  path: string;
  label: string;
}

export const workspaceSections: readonly WorkspaceSection[] = [{ path: 'marketplace-listing', label: 'Marketplace Listing' }];

/**
 * Spec §2: /addons/{slug} redirects to next-steps. Until that screen exists it
 * leads to the first section there is.
 */
export const defaultWorkspaceSection = workspaceSections[0]!.path;
