import type { CompanyPermissionUser } from '../domain/company-permission';
import { readableBy } from '../domain/company-permission';
import { isInAudience, type PlatformRole } from '../domain/permissions';
import { workspaceSections, type WorkspaceSection } from './workspace-sections';

/**
 * The workspace sections this user may open: their audience, and their company
 * role where a section needs one (issue 35 §2: no Reports for a Developer).
 * The tabs and the command palette both list these, so the palette never
 * offers a screen the tabs hide.
 */
export function openSections(
  role: PlatformRole | null | undefined,
  user: CompanyPermissionUser | undefined,
  sections: readonly WorkspaceSection[] = workspaceSections,
): WorkspaceSection[] {
  return readableBy(
    user,
    sections.filter((section) => isInAudience(section.visibleTo, role)),
  );
}
