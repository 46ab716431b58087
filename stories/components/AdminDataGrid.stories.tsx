import type { GridColDef } from '@mui/x-data-grid';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminDataGrid } from '../../web/src/components/AdminDataGrid';
import { downloadedCsv } from '../support/downloaded-csv';
import { expectScreenshot } from '../support/screenshot';

interface CompanyRow {
  id: string;
  name: string;
  email: string;
  city: string;
}

/** Names a partner typed: some of them are spreadsheet formulas (OWASP CSV injection). */
const hostileRows: CompanyRow[] = [
  { id: '1', name: 'Acme Data', email: 'partner@acme.test', city: 'Berlin' },
  { id: '2', name: '=HYPERLINK("https://evil.test","Click")', email: 'ops@evil.test', city: 'Lyon' },
  { id: '3', name: '+1+cmd|" /C calc"!A0', email: 'plus@evil.test', city: 'Oslo' },
  { id: '4', name: '-2+3', email: 'minus@evil.test', city: 'Rome' },
  { id: '5', name: '@SUM(A1:A9)', email: 'at@evil.test', city: 'Porto' },
  { id: '6', name: '\t=1+1', email: 'tab@evil.test', city: 'Turin' },
  { id: '7', name: 'Solo Labs, "Inc"', email: 'owner@solo.test', city: 'Madrid' },
];

const columns: GridColDef<CompanyRow>[] = [
  { field: 'name', headerName: 'Company', flex: 1, minWidth: 160 },
  { field: 'email', headerName: 'E-mail', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', width: 120 },
];

function CompaniesGrid({ rows }: { rows: CompanyRow[] }) {
  return (
    <AdminDataGrid
      label="Companies"
      rows={rows}
      columns={columns}
      fileName="companies"
      emptyMessage="There are no companies."
      initialSort={[{ field: 'name', sort: 'asc' }]}
    />
  );
}

/**
 * The admin area's table: sortable columns, a quick filter over every column,
 * pages of 25, and CSV export that escapes cells a spreadsheet would run as
 * formulas.
 */
const meta = {
  title: 'Components/AdminDataGrid',
  component: CompaniesGrid,
  subcomponents: { AdminDataGrid },
  args: { rows: hostileRows },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof CompaniesGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every cell a spreadsheet would evaluate is exported behind a quote, so it stays text. */
export const ExportEscapesFormulas: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('grid', { name: 'Companies' })).toBeVisible();
    await expectScreenshot(canvasElement);
    const csv = await downloadedCsv(async () => {
      await userEvent.click(canvas.getByRole('button', { name: /export/i }));
      await userEvent.click(await within(document.body).findByRole('menuitem', { name: /download as csv/i }));
    });
    const lines = csv.split('\r\n');
    await expect(lines[0]).toBe('Company,E-mail,City');
    // Each row ends ",<e-mail>,<city>": what is left is the exported company cell.
    const names = lines.slice(1).map((line) => line.replace(/,[^,]+,[^,]+$/, ''));
    await expect(names).toEqual([
      `"'\t=1+1"`,
      `"'-2+3"`,
      `"'@SUM(A1:A9)"`,
      `"'+1+cmd|"" /C calc""!A0"`,
      `"'=HYPERLINK(""https://evil.test"",""Click"")"`,
      'Acme Data',
      `"Solo Labs, ""Inc"""`,
    ]);
    for (const name of names) await expect(name).not.toMatch(/^[=+\-@\t\r]/);
  },
};

/** The quick filter searches every column; the grid says when nothing matches. */
export const QuickFilter: Story = {
  play: async ({ canvas }) => {
    const search = await canvas.findByRole('searchbox');
    await userEvent.type(search, 'solo');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));
    await expect(canvas.getByRole('gridcell', { name: 'owner@solo.test' })).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'nothing-like-this');
    await expect(await canvas.findByText('Nothing matches that search.')).toBeVisible();
  },
};

/** No rows at all: the screen's own empty message. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('There are no companies.')).toBeVisible();
  },
};

/** 10 000 rows: one page of 25 is laid out, and the footer says how many there are. */
export const TenThousandRows: Story = {
  args: {
    rows: Array.from({ length: 10_000 }, (_, index) => ({
      id: String(index),
      name: `Company ${String(index).padStart(5, '0')}`,
      email: `user${index}@example.test`,
      city: ['Berlin', 'Lyon', 'Oslo'][index % 3]!,
    })),
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('grid', { name: 'Companies' });
    await expect(canvas.getAllByRole('row').length).toBeLessThanOrEqual(26);
    await expect(canvas.getByText(/1–25 of 10,000/)).toBeVisible();
  },
};
