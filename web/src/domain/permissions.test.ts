import { describe, expect, it } from 'vitest';
import {
  addonsHeading,
  addonsListSections,
  canAccessAdminArea,
  canEditCategory,
  canManageExampleButtons,
  canManageSupplierInformation,
  canSeeAllAddons,
  isInAudience,
  isPlatformAdmin,
  ALL_ADDONS_HEADING,
} from './permissions';

const acme = { id: 'acme-data', name: 'Acme Data' };
const partner = { platformAdmin: false, company: acme };
const admin = { platformAdmin: true, company: null };

describe('who may see what (spec §6)', () => {
  it('a platform admin is a user flagged as one', () => {
    expect(isPlatformAdmin(admin)).toBe(true);
    expect(isPlatformAdmin(partner)).toBe(false);
    expect(isPlatformAdmin(undefined)).toBe(false);
    expect(isPlatformAdmin(null)).toBe(false);
  });

  it('only platform admins see the all-add-ons list', () => {
    expect(canSeeAllAddons(admin)).toBe(true);
    expect(canSeeAllAddons(partner)).toBe(false);
  });

  it('only platform admins enter the admin area; others are sent to /', () => {
    expect(canAccessAdminArea(admin)).toBe(true);
    expect(canAccessAdminArea(partner)).toBe(false);
  });

  it('opens a screen for everyone signed in to any signed-in user, and an admin screen to platform admins alone', () => {
    expect(isInAudience('signed-in users', partner)).toBe(true);
    expect(isInAudience('signed-in users', admin)).toBe(true);
    expect(isInAudience('signed-in users', undefined)).toBe(false);
    expect(isInAudience('platform admins', admin)).toBe(true);
    expect(isInAudience('platform admins', partner)).toBe(false);
    expect(isInAudience('platform admins', null)).toBe(false);
  });

  it('only platform admins edit the category and manage example buttons', () => {
    expect(canEditCategory(admin)).toBe(true);
    expect(canEditCategory(partner)).toBe(false);
    expect(canManageExampleButtons(admin)).toBe(true);
    expect(canManageExampleButtons(partner)).toBe(false);
  });

  it('only platform admins see, add and edit supplier information (spec §6)', () => {
    expect(canManageSupplierInformation(admin)).toBe(true);
    expect(canManageSupplierInformation(partner)).toBe(false);
    expect(canManageSupplierInformation(undefined)).toBe(false);
  });
});

describe('the add-ons list (spec §2)', () => {
  it('is headed with the company name', () => {
    expect(addonsHeading(partner)).toBe('Acme Data add-ons');
  });

  it('gives admins without a company a generic heading', () => {
    expect(addonsHeading(admin)).toBe('Add-ons');
    expect(addonsHeading(undefined)).toBe('Add-ons');
  });

  it("shows a partner their company's cards and no All Addons list", () => {
    expect(addonsListSections(partner)).toEqual({ companyAddons: true, inviteWithoutCompany: false, allAddons: false });
  });

  it('names the admins\' list of every add-on in the product\'s spelling, "add-ons", never "Addons"', () => {
    expect(ALL_ADDONS_HEADING).toBe('All add-ons');
    expect(ALL_ADDONS_HEADING).not.toMatch(/addons/i);
  });

  it("admins also see a separate 'All Addons' card list", () => {
    expect(addonsListSections(admin).allAddons).toBe(true);
    expect(addonsListSections({ platformAdmin: true, company: acme })).toEqual({
      companyAddons: true,
      inviteWithoutCompany: false,
      allAddons: true,
    });
  });

  it('invites a partner without a company to contribute a first add-on', () => {
    expect(addonsListSections({ platformAdmin: false, company: null })).toEqual({
      companyAddons: false,
      inviteWithoutCompany: true,
      allAddons: false,
    });
  });
});
