import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The route's own chunks, announced in the page it is served in (issue 33):
 * `<link rel="modulepreload">` for the screen, its layouts and what they
 * import, so the browser fetches and compiles them while it parses the HTML,
 * instead of discovering them one import level at a time after the entry
 * script has run. The source modules of each URL are those routes.tsx,
 * workspace-sections.tsx and admin-screens.ts load lazily for it (the BFF does
 * not import the SPA's code); Vite's build manifest (`build.manifest`) maps
 * them to the hashed files. tests/bff/route-modulepreload.test.ts checks that
 * every module named here exists.
 */

/** The signed-in shell: its layout, the session check and the queries every screen starts (route-prefetch). */
const SHELL = ['src/app/RootLayout.tsx', 'src/app/route-prefetch-start.ts', 'src/api/current-user.ts', 'src/api/notifications.ts'];
const WORKSPACE = [...SHELL, 'src/app/AddonWorkspaceRoute.tsx', 'src/api/addon.ts'];

/** The company screen: the workspace's Company tab and the user's own company page (/company). */
const COMPANY_SCREEN = 'src/features/company/CompanyPage.tsx';

/** Workspace section segment (domain/addon-paths.ts) → the screen's module. */
const SECTION_SCREENS: Readonly<Record<string, string>> = {
  'next-steps': 'src/features/next-steps/NextStepsPage.tsx',
  'marketplace-listing': 'src/features/marketplace-listing/MarketplaceListingPage.tsx',
  plans: 'src/features/plans/PlansPage.tsx',
  company: COMPANY_SCREEN,
  reports: 'src/features/reports/ReportsPage.tsx',
  logs: 'src/features/logs/LogsPage.tsx',
  settings: 'src/features/settings/SettingsPage.tsx',
  history: 'src/features/history/HistoryPage.tsx',
  integration: 'src/features/integration/IntegrationPage.tsx',
};

/**
 * Workspace section segment → the module its route data loads with `import()`
 * when the screen's chunk does not import it (its queries start from it, so it
 * is preloaded beside the screen rather than found after the entry has run).
 */
const SECTION_DATA: Readonly<Record<string, string>> = {
  'next-steps': 'src/features/next-steps/next-steps-data.ts',
};

/**
 * The integration section's tab segment ('' its first, Health) → the tab's
 * screen and the modules its route data loads (features/integration/integration-tabs.ts):
 * the section's data imports the tab list, which imports the tab's `api/`
 * modules, two `import()` levels found one after the other once the entry ran.
 */
const INTEGRATION_TAB_MODULES: Readonly<Record<string, readonly string[]>> = {
  health: [
    'src/features/integration/health/HealthTab.tsx',
    'src/api/integration-health.ts',
    'src/api/integration-objective.ts',
    'src/features/integration/health/health-period.ts',
  ],
  failures: ['src/features/integration/failures/FailuresTab.tsx', 'src/api/integration-failures.ts', 'src/features/integration/failures/failures-address.ts', 'src/features/integration/health/health-period.ts'],
  webhooks: ['src/features/integration/webhooks/WebhooksTab.tsx', 'src/api/webhooks.ts'],
};
/** The tab list the section's data loads, and the module its route loads the opened tab's screen with. */
const INTEGRATION_SECTION = ['src/features/integration/integration-tabs.ts', 'src/features/integration/integration-screens.ts'];

/** The opened integration tab's modules, with the tab list; none for a tab that does not exist. */
function integrationTabModules(tabSegment: string | undefined): readonly string[] {
  const tab = INTEGRATION_TAB_MODULES[tabSegment ?? 'health'];
  return tab ? [...INTEGRATION_SECTION, ...tab] : [];
}

/** Admin screen segment (domain/admin-paths.ts; '' the index) → the screen's module. */
const ADMIN_SCREENS: Readonly<Record<string, string>> = {
  '': 'src/features/admin/AdminIndexPage.tsx',
  repricing: 'src/features/admin/RepricingReviewPage.tsx',
  addresses: 'src/features/admin/AddressesPage.tsx',
  users: 'src/features/admin/UsersPage.tsx',
  'email-lookup': 'src/features/admin/EmailLookupPage.tsx',
  'below-objective': 'src/features/admin/BelowObjectivePage.tsx',
};

const PUBLIC_PAGES: Readonly<Record<string, readonly string[]>> = {
  '/changelog': ['src/app/PublicLayout.tsx', 'src/api/visitor.ts', 'src/features/public/ChangelogPage.tsx', 'src/api/changelog.ts'],
  '/provider/home': ['src/app/PublicLayout.tsx', 'src/api/visitor.ts', 'src/features/public/ProviderHomePage.tsx'],
};

/** Every module this file names, for the test that holds them to the source tree. */
export const namedRouteModules = (): string[] => [
  ...new Set([...WORKSPACE, 'src/features/addons/AddonsPage.tsx', 'src/app/AdminGuard.tsx', ...Object.values(SECTION_SCREENS), ...Object.values(SECTION_DATA), ...INTEGRATION_SECTION, ...Object.values(INTEGRATION_TAB_MODULES).flat(), ...Object.values(ADMIN_SCREENS), ...Object.values(PUBLIC_PAGES).flat()]),
];

/** The source modules the SPA loads for `pathname`; none for a path it has no screen for (its error page is in the entry). */
export function routeSourceModules(pathname: string): readonly string[] {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  const publicPage = PUBLIC_PAGES[trimmed];
  if (publicPage) return publicPage;
  const segments = trimmed.split('/').filter(Boolean);
  if (segments[0] === 'addons') {
    if (segments.length === 1) return [...SHELL, 'src/features/addons/AddonsPage.tsx', 'src/api/addon-lists.ts'];
    const screen = SECTION_SCREENS[segments[2] ?? ''];
    const data = SECTION_DATA[segments[2] ?? ''];
    if (!screen) return [];
    const tab = segments[2] === 'integration' ? integrationTabModules(segments[3]) : [];
    return [...WORKSPACE, screen, ...(data ? [data] : []), ...tab];
  }
  // The user's own company (issue 35: /company and its panels), the same screen as the workspace's Company tab.
  if (segments[0] === 'company') return [...SHELL, COMPANY_SCREEN];
  if (segments[0] === 'admin') {
    const screen = ADMIN_SCREENS[segments[1] ?? ''];
    return screen ? [...SHELL, 'src/app/AdminGuard.tsx', screen] : [];
  }
  return [];
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * `pathname` → the built files to preload (each chunk and, transitively, the
 * chunks it imports statically), without those the entry already preloads.
 */
export type RouteModulePreloads = (pathname: string) => readonly string[];

/** Reads `<staticDir>/.vite/manifest.json` once; without one (an old build, tests' stand-in) nothing is preloaded. */
export function loadRouteModulePreloads(staticDir: string): RouteModulePreloads {
  const manifestPath = path.join(staticDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => [];
  return routeModulePreloadsFrom(JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest);
}

export function routeModulePreloadsFrom(manifest: Manifest): RouteModulePreloads {
  const closure = (keys: Iterable<string>, into = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      closure(manifest[key].imports ?? [], into);
    }
    return into;
  };
  const entryKeys = closure(Object.keys(manifest).filter((key) => manifest[key]?.isEntry));
  const cache = new Map<string, readonly string[]>();
  return (pathname) => {
    const modules = routeSourceModules(pathname);
    const key = modules.join('\n');
    let files = cache.get(key);
    if (!files) {
      files = [...closure(modules)].filter((each) => !entryKeys.has(each)).map((each) => `/${manifest[each]?.file ?? ''}`);
      cache.set(key, files);
    }
    return files;
  };
}

/** The links for `files`, nonce'd for the CSP's script-src like Vite's own. */
export function modulePreloadLinks(files: readonly string[], nonce: string): string {
  return files.map((file) => `<link rel="modulepreload" crossorigin href="${file}" nonce="${nonce}">`).join('');
}
