import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import Papa from 'papaparse';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectScreenshot } from '../../support/screenshot';
import { ReportsPage } from '../../../web/src/features/reports/ReportsPage';
import { ReportFileButton } from '../../../web/src/features/reports/ReportFileButton';
import { ReportFileStatus } from '../../../web/src/features/reports/ReportFileStatus';
import { body, desktop, pageParameters, renderAt, storyBackend } from '../marketplace-listing/listing-story-support';
import { inProgressClock, monthlyList as list, reportsPath as path, stubDownloads, stubWindowOpen } from './reports-story-support';

/**
 * Reports' files (spec §2 "A report link reloads the report and opens its
 * stored URL"): each PDF or CSV button fetches the report again and says the
 * file is being prepared; then the PDF opens in a new tab and the CSV
 * downloads, and the page says which happened (issue 31 item 11). The page's
 * own states are in Reports.stories.tsx.
 */
const meta = {
  component: ReportsPage,
  subcomponents: { ReportFileButton, ReportFileStatus },
  title: 'Features/Reports/Files',
  parameters: pageParameters,
  globals: desktop,
  beforeEach: inProgressClock,
} satisfies Meta<typeof ReportsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

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
 * 2026 Oct: each click fetches the report again (spec §2 "A report link
 * reloads the report"). The PDF opens its fresh URL in a new tab, cut off
 * from this page; the CSV downloads from this page, no tab opened; the page
 * says which.
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
    const downloads = stubDownloads();
    try {
      const table = await list(canvasElement);
      await userEvent.click(within(table).getByRole('button', { name: 'PDF of 2026 Oct (opens in a new tab)' }));
      await waitFor(() => expect(opened[0]?.location.href).toBe('https://files.sandbox.example/reports/report-acme-data-2026-10.pdf'));
      await expect(opened[0]?.opener).toBeNull();
      await expect(await within(canvasElement).findByText('The PDF of 2026 Oct opened in a new tab.')).toBeVisible();
      await userEvent.click(within(table).getByRole('button', { name: 'CSV of 2026 Oct (downloads)' }));
      await waitFor(() => expect(downloads.clicked.map((link) => link.href)).toEqual(['https://files.sandbox.example/reports/report-acme-data-2026-10.csv']));
      // A download from this page: no new tab, no target.
      await expect(downloads.clicked[0]?.target).toBe('');
      await expect(opened).toHaveLength(1);
      await expect(await within(canvasElement).findByText("The CSV of 2026 Oct is downloading; your browser keeps it with your other downloads.")).toBeVisible();
      await expect(within(canvasElement).queryByText(/CSV .* opened in a new tab/)).toBeNull();
      // The same file again moments later: fetched again all the same, never served from what the page holds.
      await userEvent.click(within(table).getByRole('button', { name: 'CSV of 2026 Oct (downloads)' }));
      await waitFor(() => expect(downloads.clicked).toHaveLength(2));
      await expect(reloads).toEqual(['report-acme-data-2026-10', 'report-acme-data-2026-10', 'report-acme-data-2026-10']);
    } finally {
      downloads.restore();
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
 * While the PDF of the month in progress is prepared: no blank tab, the
 * button busy ("Preparing…", still focusable) and the page saying "Preparing
 * the PDF of 2026 Nov (provisional)…"; the tab opens once the fresh URL is there.
 */
export const PreparingTheFile: Story = {
  render: renderAt(path('acme-postgres')),
  parameters: { msw: { handlers: held.handlers } },
  beforeEach: held.reset,
  play: async ({ canvasElement }) => {
    const { opened, restore } = stubWindowOpen();
    try {
      const table = await list(canvasElement);
      const pdf = within(table).getByRole('button', { name: 'PDF of 2026 Nov (provisional) (opens in a new tab)' });
      await userEvent.click(pdf);
      await expect(await within(canvasElement).findByText('Preparing the PDF of 2026 Nov (provisional)…')).toBeVisible();
      await expect(pdf).toHaveAttribute('aria-busy', 'true');
      await expect(pdf).toHaveTextContent('Preparing…');
      await expect(pdf).toHaveFocus();
      await expect(opened).toHaveLength(0);
      await expectScreenshot(canvasElement);
      release();
      await waitFor(() => expect(opened.map((tab) => tab.location.href)).toEqual(['https://files.sandbox.example/reports/report-acme-data-2026-11.pdf']));
      await expect(await within(canvasElement).findByText('The PDF of 2026 Nov (provisional) opened in a new tab.')).toBeVisible();
      await expect(pdf).toHaveAttribute('aria-busy', 'false');
      await expect(pdf).toHaveTextContent(/^PDF$/);
    } finally {
      release();
      restore();
    }
  },
};

const blockedTab = storyBackend('partner');

/** The browser blocks a tab opened after the wait: the PDF is offered as a link in the page instead. */
export const TabBlocked: Story = {
  render: renderAt(path('acme-postgres')),
  parameters: { msw: { handlers: blockedTab.handlers } },
  beforeEach: blockedTab.reset,
  play: async ({ canvasElement }) => {
    const { restore } = stubWindowOpen({ blocked: true });
    try {
      const table = await list(canvasElement);
      await userEvent.click(within(table).getByRole('button', { name: 'PDF of 2026 Sep (opens in a new tab)' }));
      await expect(await within(canvasElement).findByText(/The PDF of 2026 Sep is ready\./)).toBeVisible();
      const link = within(canvasElement).getByRole('link', { name: 'Open the PDF of 2026 Sep (new tab)' });
      await expect(link).toHaveAttribute('href', 'https://files.sandbox.example/reports/report-acme-data-2026-09.pdf');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    } finally {
      restore();
    }
  },
};

const exporting = storyBackend('partner');

/**
 * Export list as CSV: every listed month, newest first, the amounts under
 * the names the list uses, in plain dollars, November marked Provisional;
 * named after the company and the months, not the add-on (issue 31 item 11).
 */
export const ExportsTheList: Story = {
  render: renderAt(path('acme-postgres')),
  parameters: { msw: { handlers: exporting.handlers } },
  beforeEach: exporting.reset,
  play: async ({ canvasElement }) => {
    const downloads = stubDownloads();
    try {
      const table = await list(canvasElement);
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export list as CSV' }));
      await waitFor(() => expect(downloads.clicked).toHaveLength(1));
      const [saved] = downloads.clicked;
      await expect(saved?.download).toBe('acme-data-statements-2025-12-to-2026-11-provisional.csv');
      await expect(saved?.blob?.type).toBe('text/csv');
      const rows = Papa.parse<string[]>((await saved!.blob!.text()).trimEnd(), { newline: '\r\n' }).data;
      await expect(rows[0]).toEqual(['Period', 'Billed (USD)', 'Customer billings (USD)', 'Assessed billings (USD)', 'Your share (USD)', 'Platform share (USD)', 'Status']);
      await expect(rows.slice(1).map((row) => row[0])).toEqual(['2026-11', '2026-10', '2026-09', '2026-08', '2026-07', '2026-06', '2026-05', '2026-04', '2026-03', '2026-02', '2026-01', '2025-12']);
      await expect(rows.slice(1).map((row) => row[6])).toEqual(['Provisional', ...Array.from({ length: 11 }, () => 'Final')]);
      // Each month's "Your share" on screen is the file's "Your share".
      const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
      const yourShare = headers.indexOf('Your share');
      const shown = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[yourShare]?.textContent?.replace(/[$,]/g, ''));
      await expect(rows.slice(1).map((row) => row[rows[0]!.indexOf('Your share (USD)')])).toEqual(shown);
    } finally {
      downloads.restore();
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
      await userEvent.click(within(table).getByRole('button', { name: 'PDF of 2026 Nov (provisional) (opens in a new tab)' }));
      const failure = 'The PDF of 2026 Nov (provisional) could not be prepared: The report could not be loaded.';
      await expect(await within(canvasElement).findByText(failure)).toBeVisible();
      await expect(body(canvasElement).getAllByText(/The report could not be loaded\./)).toHaveLength(1);
      await expect(opened).toHaveLength(0);
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
      await expect(await within(canvasElement).findByText(failure)).toBeVisible();
      await expect(opened).toHaveLength(0);
      await expectScreenshot(canvasElement);
    } finally {
      restore();
    }
  },
};
