import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import Papa from 'papaparse';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { reports } from '../../../fixtures/data/reports';
import { resizeFrame } from '../../support/frame-size';
import { expectScreenshot } from '../../support/screenshot';
import { ReportsPage } from '../../../web/src/features/reports/ReportsPage';
import { body, desktop, pageParameters, renderAt, storyBackend } from '../marketplace-listing/listing-story-support';
import { mobile } from '../company/company-story-support';
import { ReportFileButton } from '../../../web/src/features/reports/ReportFileButton';
import { ReportFileStatus } from '../../../web/src/features/reports/ReportFileStatus';
import { StatementBreakdownCard } from '../../../web/src/features/reports/StatementBreakdownCard';

/**
 * Reports (spec §2 "Reports", §9): said to be the company's statements,
 * revenue by plan (not on small screens), what makes up a month's Billed,
 * each plan's trend, and the monthly list ('YYYY MMM') whose PDF and CSV
 * buttons say the file is being prepared while the report is fetched again,
 * then open its fresh URL in a new tab.
 */
const meta = {
  component: ReportsPage,
  subcomponents: { ReportFileButton, ReportFileStatus, StatementBreakdownCard },
  title: 'Features/Reports',
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta<typeof ReportsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const path = (slug: string) => `/addons/${slug}/reports`;
const list = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Monthly reports' });

const partner = storyBackend('partner');

/** Acme Data's twelve months, newest first, the chart of revenue by plan and the trends. */
export const Partner: Story = {
  render: renderAt(path('acme-postgres')),
  parameters: { msw: { handlers: partner.handlers } },
  beforeEach: partner.reset,
  play: async ({ canvasElement }) => {
    const table = await list(canvasElement);
    const periods = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    await expect(periods).toHaveLength(12);
    await expect(periods[0]).toBe('2026 Nov');
    await expect(periods[11]).toBe('2025 Dec');
    // Billed, then what makes it up: discounts, credits, the platform's share and yours.
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('2026 Nov$227,633.00$2,276.33$4,507.14$44,169.92$176,679.61');
    // The tab is under one add-on, but the statements are the company's, and say so.
    const scope = within(canvasElement).getByRole('note');
    await expect(scope).toHaveTextContent("Acme Data's monthly statements");
    await expect(scope).toHaveTextContent('issued per company, not per add-on');
    await waitFor(() => expect(scope).toHaveTextContent('They cover Acme Postgres and Acme Stream.'));
    const breakdown = within(canvasElement).getByRole('table', { name: 'From billed to your share, 2026 Nov' });
    await expect(within(breakdown).getAllByRole('row').map((row) => row.querySelector('td')?.textContent)).toEqual([
      '$227,633.00',
      '−$2,276.33',
      '−$4,507.14',
      '−$44,169.92',
      '$176,679.61',
    ]);
    const chart = await within(canvasElement).findByRole('region', { name: 'Revenue by plan' });
    // Six plans stacked over twelve months: 72 bars drawn.
    await waitFor(() => expect(chart.querySelectorAll('.MuiBarChart-element')).toHaveLength(72));
    const trends = within(canvasElement).getByRole('table', { name: 'Billing by plan' });
    // Plans are named by their add-on's display name once the company's add-ons have loaded.
    await waitFor(() =>
      expect(within(trends).getAllByRole('row').map((row) => row.textContent)).toContain('Acme Postgres · Premium 4$178,500.00+2.0%'),
    );
    await expectScreenshot(canvasElement);
  },
};

const admin = storyBackend('admin');

/** A platform admin reads a partner company's reports: the same list, chart and files. */
export const Admin: Story = {
  render: renderAt(path('acme-postgres')),
  parameters: { msw: { handlers: admin.handlers } },
  beforeEach: admin.reset,
  play: async ({ canvasElement }) => {
    const table = await list(canvasElement);
    await expect(within(table).getAllByRole('row')).toHaveLength(13);
    await expect(within(table).getByRole('button', { name: 'PDF of 2025 Dec (opens in a new tab)' })).toBeEnabled();
    const chart = await within(canvasElement).findByRole('region', { name: 'Revenue by plan' });
    await waitFor(() => expect(chart.querySelectorAll('.MuiBarChart-element')).toHaveLength(72));
  },
};

// The newest four months: twelve cards would make the page taller than a screenshot may be (frame-limits.ts).
const phone = storyBackend('partner', { seed: (store) => void (store.recordsOf(reports).length = 4) });

/**
 * A phone (390 px): no chart (spec §2); each plan's trend and each month a
 * card, every amount a line (Billed and the platform's share too, issue 21
 * item 6), the month's files beside its period; nothing scrolls sideways.
 */
export const ChartHiddenOnAPhone: Story = {
  render: renderAt(path('acme-postgres')),
  parameters: { msw: { handlers: phone.handlers } },
  globals: mobile,
  beforeEach: phone.reset,
  play: async ({ canvasElement }) => {
    const months = within(await within(canvasElement).findByRole('list', { name: 'Monthly reports' })).getAllByRole('listitem');
    await expect(months).toHaveLength(4);
    await expect(within(canvasElement).queryByRole('region', { name: 'Revenue by plan' })).toBeNull();
    const november = months[0]!;
    await expect([...november.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Billed', 'Discounts', 'Credits', 'Platform share', 'Your share']);
    await expect(november).toHaveTextContent('2026 Nov');
    await expect(november).toHaveTextContent('Billed$227,633.00Discounts$2,276.33Credits$4,507.14Platform share$44,169.92Your share$176,679.61');
    await expect(within(november).getByRole('button', { name: 'PDF of 2026 Nov (opens in a new tab)' })).toBeVisible();
    await expect(within(november).getByRole('button', { name: 'CSV of 2026 Nov (opens in a new tab)' })).toBeVisible();
    const trends = within(canvasElement).getByRole('list', { name: 'Billing by plan' });
    await waitFor(() => expect(within(trends).getByText('Acme Postgres · Premium 4')).toBeVisible());
    const premium = within(trends).getByText('Acme Postgres · Premium 4').closest('li') as HTMLElement;
    await expect(premium).toHaveTextContent(/Billed in .+\$178,500\.00Change\+2\.0%$/);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    // The sections, not the page: the workspace's tab row above them is not what this story is about.
    for (const name of ['From billed to your share', 'Plans', 'Monthly reports']) {
      await expectScreenshot(within(canvasElement).getByRole('region', { name }), `Chart-Hidden-On-A-Phone-${name.replaceAll(' ', '-')}`);
    }
  },
};

const widening = storyBackend('partner');

/**
 * A window that widens from a phone to a desktop draws the chart then; a
 * desktop window that narrows redraws it at the new width only once the
 * resizing has settled for 360 ms (spec §9 chart reload debounce).
 */
export const ChartFollowsTheWindow: Story = {
  render: renderAt(path('acme-postgres')),
  parameters: { msw: { handlers: widening.handlers } },
  globals: mobile,
  beforeEach: widening.reset,
  play: async ({ canvasElement }) => {
    // A phone lists the months as cards (a table from `md` up).
    await within(canvasElement).findByRole('list', { name: 'Monthly reports' });
    await expect(within(canvasElement).queryByRole('region', { name: 'Revenue by plan' })).toBeNull();
    try {
      if (!(await resizeFrame(1280, 800))) return; // the Storybook UI cannot resize its frame
      const chart = await within(canvasElement).findByRole('region', { name: 'Revenue by plan' });
      await waitFor(() => expect(chart.querySelectorAll('.MuiBarChart-element')).toHaveLength(72));
      // The width the chart was laid out for (its picture is stretched to the box meanwhile).
      const svgWidth = () => chart.querySelector('.MuiBarChart-element')?.closest('svg')?.viewBox.baseVal.width ?? 0;
      const wide = svgWidth();
      // Taken before the resize starts, so the times below are upper bounds of the time since the window changed.
      const before = performance.now();
      await resizeFrame(1000, 800);
      // Still laid out for the old width while the debounce runs…
      await new Promise((resolve) => setTimeout(resolve, 150));
      if (performance.now() - before < 340) await expect(svgWidth()).toBe(wide);
      // …then once at the new one, 200 px narrower.
      await waitFor(() => expect(svgWidth()).toBe(wide - 200), { timeout: 2000 });
      await expect(performance.now() - before).toBeGreaterThanOrEqual(360);
    } finally {
      await resizeFrame(390, 844);
    }
  },
};

/**
 * A stand-in for `window.open` that records the tabs the page opens (none
 * really opens), or refuses them as a pop-up blocker would; `restore` puts
 * the real one back.
 */
function stubWindowOpen({ blocked = false } = {}) {
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

/** The reports the screen fetched one by one (falls through to the sandbox's answer). */
const reloads: string[] = [];
const open = storyBackend('partner', {
  overrides: [
    http.get('/api/v3/reports/:id', ({ params }) => {
      reloads.push(String(params.id));
    }),
  ],
});

/**
 * CSV of 2026 Oct: each click fetches the report again (spec §2 "A report
 * link reloads the report") and opens its fresh URL in a new tab, cut off
 * from this page; the page says it opened.
 */
export const OpensTheFreshUrl: Story = {
  render: renderAt(path('acme-postgres')),
  parameters: { msw: { handlers: open.handlers } },
  beforeEach: () => {
    reloads.length = 0;
    open.reset();
  },
  play: async ({ canvasElement }) => {
    const { opened, restore } = stubWindowOpen();
    try {
      const table = await list(canvasElement);
      await userEvent.click(within(table).getByRole('button', { name: 'CSV of 2026 Oct (opens in a new tab)' }));
      await waitFor(() => expect(opened[0]?.location.href).toBe('https://files.sandbox.example/reports/report-acme-data-2026-10.csv'));
      await expect(opened[0]?.opener).toBeNull();
      await expect(opened).toHaveLength(1);
      await expect(await within(canvasElement).findByText('The CSV of 2026 Oct opened in a new tab.')).toBeVisible();
      // The same link again moments later: fetched again all the same, never served from what the page holds.
      await userEvent.click(within(table).getByRole('button', { name: 'PDF of 2026 Oct (opens in a new tab)' }));
      await waitFor(() => expect(opened).toHaveLength(2));
      await userEvent.click(within(table).getByRole('button', { name: 'CSV of 2026 Oct (opens in a new tab)' }));
      await waitFor(() => expect(opened.map((tab) => tab.location.href.split('/').pop())).toEqual(['report-acme-data-2026-10.csv', 'report-acme-data-2026-10.pdf', 'report-acme-data-2026-10.csv']));
      await expect(reloads).toEqual(['report-acme-data-2026-10', 'report-acme-data-2026-10', 'report-acme-data-2026-10']);
    } finally {
      restore();
    }
  },
};

/** Holds the report's fresh URL back until the story lets it go. */
let release: () => void = () => undefined;
const held = storyBackend('partner', {
  overrides: [
    http.get('/api/v3/reports/:id', async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    }),
  ],
});

/**
 * While the PDF is prepared: no blank tab, the button busy ("Preparing…",
 * still focusable) and the page saying "Preparing the PDF of 2026 Nov…";
 * the tab opens once the fresh URL is there.
 */
export const PreparingTheFile: Story = {
  render: renderAt(path('acme-postgres')),
  parameters: { msw: { handlers: held.handlers } },
  beforeEach: held.reset,
  play: async ({ canvasElement }) => {
    const { opened, restore } = stubWindowOpen();
    try {
      const table = await list(canvasElement);
      const pdf = within(table).getByRole('button', { name: 'PDF of 2026 Nov (opens in a new tab)' });
      await userEvent.click(pdf);
      await expect(await within(canvasElement).findByText('Preparing the PDF of 2026 Nov…')).toBeVisible();
      await expect(pdf).toHaveAttribute('aria-busy', 'true');
      await expect(pdf).toHaveTextContent('Preparing…');
      await expect(pdf).toHaveFocus();
      await expect(opened).toHaveLength(0);
      await expectScreenshot(canvasElement);
      release();
      await waitFor(() => expect(opened.map((tab) => tab.location.href)).toEqual(['https://files.sandbox.example/reports/report-acme-data-2026-11.pdf']));
      await expect(await within(canvasElement).findByText('The PDF of 2026 Nov opened in a new tab.')).toBeVisible();
      await expect(pdf).toHaveAttribute('aria-busy', 'false');
      await expect(pdf).toHaveTextContent(/^PDF$/);
    } finally {
      release();
      restore();
    }
  },
};

const blockedTab = storyBackend('partner');

/** The browser blocks a tab opened after the wait: the file is offered as a link in the page instead. */
export const TabBlocked: Story = {
  render: renderAt(path('acme-postgres')),
  parameters: { msw: { handlers: blockedTab.handlers } },
  beforeEach: blockedTab.reset,
  play: async ({ canvasElement }) => {
    const { restore } = stubWindowOpen({ blocked: true });
    try {
      const table = await list(canvasElement);
      await userEvent.click(within(table).getByRole('button', { name: 'CSV of 2026 Sep (opens in a new tab)' }));
      await expect(await within(canvasElement).findByText(/The CSV of 2026 Sep is ready\./)).toBeVisible();
      const link = within(canvasElement).getByRole('link', { name: 'Open the CSV of 2026 Sep (new tab)' });
      await expect(link).toHaveAttribute('href', 'https://files.sandbox.example/reports/report-acme-data-2026-09.csv');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    } finally {
      restore();
    }
  },
};

const exporting = storyBackend('partner');

/** Export list as CSV: every listed month, newest first, with the amounts shown in the list, in plain dollars. */
export const ExportsTheList: Story = {
  render: renderAt(path('acme-postgres')),
  parameters: { msw: { handlers: exporting.handlers } },
  beforeEach: exporting.reset,
  play: async ({ canvasElement }) => {
    const saved: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    const { createObjectURL } = URL;
    const { click } = HTMLAnchorElement.prototype;
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      const url = createObjectURL(blob);
      if (blob instanceof Blob) blobs.set(url, blob);
      return url;
    };
    HTMLAnchorElement.prototype.click = function recordDownload(this: HTMLAnchorElement) {
      const blob = blobs.get(this.href);
      if (blob && this.download) saved.push({ name: this.download, blob });
    };
    try {
      const table = await list(canvasElement);
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export list as CSV' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      await expect(saved[0]?.name).toBe('acme-postgres-reports.csv');
      await expect(saved[0]?.blob.type).toBe('text/csv');
      const rows = Papa.parse<string[]>((await saved[0]!.blob.text()).trimEnd(), { newline: '\r\n' }).data;
      await expect(rows[0]).toEqual(['Period', 'Billed (USD)', 'Customer billings (USD)', 'Provider assessed billings (USD)', 'Provider share (USD)', 'Platform share (USD)']);
      await expect(rows.slice(1).map((row) => row[0])).toEqual(['2026-11', '2026-10', '2026-09', '2026-08', '2026-07', '2026-06', '2026-05', '2026-04', '2026-03', '2026-02', '2026-01', '2025-12']);
      // Each month's "Your share" on screen is its provider share in the file.
      const yourShare = within(table).getAllByRole('columnheader').findIndex((header) => header.textContent === 'Your share');
      const shown = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[yourShare]?.textContent?.replace(/[$,]/g, ''));
      await expect(rows.slice(1).map((row) => row[4])).toEqual(shown);
    } finally {
      URL.createObjectURL = createObjectURL;
      HTMLAnchorElement.prototype.click = click;
    }
  },
};

const lostLink = storyBackend('partner', {
  overrides: [http.get('/api/v3/reports/:id', () => HttpResponse.json({ id: 'unavailable', message: 'The report could not be loaded.' }, { status: 503 }))],
});

/**
 * The report cannot be fetched again: no tab opens (the list's own, possibly
 * expired, URL is never opened instead) and the page says which file failed
 * and why, once (not flashed as well), with Try again.
 */
export const FileLinkFails: Story = {
  render: renderAt(path('acme-postgres')),
  parameters: { msw: { handlers: lostLink.handlers } },
  beforeEach: lostLink.reset,
  play: async ({ canvasElement }) => {
    const { opened, restore } = stubWindowOpen();
    try {
      const table = await list(canvasElement);
      await userEvent.click(within(table).getByRole('button', { name: 'PDF of 2026 Nov (opens in a new tab)' }));
      const alert = await within(canvasElement).findByText('The PDF of 2026 Nov could not be prepared: The report could not be loaded.');
      await expect(alert).toBeVisible();
      await expect(body(canvasElement).getAllByText(/The report could not be loaded\./)).toHaveLength(1);
      await expect(opened).toHaveLength(0);
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
      await expect(await within(canvasElement).findByText('The PDF of 2026 Nov could not be prepared: The report could not be loaded.')).toBeVisible();
      await expect(opened).toHaveLength(0);
      await expectScreenshot(canvasElement);
    } finally {
      restore();
    }
  },
};

const slow = storyBackend('partner', {
  overrides: [
    http.get('/api/v3/addons/:slug/reports', async () => {
      await delay('infinite');
    }),
  ],
});

/** While the reports load: a labelled spinner, nothing half drawn. */
export const Loading: Story = {
  render: renderAt(path('acme-postgres')),
  parameters: { msw: { handlers: slow.handlers } },
  beforeEach: slow.reset,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading reports…')).toBeVisible();
    await expect(within(canvasElement).getByRole('progressbar')).toBeVisible();
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

const empty = storyBackend('admin');

/** A company without reports (Northwind, seen by an admin): the empty state, no chart, no list. */
export const NoReports: Story = {
  render: renderAt(path('northwind-apm')),
  parameters: { msw: { handlers: empty.handlers } },
  beforeEach: empty.reset,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No reports yet' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
    await expect(within(canvasElement).queryByRole('region', { name: 'Revenue by plan' })).toBeNull();
  },
};

const failing = storyBackend('partner', {
  overrides: [http.get('/api/v3/addons/:slug/reports', () => HttpResponse.json({ id: 'unavailable', message: 'Reports are being generated; try again in a minute.' }, { status: 503 }))],
});

/** The list cannot load: the server's message and Try again. */
export const LoadFails: Story = {
  render: renderAt(path('acme-postgres')),
  parameters: { msw: { handlers: failing.handlers } },
  beforeEach: failing.reset,
  play: async ({ canvasElement }) => {
    // Said in the page and in the flash.
    await waitFor(() => expect(within(canvasElement).getAllByText('Reports are being generated; try again in a minute.').length).toBeGreaterThanOrEqual(1));
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
