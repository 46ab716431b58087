import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlersFor } from '../../../fixtures/msw';
import { storedCompanies } from '../../../fixtures/model/company-records';
import { AddressesPage } from '../../../web/src/features/admin/AddressesPage';
import { downloadedCsv } from '../../support/downloaded-csv';
import { AppRoute } from '../../support/router';
import { layoutSettled } from '../../support/layout-settled';
import { expectScreenshot } from '../../support/screenshot';
import { companyScreenStates, expectNoSidewaysScroll, phone } from './company-screen-stories';

/**
 * Admin Addresses (spec §2 "Admin routes") through the real route, as the
 * platform admin, with GET /companies answered by the sandbox's operation
 * (cells from company-cells.tsx, columns from company-columns.tsx).
 * Each state at 1280 px and, as `…OnPhone`, at 390 px.
 */
const meta = {
  title: 'Features/Admin/AddressesPage',
  subcomponents: { AddressesPage },
  render: () => <AppRoute path="/admin/addresses" />,
  parameters: { layout: 'fullscreen', msw: { handlers: handlersFor('admin') } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Company addresses' });

/** The company names in the grid's rows, top to bottom. */
async function companyNames(canvasElement: HTMLElement): Promise<string[]> {
  const table = await grid(canvasElement);
  const rows = within(table).getAllByRole('row').slice(1);
  return rows.map((row) => within(row).getAllByRole('gridcell')[0]!.textContent ?? '');
}

/**
 * By default, companies with a beta or GA add-on, by name: Kiln Labs (alpha
 * and shutdown only) and Solo Labs (none) are left out. Names open the
 * company's information (its tab, through its first beta or GA add-on); the
 * Addons column links each add-on; Country says which of four countries.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Show all companies' })).not.toBeChecked();
    await waitFor(async () => expect(await companyNames(canvasElement)).toEqual(['Acme Data', 'Bluefin Messaging', 'Northwind Monitoring', 'Tessellate Search']));
    const table = await grid(canvasElement);
    // Acme's first add-on by name is Acme Archive (shut down); its name opens the company tab through Acme Metrics, its first GA one.
    await expect(within(table).getByRole('link', { name: 'Acme Data' })).toHaveAttribute('href', '/addons/acme-metrics/company');
    const acmeAddons = within(table).getByRole('list', { name: 'Add-ons of Acme Data' });
    await expect(within(acmeAddons).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      ['acme-archive', 'acme-insights', 'acme-metrics', 'acme-postgres', 'acme-stream', 'acme-vault'].map((slug) => `/addons/${slug}`),
    );
    await expect(within(acmeAddons).getByText('Shutdown')).toBeVisible();
    await expect(within(table).getByRole('link', { name: 'Map of Acme Data (opens in a new tab)' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.google\.com\/maps\//),
    );
    await expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Company',
      'Addons',
      'Map Link',
      'Street 1',
      'Street 2',
      'City',
      'State',
      'Zip',
      'Country',
    ]);
    await expect(within(table).getByRole('gridcell', { name: 'Germany' })).toBeVisible();
    await expect(within(table).getByRole('gridcell', { name: '500 Howard Street' })).toBeVisible();
    await layoutSettled(canvasElement);
    await expectScreenshot(canvasElement);
  },
};

/** On a phone: company, add-ons and city; the rest of the address is in the CSV export. */
export const DefaultOnPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    await expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Company', 'Addons', 'City']);
    await expect(within(table).getByRole('gridcell', { name: 'San Francisco' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
    await layoutSettled(canvasElement);
    await expectScreenshot(canvasElement);
  },
};

/** Ticking "Show all companies" lists every company and puts `?all=1` in the URL (see tests/e2e/admin-companies.spec.ts). */
export const AllCompanies: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Show all companies' }));
    await waitFor(async () =>
      expect(await companyNames(canvasElement)).toEqual(['Acme Data', 'Bluefin Messaging', 'Kiln Labs', 'Northwind Monitoring', 'Solo Labs', 'Tessellate Search']),
    );
    const table = await grid(canvasElement);
    // Kiln Labs has only alpha and shut-down add-ons: its name opens the company tab through its first; Solo Labs has none, so no link.
    await expect(within(table).getByRole('link', { name: 'Kiln Labs' })).toHaveAttribute('href', expect.stringMatching(/^\/addons\/kiln-[a-z]+\/company$/));
    await expect(within(table).queryByRole('link', { name: 'Solo Labs' })).toBeNull();
    await expect(within(table).getByText('None')).toBeVisible();
    // Solo Labs has no map link upstream: nothing is linked in its row.
    await expect(within(table).queryByRole('link', { name: /Map of Solo Labs/ })).toBeNull();
    // The checkbox's focus ripple is still fading: let go of focus, so the screenshot is stable.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await layoutSettled(canvasElement);
    await expectScreenshot(canvasElement);
  },
};

export const AllCompaniesOnPhone: Story = {
  ...AllCompanies,
  globals: phone,
  play: async (context) => {
    await AllCompanies.play!(context);
    await expectNoSidewaysScroll(context.canvasElement);
  },
};

/** Map links come from upstream: a `javascript:` or plain http: one is never made a link, nor exported. */
export const UnsafeMapLinks: Story = {
  parameters: {
    msw: {
      handlers: handlersFor('admin', {
        seed: (store) => {
          const companies = storedCompanies(store);
          companies.find((company) => company.id === 'acme-data')!.google_maps_link = 'javascript:alert(document.cookie)';
          companies.find((company) => company.id === 'bluefin-messaging')!.google_maps_link = 'http://maps.example.com/bluefin';
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await waitFor(() => expect(within(table).getByRole('link', { name: /Map of Northwind Monitoring/ })).toBeVisible());
    await expect(within(table).queryByRole('link', { name: /Map of Acme Data/ })).toBeNull();
    await expect(within(table).queryByRole('link', { name: /Map of Bluefin Messaging/ })).toBeNull();
    for (const link of within(table).getAllByRole('link')) await expect(link.getAttribute('href')).not.toMatch(/^(javascript|http):/i);
    // Nor does the CSV export carry it: the Map Link column exports only what would be linked.
    const csv = await downloadedCsv(async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: /export/i }));
      await userEvent.click(await within(document.body).findByRole('menuitem', { name: /download as csv/i }));
    });
    const [header, ...rows] = csv.split('\r\n');
    await expect(header).toBe('Company,Addons,Map Link,Street 1,Street 2,City,State,Zip,Country');
    await expect(rows[0]).toBe(
      'Acme Data,"Acme Archive, Acme Insights, Acme Metrics, Acme Postgres, Acme Stream, Acme Vault",,500 Howard Street,Suite 300,San Francisco,CA,94105,United States',
    );
    await expect(csv).not.toMatch(/javascript:|http:\/\//i);
    await expect(csv).toMatch(/https:\/\/www\.google\.com\/maps\//);
  },
};

/**
 * The search finds a company by what its columns show: a street (Northwind's
 * "NW Couch"), then a city (Portland), on a phone too, where street and zip
 * are hidden; never by its map link.
 */
export const SearchedByAddress: Story = {
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await grid(canvasElement);
    const searchbox = await canvas.findByRole('searchbox');
    await userEvent.type(searchbox, 'nw couch');
    await waitFor(async () => expect(await companyNames(canvasElement)).toEqual(['Northwind Monitoring']));
    await userEvent.clear(searchbox);
    await userEvent.type(searchbox, 'PORTLAND');
    await waitFor(async () => expect(await companyNames(canvasElement)).toEqual(['Northwind Monitoring']));
    await userEvent.clear(searchbox);
    await userEvent.type(searchbox, 'google.com');
    await expect(await canvas.findByText('Nothing matches that search.')).toBeVisible();
  },
};

const shared = companyScreenStates({ gridName: 'Company addresses', emptyMessage: 'No company has a beta or GA add-on yet.', companyNames });
export const Empty = shared.Empty;
export const EmptyOnPhone = shared.EmptyOnPhone;
export const FailedToLoad = shared.FailedToLoad;
export const FailedToLoadOnPhone = shared.FailedToLoadOnPhone;
export const TenThousandCompanies = shared.TenThousandCompanies;
export const TenThousandCompaniesOnPhone = shared.TenThousandCompaniesOnPhone;
export const RestStillLoading = shared.RestStillLoading;
export const RestStillLoadingOnPhone = shared.RestStillLoadingOnPhone;
export const FirstPageListsNobody = shared.FirstPageListsNobody;
