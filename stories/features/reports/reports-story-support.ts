import { within } from 'storybook/test';
import { addons } from '../../../fixtures/data/addons';
import { reports, type ReportRecord } from '../../../fixtures/data/reports';
import { sumAmounts } from '../../../fixtures/model/report-operations';
import { toCamel } from '../../../web/src/api/case';
import { revenueByPlan, type PlanSeries, type RevenueByPlan } from '../../../web/src/domain/report-trends';
import { freezeClockAt } from '../../support/clock';

/**
 * What the Reports stories share. Their clock is 28 November 2026, midday
 * UTC: the seed's latest month, November, is still in progress, so it shows
 * as provisional (issue 31 item 3) on every run, whatever day it runs on.
 */
export const NOVEMBER_IN_PROGRESS = '2026-11-28T12:00:00Z';
export const inProgressClock = freezeClockAt(NOVEMBER_IN_PROGRESS);

/** The seed's months (all by default), as the reports page draws them: per plan, oldest first. */
export function seedRevenue(months: readonly ReportRecord[] = reports): RevenueByPlan {
  return revenueByPlan(months.map((report) => ({ period: report.period, ...toCamel(sumAmounts(report.lines)), addonBillings: toCamel(report.lines) })));
}

const displayNames = new Map(addons.map((addon) => [addon.slug, addon.display_name]));
/** A plan as the reports page names it: 'Acme Postgres · Premium 4'. */
export const seedPlanLabel = (series: PlanSeries) => `${displayNames.get(series.addonSlug) ?? series.addonSlug} · ${series.planName}`;

export const reportsPath = (slug: string) => `/addons/${slug}/reports`;
export const monthlyList = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Monthly reports' });

/**
 * A stand-in for `window.open` that records the tabs the page opens (none
 * really opens), or refuses them as a pop-up blocker would; `restore` puts
 * the real one back.
 */
export function stubWindowOpen({ blocked = false } = {}) {
  const opened: { opener: unknown; location: { href: string } }[] = [];
  const original = window.open;
  window.open = ((url?: string | URL) => {
    if (blocked) return null;
    const tab = { opener: window as unknown, location: { href: String(url ?? 'about:blank') } };
    opened.push(tab);
    return tab;
  }) as unknown as typeof window.open;
  return { opened, restore: () => (window.open = original) };
}

/**
 * Records the links the page clicks to download (a report's CSV, the
 * exported list) instead of following them, which would take the story's
 * frame away; `blobs` holds the files made in the page, by object URL.
 */
export function stubDownloads() {
  const clicked: { href: string; download: string; target: string; blob: Blob | undefined }[] = [];
  const blobs = new Map<string, Blob>();
  const { createObjectURL } = URL;
  const { click } = HTMLAnchorElement.prototype;
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const url = createObjectURL(blob);
    if (blob instanceof Blob) blobs.set(url, blob);
    return url;
  };
  HTMLAnchorElement.prototype.click = function recordDownload(this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download, target: this.target, blob: blobs.get(this.href) });
  };
  return {
    clicked,
    restore: () => {
      URL.createObjectURL = createObjectURL;
      HTMLAnchorElement.prototype.click = click;
    },
  };
}
