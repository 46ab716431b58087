import type { ComponentType } from 'react';
import { Navigate, useParams } from 'react-router';
import { addonPath } from '../domain/addon-paths';
import { isInAudience, type Audience } from '../domain/permissions';
import { AddonWorkspaceLayout } from '../features/addon-workspace/AddonWorkspaceLayout';
import { useSessionRole } from './session-role';
import { workspaceSections } from './workspace-sections';

/** `/addons/{slug}/*`: the workspace, its sub-navigation listing the sections the user may open. */
export function AddonWorkspaceRoute() {
  const role = useSessionRole();
  return <AddonWorkspaceLayout sections={workspaceSections.filter((section) => isInAudience(section.visibleTo, role))} />;
}

/**
 * A section's screen, for the users its registry entry names; anyone else is
 * sent to the add-on, which opens the first section every signed-in user may see.
 */
export function sectionScreen(Screen: ComponentType, visibleTo: Audience): ComponentType {
  return function WorkspaceSectionScreen() {
    const role = useSessionRole();
    const { slug = '' } = useParams();
    return isInAudience(visibleTo, role) ? <Screen /> : <Navigate to={addonPath(slug)} replace />;
  };
}
