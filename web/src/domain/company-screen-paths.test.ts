import { describe, expect, it } from 'vitest';
import { companyPaths } from './addon-paths';
import { addonCompanyScreenPaths, companyScreenPaths, OWN_COMPANY_PATH } from './company-screen-paths';

describe('the company screen at its two addresses (issue 31 item 5)', () => {
  it("builds the add-on tab's paths exactly as companyPaths does", () => {
    const tab = addonCompanyScreenPaths('acme-postgres');
    expect(tab.company).toBe(companyPaths.company('acme-postgres'));
    expect(tab.editGeneralInformation).toBe(companyPaths.editGeneralInformation('acme-postgres'));
    expect(tab.newSupplierInformation('acme-data')).toBe(companyPaths.newSupplierInformation('acme-postgres', 'acme-data'));
    expect(tab.editSupplierInformation('v-1')).toBe(companyPaths.editSupplierInformation('acme-postgres', 'v-1'));
    expect(tab.newCompanyUser).toBe(companyPaths.newCompanyUser('acme-postgres'));
    expect(tab.deleteCompanyUser('u-1')).toBe(companyPaths.deleteCompanyUser('acme-postgres', 'u-1'));
  });

  it('puts the same panels under /company for the own company, with no add-on in the path', () => {
    const own = companyScreenPaths(OWN_COMPANY_PATH);
    expect(own.company).toBe('/company');
    expect(own.editGeneralInformation).toBe('/company/general-information/edit');
    expect(own.newCompanyUser).toBe('/company/company-users/new');
    expect(own.deleteCompanyUser('u-1')).toBe('/company/company-users/u-1/delete');
  });
});
