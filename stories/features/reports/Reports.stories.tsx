import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectScreenshot } from '../../support/screenshot';
import { ReportsPage } from '../../../web/src/features/reports/ReportsPage';
import { desktop, pageParameters, renderAt, storyBackend } from '../marketplace-listing/listing-story-support';
import { mobile } from '../company/company-story-support';

/**
 * Reports (spec §2 "Reports", §9): revenue by plan (not on small screens),
 * each plan's trend, and the monthly list ('YYYY MMM') whose PDF and CSV
 * buttons fetch the report again and open its fresh URL in a new tab.
 */
const meta = {
  component: ReportsPage,
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
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('$227,633.00$176,679.61$44,169.92');
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

const phone = storyBackend('partner');

/** A phone: no chart (spec §2), the list and trends only, nothing scrolling sideways. */
export const ChartHiddenOnAPhone: Story = {
  render: renderAt(path('acme-postgres')),
  parameters: { msw: { handlers: phone.handlers } },
  globals: mobile,
  beforeEach: phone.reset,
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    await expect(within(canvasElement).queryByRole('region', { name: 'Revenue by plan' })).toBeNull();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};

const open = storyBackend('partner');

/** CSV of 2026 Oct: the report is fetched again and its fresh URL opened in the tab opened at the click, cut off from this page. */
export const OpensTheFreshUrl: Story = {
  render: renderAt(path('acme-postgres')),
  parameters: { msw: { handlers: open.handlers } },
  beforeEach: open.reset,
  play: async ({ canvasElement }) => {
    const opened: { opener: unknown; location: { href: string }; close: () => void }[] = [];
    const original = window.open;
    window.open = ((() => {
      const tab = { opener: window as unknown, location: { href: 'about:blank' }, close: () => {} };
      opened.push(tab);
      return tab;
    }) as unknown) as typeof window.open;
    try {
      const table = await list(canvasElement);
      await userEvent.click(within(table).getByRole('button', { name: 'CSV of 2026 Oct (opens in a new tab)' }));
      await waitFor(() => expect(opened[0]?.location.href).toBe('https://files.sandbox.example/reports/report-acme-data-2026-10.csv'));
      await expect(opened[0]?.opener).toBeNull();
      await expect(opened).toHaveLength(1);
    } finally {
      window.open = original;
    }
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
