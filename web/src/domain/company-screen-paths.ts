/**
 * Issue 31 item 5: the company screen lives at two addresses — an add-on's
 * Company tab (`/addons/{slug}/company`, spec §2) and the user's own company
 * (`/company`), which a partner with no add-on can reach. One screen, so its
 * links and panels are built from the address it was opened at.
 */
import { companyPanelRoutes, companyPaths, fillRoute, SUPPLIER_COMPANY_PARAM } from './addon-paths';

/** The user's own company, reachable with no add-on. */
export const OWN_COMPANY_PATH = '/company';

export interface CompanyScreenPaths {
  company: string;
  editGeneralInformation: string;
  newSupplierInformation: (companyId: string) => string;
  editSupplierInformation: (salesforceVendorId: string) => string;
  newCompanyUser: string;
  deleteCompanyUser: (companyUserId: string) => string;
}

/** The screen's paths under `base` (the tab's path, or `OWN_COMPANY_PATH`); the same panels either way. */
export function companyScreenPaths(base: string): CompanyScreenPaths {
  return {
    company: base,
    editGeneralInformation: `${base}/${companyPanelRoutes.editGeneralInformation}`,
    newSupplierInformation: (companyId) =>
      `${base}/${companyPanelRoutes.newSupplierInformation}?${new URLSearchParams({ [SUPPLIER_COMPANY_PARAM]: companyId }).toString()}`,
    editSupplierInformation: (salesforceVendorId) => `${base}/${fillRoute(companyPanelRoutes.editSupplierInformation, { salesforceVendorId })}`,
    newCompanyUser: `${base}/${companyPanelRoutes.newCompanyUser}`,
    deleteCompanyUser: (companyUserId) => `${base}/${fillRoute(companyPanelRoutes.deleteCompanyUser, { companyUserId })}`,
  };
}

/** The add-on's Company tab. */
export function addonCompanyScreenPaths(slug: string): CompanyScreenPaths {
  return companyScreenPaths(companyPaths.company(slug));
}
