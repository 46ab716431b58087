/**
 * The integration section's tabs (issue 34): the one list from which the
 * section's sub-navigation, its routes and its route prefetch are made
 * (IntegrationPage.tsx, and the section's entry in app/workspace-sections.tsx).
 * Adding a tab is one entry here. Screens load lazily, each its own chunk, and
 * nothing here imports `api/` values statically: the section's prefetch loads
 * this module beside its chunk, so it stays a few hundred bytes.
 */
import type { QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/** A query to start early, as `queryOptions(...)` in `api/` builds it. */
export interface IntegrationTabQuery {
  queryKey: QueryKey;
}

export interface IntegrationTab {
  /** The route segment under /addons/{slug}/integration/. */
  path: string;
  /** The tab's link text. */
  label: string;
  /** The tab's screen, its own chunk; it may match sub-routes of its own below its path. */
  lazy: () => Promise<ComponentType>;
  /**
   * The queries the screen asks for first when the address is opened, started
   * beside its chunk (the workspace section's route data). Only what the
   * screen always asks for: a prefetch it never reads is a wasted request.
   * `search` is the address's query: a tab whose state is in it (the period)
   * asks with the same values as its screen, so the screen finds its request.
   */
  data: (slug: string, search: URLSearchParams) => Promise<readonly IntegrationTabQuery[]>;
}

export const integrationTabs: readonly IntegrationTab[] = [
  {
    path: 'health',
    label: 'Health',
    lazy: async () => (await import('./health/HealthTab')).HealthTab,
    // The address's period's figures, read by the screen's own rule (health-period.ts), and the objective.
    data: async (slug, search) => {
      const [{ integrationHealthQueryOptions }, { integrationObjectiveQueryOptions }, { DEFAULT_PERIOD, periodFrom }] = await Promise.all([
        import('../../api/integration-health'),
        import('../../api/integration-objective'),
        import('./health/health-period'),
      ]);
      return [integrationHealthQueryOptions(slug, periodFrom(search, DEFAULT_PERIOD)), integrationObjectiveQueryOptions(slug)];
    },
  },
  {
    path: 'failures',
    label: 'Failures',
    lazy: async () => (await import('./failures/FailuresTab')).FailuresTab,
    // The address's period and page of causes (issue 34 §2), read by the screen's own rule.
    data: async (slug, search) => {
      const [{ failureGroupsQueryOptions }, { FAILURES_DEFAULT_PERIOD, failuresPageFrom }, { periodFrom }] = await Promise.all([
        import('../../api/integration-failures'),
        import('./failures/failures-address'),
        import('./health/health-period'),
      ]);
      return [failureGroupsQueryOptions(slug, periodFrom(search, FAILURES_DEFAULT_PERIOD), failuresPageFrom(search))];
    },
  },
  {
    path: 'webhooks',
    label: 'Webhooks',
    lazy: async () => (await import('./webhooks/WebhooksTab')).WebhooksTab,
    // The endpoints (issue 34 §3); each one's last delivery is asked by its card.
    data: async (slug) => [(await import('../../api/webhooks')).webhookEndpointsQueryOptions(slug)],
  },
];

/** The tab an address under the section opens (`rest` is what follows `integration/`); the first for the section itself. */
export function integrationTabAt(rest: string): IntegrationTab | undefined {
  const segment = rest.split('/')[0] ?? '';
  return segment === '' ? integrationTabs[0] : integrationTabs.find((tab) => tab.path === segment);
}

/**
 * The section's route data: the queries of the tab the address opens, with
 * that tab's chunk started too, so screen code and data arrive together
 * rather than one after the other.
 */
export function integrationTabData(slug: string, rest: string, search: URLSearchParams): Promise<readonly IntegrationTabQuery[]> {
  const tab = integrationTabAt(rest);
  if (!tab) return Promise.resolve([]);
  void tab.lazy().catch(() => undefined);
  return tab.data(slug, search);
}
