/**
 * Each screen's first paint loads only the heavy libraries it draws at once
 * (issue 33: the LCP waited for code compiled before React rendered; the
 * partner's add-ons page compiled the admin DataGrid, ~400 KB of script, and
 * the reports page the charts library before its table). Built with the
 * project's own Vite config, once for the build tests (tests/support/built-spa.ts); the scripts counted are
 * the entry and the modulepreloads the BFF names for the address.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { builtSpa } from '../support/built-spa';
import { heavyLibrariesBeforeRender, type HeavyLibrary } from '../support/route-chunks';

let outDir: string;
beforeAll(async () => {
  ({ outDir } = await builtSpa());
}, 120_000);

/** Address → the heavy libraries its screen draws at once (a grid that is the page's content, a form shown on it). */
const screens: readonly [string, readonly HeavyLibrary[]][] = [
  ['/changelog', []],
  ['/provider/home', []],
  // A partner's add-on cards; the admin's table of all add-ons loads its grid beside the page (routes.tsx).
  ['/addons', []],
  // Its one form is the approval's edit panel, loaded when its address is opened.
  ['/addons/acme-postgres/next-steps', []],
  // Its forms are edit panels (and the admin's example buttons), loaded when their address opens.
  ['/addons/acme-postgres/marketplace-listing', []],
  ['/addons/acme-postgres/plans', ['forms']],
  // Its forms are panels (company information, supplier, a new user, an invitation, a personal API token).
  ['/addons/acme-postgres/company', []],
  // The table and cards first; the revenue chart and the sparklines load after them.
  ['/addons/acme-postgres/reports', []],
  ['/addons/acme-postgres/logs', []],
  ['/addons/acme-postgres/settings', ['forms']],
  ['/addons/acme-postgres/history', ['dataGrid']],
  // Its first tab, Health, draws the trend charts at once and is loaded before the section renders (behind a
  // Suspense fallback React held it back up to 300 ms, issue 33); the objective's inline form is in that tab's chunk.
  ['/addons/acme-postgres/integration', ['charts', 'forms']],
  ['/addons/acme-postgres/integration/webhooks', ['forms']],
  ['/admin/repricing', ['dataGrid', 'forms']],
  ['/admin/email-lookup', ['forms']],
];

describe('heavy libraries before a screen renders', () => {
  it.each(screens)('%s loads %j', (pathname, expected) => {
    expect(heavyLibrariesBeforeRender(outDir, pathname)).toEqual(expected);
  });
});
