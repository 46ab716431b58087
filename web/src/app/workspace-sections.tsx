import type { ComponentType } from 'react';
import { workspaceSectionSegments, type WorkspaceSectionSegment } from '../domain/addon-paths';
import type { CompanyAction } from '../domain/company-permissions';
import type { Audience } from '../domain/permissions';
import { companyScreenQueries } from './company-screen-data';
import { ifRoleMay } from './role-prefetch';
import type { RouteData, ScreenCode } from './route-prefetch';
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
  /**
   * The queries the screen asks for first, started beside its chunk
   * (route-prefetch.ts); the add-on itself is the workspace route's. Required:
   * a screen with nothing to start says so with `noRouteData(why)`.
   */
  data: RouteData;
  /** Code its first render needs beyond its chunk (a tab's screen), loaded before the route renders (route-prefetch.ts). */
  screenCode?: ScreenCode;
  /** Who sees the tab and may open the route; others are sent to the add-on's first section. */
  visibleTo: Audience;
  /** The screen matches its own sub-routes (its panels) below the section's path. */
  hasSubRoutes?: boolean;
  /**
   * The company action reading the screen needs, when not every role has it
   * (issue 35 §2: reports). Other roles see no tab, and the route says who may.
   */
  readAction?: CompanyAction;
}

export const workspaceSections: readonly WorkspaceSection[] = [
  {
    path: workspaceSectionSegments.nextSteps,
    label: 'Next Steps',
    visibleTo: 'signed-in users',
    hasSubRoutes: true,
    lazy: async () => (await import('../features/next-steps/NextStepsPage')).NextStepsPage,
    // Every list any state of the add-on reads, beside the add-on itself: its state is not known before it arrives (next-steps-data.ts).
    data: async ({ params: { slug = '' } }) => (await import('../features/next-steps/next-steps-data')).nextStepsFirstQueries(slug),
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
    data: async ({ params: { slug = '' } }) => {
      const [{ screenshotsQueryOptions }, { benefitsQueryOptions }, { documentationQueryOptions }, { categoriesQueryOptions }] = await Promise.all([
        import('../api/screenshots'),
        import('../api/benefits'),
        import('../api/documentation'),
        import('../api/categories'),
      ]);
      return [screenshotsQueryOptions(slug), benefitsQueryOptions(slug), documentationQueryOptions(slug), categoriesQueryOptions()];
    },
  },
  {
    path: workspaceSectionSegments.plans,
    label: 'Plans',
    visibleTo: 'signed-in users',
    hasSubRoutes: true,
    lazy: async () => (await import('../features/plans/PlansPage')).PlansPage,
    data: async ({ params: { slug = '' } }) => {
      const [{ featuresQueryOptions }, { plansQueryOptions }] = await Promise.all([import('../api/features'), import('../api/plans')]);
      return [featuresQueryOptions(slug), plansQueryOptions(slug)];
    },
  },
  {
    path: workspaceSectionSegments.company,
    label: 'Company',
    visibleTo: 'signed-in users',
    hasSubRoutes: true,
    lazy: async () => (await import('../features/company/CompanyPage')).CompanyPage,
    // The add-on's company is a partner's own (remembered by this tab, route-prefetch); an admin's may be any, known only with the add-on.
    data: ({ session, companyId, permissionUser }) =>
      companyScreenQueries(() => session().then((known) => (known.isAdmin ? undefined : companyId())), permissionUser),
  },
  {
    path: workspaceSectionSegments.reports,
    label: 'Reports',
    visibleTo: 'signed-in users',
    readAction: 'viewReports',
    lazy: async () => (await import('../features/reports/ReportsPage')).ReportsPage,
    // And the company's add-ons (their names in the report), a partner's own company as on the Company tab.
    data: async ({ params: { slug = '' }, session, companyId, permissionUser }) => {
      const [{ reportsQueryOptions }, { companyAddonsQueryOptions }] = await Promise.all([import('../api/reports'), import('../api/addon-lists')]);
      const id = session().then((known) => (known.isAdmin ? undefined : companyId()));
      return [ifRoleMay(permissionUser, 'viewReports', reportsQueryOptions(slug)), id.then((known) => (known ? companyAddonsQueryOptions(known) : undefined))];
    },
  },
  {
    path: workspaceSectionSegments.logs,
    label: 'Logs',
    visibleTo: 'signed-in users',
    lazy: async () => (await import('../features/logs/LogsPage')).LogsPage,
    data: async ({ params: { slug = '' } }) => [(await import('../api/failed-attempts')).failedAttemptsQueryOptions(slug)],
  },
  {
    path: workspaceSectionSegments.settings,
    label: 'Settings',
    visibleTo: 'signed-in users',
    hasSubRoutes: true,
    lazy: async () => (await import('../features/settings/SettingsPage')).SettingsPage,
    // The sections every signed-in user sees that ask for data of their own (the others show the add-on).
    data: async ({ params: { slug = '' } }) => {
      const [{ manifestQueryOptions }, { oauthCredentialQueryOptions }, { apiAuthorizationQueryOptions }, { testEndpointQueryOptions }] = await Promise.all([
        import('../api/manifests'),
        import('../api/oauth-credentials'),
        import('../api/api-authorizations'),
        import('../api/integration-failures'),
      ]);
      return [manifestQueryOptions(slug), oauthCredentialQueryOptions(slug), apiAuthorizationQueryOptions(slug), testEndpointQueryOptions(slug)];
    },
  },
  {
    path: workspaceSectionSegments.history,
    label: 'History',
    visibleTo: 'signed-in users',
    lazy: async () => (await import('../features/history/HistoryPage')).HistoryPage,
    // The unfiltered history, which the screen always asks for (its people to filter by).
    data: async ({ params: { slug = '' } }) => [(await import('../api/audit-entries')).auditEntriesQueryOptions(slug)],
  },
  {
    path: workspaceSectionSegments.integration,
    label: 'Integration',
    visibleTo: 'signed-in users',
    hasSubRoutes: true,
    lazy: async () => (await import('../features/integration/IntegrationPage')).IntegrationPage,
    // The tab the address opens (features/integration/integration-tabs.ts) says what it asks for first, and its chunk starts too.
    data: async ({ params: { slug = '', '*': rest = '' }, search }) =>
      (await import('../features/integration/integration-tabs')).integrationTabData(slug, rest, search ?? new URLSearchParams()),
    screenCode: async ({ params: { '*': rest = '' } }) => (await import('../features/integration/integration-screens')).preloadIntegrationScreen(rest),
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
