import type { ComponentType } from 'react';
import { Navigate, useParams } from 'react-router';
import { useCurrentUser } from '../api/current-user';
import { useCompanyPermission } from '../components/use-company-permission';
import { addonPath } from '../domain/addon-paths';
import type { CompanyAction } from '../domain/company-permissions';
import { isInAudience, type Audience } from '../domain/permissions';
import { AddonWorkspaceLayout } from '../features/addon-workspace/AddonWorkspaceLayout';
import { RoleRefusedPage } from './RoleRefusedPage';
import { useSessionRole } from './session-role';
import { openSections } from './open-sections';

/**
 * `/addons/{slug}/*`: the workspace, its sub-navigation listing the sections
 * the user may open: their audience, and their company role where a section
 * needs one (issue 35 §2: no Reports tab for a Developer). Until the current
 * user is known, such a section's tab waits rather than appearing and going.
 */
export function AddonWorkspaceRoute() {
  const role = useSessionRole();
  const user = useCurrentUser();
  const sections = openSections(role, user.data);
  return <AddonWorkspaceLayout sections={sections} />;
}

/**
 * A section's screen, for the users its registry entry names; anyone else is
 * sent to the add-on, which opens the first section every signed-in user may
 * see. A role that may not read it (a typed or bookmarked URL) is told who may.
 */
export function sectionScreen(Screen: ComponentType, visibleTo: Audience, readAction?: CompanyAction): ComponentType {
  return function WorkspaceSectionScreen() {
    const role = useSessionRole();
    const { slug = '' } = useParams();
    if (!isInAudience(visibleTo, role)) return <Navigate to={addonPath(slug)} replace />;
    return readAction ? <RoleReadable Screen={Screen} action={readAction} /> : <Screen />;
  };
}

function RoleReadable({ Screen, action }: { Screen: ComponentType; action: CompanyAction }) {
  const permission = useCompanyPermission(action);
  if (permission.reason) return <RoleRefusedPage reason={permission.reason} />;
  // Unknown for a moment (current_user on its way): the screen's own loading state covers it.
  return permission.allowed ? <Screen /> : null;
}
