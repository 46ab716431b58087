/**
 * Who may see what (spec §6). A platform admin is "a user flagged as a platform
 * admin"; the flag comes from the current user (or the BFF session, which
 * derives it the same way).
 */

export interface PlatformRole {
  platformAdmin: boolean;
}

export function isPlatformAdmin(user: PlatformRole | null | undefined): boolean {
  return user?.platformAdmin === true;
}

/**
 * Who a screen is for (spec §2, §6): every signed-in user, or platform admins
 * alone. The section registry (app/) gives each screen one, and both its link
 * and its route follow it.
 */
export type Audience = 'signed-in users' | 'platform admins';

export function isInAudience(audience: Audience, user: PlatformRole | null | undefined): boolean {
  return audience === 'platform admins' ? isPlatformAdmin(user) : user != null;
}

/** "Platform admin … admin-only abilities: the all-add-ons list". */
export function canSeeAllAddons(user: PlatformRole | null | undefined): boolean {
  return isPlatformAdmin(user);
}

/** "the whole admin area (addresses, users, email lookup, repricing review)"; others are sent to /. */
export function canAccessAdminArea(user: PlatformRole | null | undefined): boolean {
  return isPlatformAdmin(user);
}

/** The add-ons list (spec §2): what it shows for whom. */
export interface AddonsListUser extends PlatformRole {
  company: { id: string; name: string } | null;
}

/**
 * The admins' list of every company's add-ons (spec §2 calls it 'All
 * Addons'): named in the product's own spelling, "add-ons", like the
 * navigation and every heading beside it (issue 31 item 19: one voice).
 * The spec's quoted message texts ('Addon successfully shutdown') stay verbatim.
 */
export const ALL_ADDONS_HEADING = 'All add-ons';

export function addonsHeading(user: AddonsListUser | null | undefined): string {
  return user?.company ? `${user.company.name} add-ons` : 'Add-ons';
}

export interface AddonsListSections {
  /** The company's own add-on cards (or the empty state when there are none). */
  companyAddons: boolean;
  /** The invitation to contribute a first add-on, shown without loading anything. */
  inviteWithoutCompany: boolean;
  /** The separate 'All Addons' card list. */
  allAddons: boolean;
}

export function addonsListSections(user: AddonsListUser): AddonsListSections {
  const admin = isPlatformAdmin(user);
  return {
    companyAddons: user.company !== null,
    // An admin without a company has nothing to contribute from; a partner
    // without one is still invited to start.
    inviteWithoutCompany: user.company === null && !admin,
    allAddons: canSeeAllAddons(user),
  };
}

/** Spec §6: category editing is for platform admins; partners see it and how to ask for a change. */
export function canEditCategory(user: PlatformRole | null | undefined): boolean {
  return isPlatformAdmin(user);
}

/** Spec §6: example buttons are admin-only, shown and managed by platform admins alone. */
export function canManageExampleButtons(user: PlatformRole | null | undefined): boolean {
  return isPlatformAdmin(user);
}

/** Spec §6 "supplier information add and edit" (and §2: it is shown to admins alone; others opening its panels go to the company page). */
export function canManageSupplierInformation(user: PlatformRole | null | undefined): boolean {
  return isPlatformAdmin(user);
}
