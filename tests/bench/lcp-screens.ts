/**
 * The screens the page-load benches measure (screens-lcp.ts, screen-scripts.ts):
 * each with the address it is opened at and what says it shows its content.
 * The plans screen is measured on Acme Metrics, whose 1 000 plans are the
 * heaviest table the sandbox has.
 */
import type { Page } from 'playwright';

export interface Screen {
  name: string;
  path: string;
  /** Resolves once the screen shows its content (not a spinner). */
  ready(page: Page): Promise<void>;
}

export const partnerScreens: Screen[] = [
  { name: 'add-ons list', path: '/addons', ready: (page) => page.getByRole('link', { name: 'Acme Postgres' }).waitFor() },
  {
    name: 'marketplace listing',
    path: '/addons/acme-postgres/marketplace-listing',
    ready: (page) => page.getByRole('heading', { name: 'Basic Info' }).waitFor(),
  },
  {
    name: 'plans (1 000 plans)',
    path: '/addons/acme-metrics/plans',
    ready: (page) => page.getByRole('button', { name: 'View all 1000 plans' }).waitFor(),
  },
  { name: 'next steps', path: '/addons/acme-insights/next-steps', ready: (page) => page.getByRole('heading', { name: 'From alpha to beta' }).waitFor() },
  { name: 'company', path: '/addons/acme-postgres/company', ready: (page) => page.getByRole('region', { name: 'Company Users' }).waitFor() },
  { name: 'reports', path: '/addons/acme-postgres/reports', ready: (page) => page.getByRole('table', { name: 'Monthly reports' }).waitFor() },
  { name: 'logs (100 failed attempts)', path: '/addons/acme-postgres/logs', ready: (page) => page.getByRole('table', { name: 'Failed attempts' }).waitFor() },
  { name: 'settings', path: '/addons/acme-postgres/settings', ready: (page) => page.getByRole('region', { name: 'Support' }).waitFor() },
  // The million-call add-on (issue 34 §1): the answer is aggregated upstream, a few kilobytes.
  { name: 'integration health (1 000 000 calls)', path: '/addons/acme-postgres/integration/health', ready: (page) => page.getByRole('region', { name: 'Provision' }).first().waitFor() },
];

/** Public screens, measured for an anonymous visitor (no session cookie at all). */
export const anonymousScreens: Screen[] = [
  { name: 'changelog (anonymous)', path: '/changelog', ready: (page) => page.getByRole('region', { name: /^[A-Z][a-z]+ 2026$/ }).first().waitFor() },
  {
    name: 'provider home (anonymous)',
    path: '/provider/home',
    ready: (page) => page.getByRole('link', { name: 'Join Provider Program' }).waitFor(),
  },
];

/** Screens only a platform admin sees, measured signed in as one. */
export const adminScreens: Screen[] = [
  {
    name: 'All Add-ons (admin)',
    path: '/addons',
    ready: (page) => page.getByRole('grid', { name: 'All add-ons' }).getByRole('link', { name: 'Acme Postgres' }).waitFor(),
  },
  {
    name: 'admin repricing',
    path: '/admin/repricing',
    ready: (page) => page.getByRole('grid', { name: 'Current repricing requests' }).locator('[role="row"][data-rowindex="0"]').waitFor(),
  },
];
