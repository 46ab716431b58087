import type { ComponentType } from 'react';
import { workspaceSectionSegments, type WorkspaceSectionSegment } from '../domain/addon-paths';
import type { Audience } from '../domain/permissions';
import { readUiFlags } from './ui-flags';

/**
 * The add-on workspace's sections (spec §2 table): the one list from which both
 * the sub-navigation and the routes under /addons/{slug}/ are made
 * (routes.tsx). Only screens that exist are listed: a tab whose screen is not
 * built yet is left out rather than leading to a placeholder. Adding a section
 * is one entry here (and its segment in domain/addon-paths.ts).
 */
export interface WorkspaceSection {
  /** The route segment under /addons/{slug}/. */
  path: WorkspaceSectionSegment;
  /** The sub-navigation's link text. */
  label: string;
  /** Loads the screen as its own chunk, on first visit. */
  lazy: () => Promise<ComponentType>;
  /** Who sees the tab and may open the route; others are sent to the add-on's first section. */
  visibleTo: Audience;
  /** The screen matches its own sub-routes (its panels) below the section's path. */
  hasSubRoutes?: boolean;
}

export const workspaceSections: readonly WorkspaceSection[] = [
  {
    path: workspaceSectionSegments.nextSteps,
    label: 'Next Steps',
    visibleTo: 'signed-in users',
    hasSubRoutes: true,
    lazy: async () => (await import('../features/next-steps/NextStepsPage')).NextStepsPage,
  },
  {
    path: workspaceSectionSegments.marketplaceListing,
    label: 'Marketplace Listing',
    visibleTo: 'signed-in users',
    hasSubRoutes: true,
    lazy: async () => {
      const { MarketplaceListingPage } = await import('../features/marketplace-listing/MarketplaceListingPage');
      return function MarketplaceListingRoute() {
        return <MarketplaceListingPage showSupportedGenerations={readUiFlags().has('supported-generations')} />;
      };
    },
  },
  {
    path: workspaceSectionSegments.plans,
    label: 'Plans',
    visibleTo: 'signed-in users',
    hasSubRoutes: true,
    lazy: async () => (await import('../features/plans/PlansPage')).PlansPage,
  },
  {
    path: workspaceSectionSegments.company,
    label: 'Company',
    visibleTo: 'signed-in users',
    hasSubRoutes: true,
    lazy: async () => (await import('../features/company/CompanyPage')).CompanyPage,
  },
  {
    path: workspaceSectionSegments.reports,
    label: 'Reports',
    visibleTo: 'signed-in users',
    lazy: async () => (await import('../features/reports/ReportsPage')).ReportsPage,
  },
  {
    path: workspaceSectionSegments.logs,
    label: 'Logs',
    visibleTo: 'signed-in users',
    lazy: async () => (await import('../features/logs/LogsPage')).LogsPage,
  },
  {
    path: workspaceSectionSegments.settings,
    label: 'Settings',
    visibleTo: 'signed-in users',
    hasSubRoutes: true,
    lazy: async () => (await import('../features/settings/SettingsPage')).SettingsPage,
  },
  {
    path: workspaceSectionSegments.history,
    label: 'History',
    visibleTo: 'signed-in users',
    lazy: async () => (await import('../features/history/HistoryPage')).HistoryPage,
  },
];

/**
 * Spec §2: /addons/{slug} redirects to next-steps, the first section, which
 * every signed-in user may open.
 */
export const defaultWorkspaceSection: WorkspaceSectionSegment = (() => {
  const section = workspaceSections.find((candidate) => candidate.visibleTo === 'signed-in users');
  if (!section) throw new Error('The add-on workspace needs a section every signed-in user may open.');
  return section.path;
})();
