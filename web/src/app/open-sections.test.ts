import { describe, expect, it } from 'vitest';
import type { CompanyRole } from '../domain/company-permissions';
import { openSections } from './open-sections';

const partner = { platformAdmin: false };
const member = (companyRole: CompanyRole) => ({ platformAdmin: false, companyRole });
const labels = (...args: Parameters<typeof openSections>) => openSections(...args).map((section) => section.label);

/** What the workspace tabs and the command palette both list (issue 35 §2). */
describe('the workspace sections a user may open', () => {
  it('a Developer gets every section but Reports', () => {
    const sections = labels(partner, member('developer'));
    expect(sections).not.toContain('Reports');
    expect(sections).toEqual(expect.arrayContaining(['Next Steps', 'Marketplace Listing', 'Plans', 'Company', 'Logs', 'Settings']));
  });

  it.each<CompanyRole>(['finance', 'support', 'owner'])('%s gets Reports', (role) => {
    expect(labels(partner, member(role))).toContain('Reports');
  });

  it('a platform admin gets every section, Reports included', () => {
    expect(labels({ platformAdmin: true }, { platformAdmin: true, companyRole: null })).toContain('Reports');
  });

  it('until the current user is known, the sections a role decides wait', () => {
    const sections = labels(partner, undefined);
    expect(sections).not.toContain('Reports');
    expect(sections).toContain('Plans');
  });
});
