import { describe, expect, it } from 'vitest';
import { addonPath, addonSectionPath, companyPaths, fillRoute, listingPanelRoutes, listingPaths, nextStepsPaths, settingsPaths } from './addon-paths';

describe('add-on paths (spec §2 table)', () => {
  it('builds the workspace and its sections, encoding the slug', () => {
    expect(addonPath('acme-postgres')).toBe('/addons/acme-postgres');
    expect(addonPath('a/b c')).toBe('/addons/a%2Fb%20c');
    expect(addonSectionPath('acme-postgres', 'marketplace-listing')).toBe('/addons/acme-postgres/marketplace-listing');
  });

  it('builds the listing panels from the same patterns its routes declare', () => {
    expect(listingPaths.listing('acme-postgres')).toBe('/addons/acme-postgres/marketplace-listing');
    expect(listingPaths.editGeneralInformation('acme-postgres')).toBe('/addons/acme-postgres/marketplace-listing/general-information/edit');
    expect(listingPaths.newScreenshot('acme-postgres')).toBe('/addons/acme-postgres/marketplace-listing/screenshots/new');
    expect(listingPaths.editScreenshot('acme-postgres', 's1')).toBe('/addons/acme-postgres/marketplace-listing/screenshots/s1/edit');
    expect(listingPaths.newBenefit('acme-postgres')).toBe('/addons/acme-postgres/marketplace-listing/benefits/new');
    expect(listingPaths.editBenefit('acme-postgres', 'b 1')).toBe('/addons/acme-postgres/marketplace-listing/benefits/b%201/edit');
    expect(listingPaths.deleteBenefit('acme-postgres', 'b1')).toBe('/addons/acme-postgres/marketplace-listing/benefits/b1/delete');
  });

  it('builds the next-steps and settings panels (spec §2 next-steps and settings rows)', () => {
    expect(nextStepsPaths.nextSteps('acme-postgres')).toBe('/addons/acme-postgres/next-steps');
    expect(nextStepsPaths.editApproval('acme-postgres', 'ap 1')).toBe('/addons/acme-postgres/next-steps/approvals/ap%201/edit');
    expect(settingsPaths.shutdown('acme-postgres')).toBe('/addons/acme-postgres/settings?shutdown=1');
    expect(nextStepsPaths.progressionApproval('acme insights')).toBe('/addons/acme%20insights/next-steps#progression-approval');
    expect(settingsPaths.editMarketing('acme-postgres')).toBe('/addons/acme-postgres/settings/marketing/edit');
    expect(settingsPaths.editSupportInformation('acme-postgres')).toBe('/addons/acme-postgres/settings/support-information/edit');
  });

  it('builds the company panels (spec §2 company row), supplier-information/new with its company_id', () => {
    expect(companyPaths.company('acme-postgres')).toBe('/addons/acme-postgres/company');
    expect(companyPaths.editGeneralInformation('acme-postgres')).toBe('/addons/acme-postgres/company/general-information/edit');
    expect(companyPaths.newSupplierInformation('acme-postgres', 'acme data')).toBe(
      '/addons/acme-postgres/company/supplier-information/new?company_id=acme+data',
    );
    expect(companyPaths.editSupplierInformation('acme-postgres', 'sv 1')).toBe('/addons/acme-postgres/company/supplier-information/sv%201/edit');
    expect(companyPaths.newCompanyUser('acme-postgres')).toBe('/addons/acme-postgres/company/company-users/new');
    expect(companyPaths.deleteCompanyUser('acme-postgres', 'cu-1')).toBe('/addons/acme-postgres/company/company-users/cu-1/delete');
  });

  it('fills every parameter of a pattern as one segment', () => {
    expect(fillRoute(listingPanelRoutes.editBenefit, { benefitId: '../x' })).toBe('benefits/..%2Fx/edit');
    expect(fillRoute('a/:one/b/:two', { one: '1', two: '2' })).toBe('a/1/b/2');
  });
});
