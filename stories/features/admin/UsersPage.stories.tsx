import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlersFor } from '../../../fixtures/msw';
import { UsersPage } from '../../../web/src/features/admin/UsersPage';
import { AppRoute } from '../../support/router';
import { layoutSettled } from '../../support/layout-settled';
import { expectScreenshot } from '../../support/screenshot';
import { companyScreenStates, expectNoSidewaysScroll, phone } from './company-screen-stories';

/**
 * Admin Users (spec §2 "Admin routes") through the real route, as the
 * platform admin, with GET /companies answered by the sandbox's operation
 * (cells from company-cells.tsx, columns from company-columns.tsx).
 * Each state at 1280 px and, as `…OnPhone`, at 390 px. Dates are shown in the
 * browser's time zone (UTC on the test machine, like the seed's timestamps).
 * "Show all companies" is ShowAllCompanies, shared with Addresses (?all=1 in the address).
 */
const meta = {
  title: 'Features/Admin/UsersPage',
  subcomponents: { UsersPage },
  render: () => <AppRoute path="/admin/users" />,
  parameters: { layout: 'fullscreen', msw: { handlers: handlersFor('admin') } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Company users' });

async function companyNames(canvasElement: HTMLElement): Promise<string[]> {
  const rows = within(await grid(canvasElement)).getAllByRole('row').slice(1);
  return rows.map((row) => within(row).getAllByRole('link')[0]?.textContent ?? '');
}

/**
 * Companies with a GA or beta add-on (not Kiln Labs, not Solo Labs), their
 * country, add-ons, and users oldest first with the date added; a company's
 * name opens its company information.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await waitFor(async () => expect(await companyNames(canvasElement)).toEqual(['Acme Data', 'Bluefin Messaging', 'Northwind Monitoring', 'Tessellate Search']));
    const table = await grid(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Show all companies' })).not.toBeChecked();
    await expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Company', 'Country', 'Addons', 'Users']);
    await expect(within(table).getByRole('gridcell', { name: 'Germany' })).toBeVisible();
    const acmeUsers = within(table).getByRole('list', { name: 'Users of Acme Data' });
    await expect(within(acmeUsers).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'partner@acme.testadded March 2nd, 2021',
      'billing@acme.testadded June 14th, 2022',
      'ops@acme.testadded January 9th, 2024',
      'support@acme.testadded March 17th, 2025',
    ]);
    await expect(within(table).getByRole('link', { name: 'Acme Data' })).toHaveAttribute('href', '/addons/acme-metrics/company');
    await expect(within(within(table).getByRole('list', { name: 'Add-ons of Bluefin Messaging' })).getAllByRole('link')).toHaveLength(2);
    await layoutSettled(canvasElement);
    await expectScreenshot(canvasElement);
  },
};

/** On a phone: the add-ons go under the company's name, beside its users. */
export const DefaultOnPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    await expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Company', 'Users']);
    await expect(within(table).getByRole('list', { name: 'Add-ons of Acme Data' })).toBeVisible();
    await expect(within(table).getByText('ops@acme.test')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
    await layoutSettled(canvasElement);
    await expectScreenshot(canvasElement);
  },
};

/**
 * "Show all companies", as on Addresses (issue 31 item 15): Kiln Labs (alpha
 * and shut-down add-ons) and Solo Labs (none) join with their users; Solo
 * Labs' name is plain text, having no company page to open.
 */
export const AllCompanies: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Show all companies' }));
    const table = await grid(canvasElement);
    const firstCells = () => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('gridcell')[0]?.textContent ?? '');
    await waitFor(() =>
      expect(firstCells()).toEqual(['Acme Data', 'Bluefin Messaging', 'Kiln Labs', 'Northwind Monitoring', 'Solo Labs', 'Tessellate Search']),
    );
    await expect(within(within(table).getByRole('list', { name: 'Users of Solo Labs' })).getByText('owner@solo.test')).toBeVisible();
    await expect(within(table).queryByRole('link', { name: 'Solo Labs' })).toBeNull();
    await expect(within(table).getByRole('gridcell', { name: 'United Kingdom' })).toBeVisible();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await layoutSettled(canvasElement);
    await expectScreenshot(canvasElement);
  },
};

/** The quick filter finds a company by one of its users' e-mail. */
export const FilteredByEmail: Story = {
  play: async ({ canvas, canvasElement }) => {
    await grid(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox'), 'dev@north');
    await waitFor(async () => expect(await companyNames(canvasElement)).toEqual(['Northwind Monitoring']));
  },
};

const shared = companyScreenStates({ gridName: 'Company users', emptyMessage: 'No company has a GA or beta add-on yet.', companyNames });
export const Empty = shared.Empty;
export const EmptyOnPhone = shared.EmptyOnPhone;
export const FailedToLoad = shared.FailedToLoad;
export const FailedToLoadOnPhone = shared.FailedToLoadOnPhone;
export const TenThousandCompanies = shared.TenThousandCompanies;
export const TenThousandCompaniesOnPhone = shared.TenThousandCompaniesOnPhone;
export const RestStillLoading = shared.RestStillLoading;
export const RestStillLoadingOnPhone = shared.RestStillLoadingOnPhone;
export const FirstPageListsNobody = shared.FirstPageListsNobody;
