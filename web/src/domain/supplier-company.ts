/**
 * Which company supplier information opened from a link belongs to (issue 22
 * item 9). Spec §2 gives the new screen a `company_id` and the edit screen a
 * record id, but both are drawn on one add-on's Company tab, which names that
 * add-on's company: a record is only ever added to, or edited for, that
 * company. A link naming anything else (another company, junk, an empty or
 * repeated parameter) is refused rather than quietly redirected, so an admin
 * who followed a link meant for another company never types that company's
 * payment details into this one's record.
 */

/**
 * Whether the `company_id` values of a supplier-information-new link (all of
 * them: a repeated parameter must not hide a second company behind the first)
 * name the add-on's company. No parameter at all names nothing, so the record
 * is the add-on's company's, as the screen says.
 */
export function linkNamesAddonCompany(linkedCompanyIds: readonly string[], addonCompanyId: string): boolean {
  return linkedCompanyIds.every((linked) => linked === addonCompanyId);
}

/** Whether the record an edit link opens is the add-on's company's own (it has at most one). */
export function isAddonCompanyRecord(linkedVendorId: string, companyVendorId: string | null): boolean {
  return companyVendorId !== null && linkedVendorId === companyVendorId;
}
