import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { downloadedCsv } from '../../support/downloaded-csv';
import { expectScreenshot } from '../../support/screenshot';
import { AuditChanges } from '../../../web/src/features/history/AuditChanges';
import { HistoryFilters } from '../../../web/src/features/history/HistoryFilters';
import { HistoryPage } from '../../../web/src/features/history/HistoryPage';
import { HistoryGrid, HistoryTable } from '../../../web/src/features/history/HistoryTable';
import { body, desktop, historyFailing, historyPath, historyPending, mobile, pageParameters, renderAt, storyBackend, withHistory } from './history-story-support';

/**
 * An add-on's History (issue 25 item 1): who changed what and when, newest
 * first, filtered by kind and person (kept in the address), before → after
 * with nothing shown as "—"; partners read it in a table (cards on a phone),
 * platform admins in the admin grid, which exports CSV. HistoryFilters,
 * HistoryTable (partners), HistoryGrid (admins) and AuditChanges draw it; the
 * columns of both come from history-columns.
 */
const meta = {
  component: HistoryPage,
  subcomponents: { HistoryFilters, HistoryTable, HistoryGrid, AuditChanges },
  title: 'Features/History',
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta<typeof HistoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement) => within(canvasElement).findByRole('region', { name: 'History' });
const historyTable = async (canvasElement: HTMLElement) => within(await section(canvasElement)).findByRole('table', { name: 'Changes to this add-on' });
/** Body rows as [when, who, what, changes]. */
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
const DATE = /^November \d\d?(st|nd|rd|th), 2026 \d\d:\d\d:\d\d$/;

const empty = storyBackend('partner');

/** Nothing changed yet: the empty state says what will appear. */
export const Empty: Story = {
  render: renderAt(historyPath('acme-postgres')),
  parameters: { msw: { handlers: empty.handlers } },
  beforeEach: empty.reset,
  play: async ({ canvasElement }) => {
    const history = await section(canvasElement);
    await expect(await within(history).findByRole('heading', { name: 'No changes yet' })).toBeVisible();
    await expect(within(history).queryByRole('table')).toBeNull();
    await expectScreenshot(history);
  },
};

const many = storyBackend('partner', { seed: withHistory('acme-postgres', 30) });

/**
 * Thirty entries, 25 to a page, newest first; the admin's e-mail and notes
 * are not the partner's to read; a long value wraps; an empty one reads "—";
 * partners get no CSV export.
 */
export const Many: Story = {
  render: renderAt(historyPath('acme-postgres')),
  parameters: { msw: { handlers: many.handlers } },
  beforeEach: many.reset,
  play: async ({ canvasElement }) => {
    const table = await historyTable(canvasElement);
    await expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['When', 'Who', 'What', 'Changes']);
    const rows = rowTexts(table);
    await expect(rows).toHaveLength(25);
    await expect(rows[0]![0]).toMatch(DATE);
    await expect(rows[0]!.slice(1)).toEqual(['partner@acme.test', 'Listing', 'Summaryfrom Managed Postgres.→to Managed Postgres with point-in-time recovery and read replicas.']);
    await expect(rows[1]![3]).toBe('OAuth client secretfrom —→to regenerated');
    await expect(rows[3]!.slice(1, 3)).toEqual(['Platform administrator', 'Approval']);
    await expect(rows[3]![3]).not.toContain('Prices in line');
    await expect(within(canvasElement).getByText('1–25 of 30')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: /export/i })).toBeNull();
    await expectScreenshot(await section(canvasElement));
  },
};

const loading = storyBackend('partner', { overrides: [historyPending] });

export const Loading: Story = {
  render: renderAt(historyPath('acme-postgres')),
  parameters: { msw: { handlers: loading.handlers } },
  beforeEach: loading.reset,
  play: async ({ canvasElement }) => {
    const history = await section(canvasElement);
    await expect(await within(history).findByRole('progressbar', { name: 'Loading history…' })).toBeVisible();
    await expectScreenshot(history);
  },
};

const failing = storyBackend('partner', { overrides: [historyFailing] });

/** The server's message and Try again. */
export const ErrorLoading: Story = {
  render: renderAt(historyPath('acme-postgres')),
  parameters: { msw: { handlers: failing.handlers } },
  beforeEach: failing.reset,
  play: async ({ canvasElement }) => {
    const history = await section(canvasElement);
    await expect(await within(history).findByText('The audit trail is unavailable right now.')).toBeVisible();
    await expect(within(history).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectScreenshot(history);
  },
};

const filtered = storyBackend('partner', { seed: withHistory('acme-postgres', 30) });

/**
 * Opened with both filters in the address (Back and reload land here): the
 * selects show them and only ops@acme.test's settings are listed; choosing
 * "All kinds" widens to all of their changes, and a pair that matches nothing says so.
 */
export const Filtered: Story = {
  render: renderAt(historyPath('acme-postgres', '?kind=setting&person=ops%40acme.test')),
  parameters: { msw: { handlers: filtered.handlers } },
  beforeEach: filtered.reset,
  play: async ({ canvasElement }) => {
    const history = await section(canvasElement);
    const table = await historyTable(canvasElement);
    await waitFor(() => expect(rowTexts(table).map((row) => row.slice(1, 3))).toEqual(Array.from({ length: 5 }, () => ['ops@acme.test', 'Setting'])));
    await expect(within(history).getByRole('combobox', { name: 'Kind of change' })).toHaveTextContent('Setting');
    await expect(within(history).getByRole('combobox', { name: 'Person' })).toHaveTextContent('ops@acme.test');
    await expectScreenshot(history);

    await userEvent.click(within(history).getByRole('combobox', { name: 'Kind of change' }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'All kinds' }));
    await waitFor(async () => expect(rowTexts(await historyTable(canvasElement)).map((row) => row[2])).toContain('Company user'));

    await userEvent.click(within(history).getByRole('combobox', { name: 'Kind of change' }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Progression' }));
    await expect(await within(history).findByText('No changes match these filters.')).toBeVisible();
  },
};

const phone = storyBackend('partner', { seed: withHistory('acme-postgres') });

/** At 390 px each entry is a card: when on top, then who, what and the changes, long values wrapped. */
export const Phone: Story = {
  render: renderAt(historyPath('acme-postgres')),
  parameters: { msw: { handlers: phone.handlers } },
  globals: mobile,
  beforeEach: phone.reset,
  play: async ({ canvasElement }) => {
    const history = await section(canvasElement);
    const cards = await within(history).findByRole('list', { name: 'Changes to this add-on' });
    await expect(cards.children).toHaveLength(12);
    await expect(within(cards.children[0] as HTMLElement).getByText('Summary')).toBeVisible();
    await expect(history.scrollWidth).toBeLessThanOrEqual(history.clientWidth);
    await expectScreenshot(history);
  },
};

/** Values a spreadsheet would run as formulas, put where partners can type them. */
const hostile = ['=HYPERLINK("https://evil.test","Click")', '+1+cmd|" /C calc"!A0', '-2+3', '@SUM(A1:A9)', '\t=1+1'];
const admin = storyBackend('admin', {
  seed: withHistory('acme-postgres', 12, [['plan', 'partner@acme.test', hostile.map((value) => ({ field: `Plan "${value}": Name`, before: value, after: value.trim() }))]]),
});

/**
 * Admins read everything (their own e-mail, notes) in the admin grid and
 * export it as CSV: one line per change, and no cell a spreadsheet would run.
 */
export const AdminExport: Story = {
  render: renderAt(historyPath('acme-postgres')),
  parameters: { msw: { handlers: admin.handlers } },
  beforeEach: admin.reset,
  play: async ({ canvasElement }) => {
    const history = await section(canvasElement);
    const grid = await within(history).findByRole('grid', { name: 'Changes to this add-on' });
    await expect(await within(grid).findAllByText('admin@platform.test')).not.toHaveLength(0);
    await expect(within(grid).getByText('Prices in line with comparable data stores.', { exact: false })).toBeVisible();
    await expectScreenshot(history);
    const csv = await downloadedCsv(async () => {
      await userEvent.click(within(history).getByRole('button', { name: /export/i }));
      await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: /download as csv/i }));
    });
    const [header, ...lines] = csv.split('\r\n');
    await expect(header).toBe('When,Who,What,Changes');
    await expect(lines).toHaveLength(13);
    // Times as the API gives them (ISO 8601, UTC): a spreadsheet reads them exactly, in any time zone.
    await expect(lines[0]).toMatch(/^2026-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z,partner@acme.test,Plan,"Plan ""/);
    for (const cell of lines.flatMap((line) => line.split(','))) await expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  },
};

const adminPhone = storyBackend('admin', { seed: withHistory('acme-postgres') });

/** The admin grid at 390 px: who and what go under the time, so the changes keep their room and wrap. */
export const AdminPhone: Story = {
  render: renderAt(historyPath('acme-postgres')),
  parameters: { msw: { handlers: adminPhone.handlers } },
  globals: mobile,
  beforeEach: adminPhone.reset,
  play: async ({ canvasElement }) => {
    const history = await section(canvasElement);
    await within(history).findByRole('grid', { name: 'Changes to this add-on' });
    await expect(within(history).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['When', 'Changes']);
    await expect(history.scrollWidth).toBeLessThanOrEqual(history.clientWidth);
    await expectScreenshot(history);
    // The export is the data, not the phone's layout: who and what are in it too.
    const csv = await downloadedCsv(async () => {
      await userEvent.click(within(history).getByRole('button', { name: /export/i }));
      await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: /download as csv/i }));
    });
    await expect(csv.split('\r\n')[0]).toBe('When,Who,What,Changes');
  },
};
