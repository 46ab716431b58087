import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { reports } from '../../../fixtures/data/reports';
import { resizeFrame } from '../../support/frame-size';
import { expectScreenshot } from '../../support/screenshot';
import { ReportsPage } from '../../../web/src/features/reports/ReportsPage';
import { freezeClockAt } from '../../support/clock';
import { desktop, pageParameters, renderAt, storyBackend } from '../marketplace-listing/listing-story-support';
import { mobile } from '../company/company-story-support';
import { StatementBreakdownCard } from '../../../web/src/features/reports/StatementBreakdownCard';
import { inProgressClock, monthlyList as list, reportsPath as path } from './reports-story-support';

/**
 * Reports (spec §2 "Reports", §9): said to be the company's statements,
 * revenue by plan (not on small screens), what makes up a month's Billed,
 * each plan's trend, and the monthly list ('YYYY MMM') with each month's PDF
 * and CSV (ReportFiles.stories.tsx). On 28 November, November is in progress
 * and marked provisional wherever it appears (issue 31 item 3).
 */
const meta = {
  component: ReportsPage,
  subcomponents: { StatementBreakdownCard },
  title: 'Features/Reports',
  parameters: pageParameters,
  globals: desktop,
  beforeEach: inProgressClock,
} satisfies Meta<typeof ReportsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const NOVEMBER_NOTE = 'In progress, provisional — final on December 1st, 2026';

const partner = storyBackend('partner');

/** Acme Data's twelve months, newest first (November in progress, provisional), the chart of revenue by plan and the trends. */
export const Partner: Story = {
  render: renderAt(path('acme-postgres')),
  parameters: { msw: { handlers: partner.handlers } },
  beforeEach: partner.reset,
  play: async ({ canvasElement }) => {
    const table = await list(canvasElement);
    const periods = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    await expect(periods).toHaveLength(12);
    await expect(periods[0]).toBe(`2026 Nov${NOVEMBER_NOTE}`);
    await expect(periods[1]).toBe('2026 Oct');
    await expect(periods[11]).toBe('2025 Dec');
    // One name per amount, as in the PDF and the CSV (domain/report-labels.ts).
    await expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Period', 'Billed', 'Customer discounts', 'Platform credits', 'Platform share', 'Your share', 'Files']);
    // Billed, then what makes it up: discounts, credits, the platform's share and yours.
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent(`2026 Nov${NOVEMBER_NOTE}$227,633.00$2,276.33$4,507.14$44,169.92$176,679.61`);
    await expect(within(table).getByRole('button', { name: 'CSV of 2026 Nov (provisional) (downloads)' })).toBeVisible();
    // The tab is under one add-on, but the statements are the company's, and say so.
    const scope = within(canvasElement).getByRole('note');
    await expect(scope).toHaveTextContent("Acme Data's monthly statements");
    await expect(scope).toHaveTextContent('issued per company, not per add-on');
    await expect(scope).toHaveTextContent('the totals, the files and the chart are for all');
    await waitFor(() => expect(scope).toHaveTextContent('They cover Acme Postgres and Acme Stream.'));
    await expect(within(canvasElement).getByText('2026 Nov is in progress, provisional — final on December 1st, 2026: these figures will change until it closes.')).toBeVisible();
    const breakdown = within(canvasElement).getByRole('table', { name: 'From billed to your share, 2026 Nov (provisional)' });
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
    await expect(chart).toHaveTextContent('2026 Nov is in progress, provisional — final on December 1st, 2026.');
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
    await expect(within(table).getByRole('button', { name: 'CSV of 2025 Dec (downloads)' })).toBeEnabled();
    const chart = await within(canvasElement).findByRole('region', { name: 'Revenue by plan' });
    await waitFor(() => expect(chart.querySelectorAll('.MuiBarChart-element')).toHaveLength(72));
  },
};

// The newest four months: twelve cards would make the page taller than a screenshot may be (frame-limits.ts).
const phone = storyBackend('partner', { seed: (store) => void (store.recordsOf(reports).length = 4) });

/**
 * A phone (390 px): no chart (spec §2), and no notice that mentions one
 * (issue 31 item 11); each plan's trend and each month a card, every amount
 * a line (Billed and the platform's share too, issue 21 item 6), the month's
 * files beside its period; nothing scrolls sideways.
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
    const scope = within(canvasElement).getByRole('note');
    await expect(scope).toHaveTextContent('the totals and the files are for all');
    await expect(scope).not.toHaveTextContent(/chart/i);
    const november = months[0]!;
    await expect([...november.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Billed', 'Customer discounts', 'Platform credits', 'Platform share', 'Your share']);
    await expect(november).toHaveTextContent(`2026 Nov${NOVEMBER_NOTE}`);
    await expect(november).toHaveTextContent('Billed$227,633.00Customer discounts$2,276.33Platform credits$4,507.14Platform share$44,169.92Your share$176,679.61');
    await expect(within(november).getByRole('button', { name: 'PDF of 2026 Nov (provisional) (opens in a new tab)' })).toBeVisible();
    await expect(within(november).getByRole('button', { name: 'CSV of 2026 Nov (provisional) (downloads)' })).toBeVisible();
    const trends = within(canvasElement).getByRole('list', { name: 'Billing by plan' });
    await waitFor(() => expect(within(trends).getByText('Acme Postgres · Premium 4')).toBeVisible());
    const premium = within(trends).getByText('Acme Postgres · Premium 4').closest('li') as HTMLElement;
    await expect(premium).toHaveTextContent(/Billed in .+\$178,500\.00Change\+2\.0%$/);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    // The sections, not the page: the workspace's tab row above them is not what this story is about.
    for (const name of ['From billed to your share', 'Plans', 'Monthly reports']) {
      await expectScreenshot(within(canvasElement).getByRole('region', { name }), `Chart-Hidden-On-A-Phone-${name.replaceAll(' ', '-')}`);
    }
    await expectScreenshot(scope, 'Chart-Hidden-On-A-Phone-Statements-notice');
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

const closed = storyBackend('partner');

/** From 1 December (00:00 UTC) November is final: nothing on the page is provisional any more. */
export const NovemberClosed: Story = {
  render: renderAt(path('acme-postgres')),
  parameters: { msw: { handlers: closed.handlers } },
  beforeEach: async () => {
    closed.reset();
    return freezeClockAt('2026-12-01T00:00:00Z')();
  },
  play: async ({ canvasElement }) => {
    const table = await list(canvasElement);
    await expect(within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')[0]).toHaveTextContent(/^2026 Nov$/);
    await expect(within(table).getByRole('button', { name: 'PDF of 2026 Nov (opens in a new tab)' })).toBeVisible();
    await expect(within(canvasElement).getByRole('table', { name: 'From billed to your share, 2026 Nov' })).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent(/provisional/i);
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
