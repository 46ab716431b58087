import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlersFor } from '../../../fixtures/msw';
import { UsersPage } from '../../../web/src/features/admin/UsersPage';
import { seedBulkCompanies } from '../../support/bulk-companies';
import { AppRoute } from '../../support/router';
import { layoutSettled } from '../../support/layout-settled';
import { expectScreenshot } from '../../support/screenshot';

/**
 * Admin Users (spec §2 "Admin routes") through the real route, as the
 * platform admin, with GET /companies answered by the sandbox's operation.
 * Each state at 1280 px and, as `…OnPhone`, at 390 px. Dates are shown in the
 * browser's time zone (UTC on the test machine, like the seed's timestamps).
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

const phone = { viewport: { value: 'mobile', isRotated: false } };

const grid = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Company users' });

async function companyNames(canvasElement: HTMLElement): Promise<string[]> {
  const rows = within(await grid(canvasElement)).getAllByRole('row').slice(1);
  return rows.map((row) => within(row).getAllByRole('link')[0]?.textContent ?? '');
}

async function expectNoSidewaysScroll(canvasElement: HTMLElement) {
  await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** Companies with a GA or beta add-on (not Kiln Labs, not Solo Labs), their add-ons, and their users oldest first with the date added. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await waitFor(async () => expect(await companyNames(canvasElement)).toEqual(['Acme Data', 'Bluefin Messaging', 'Northwind Monitoring', 'Tessellate Search']));
    const table = await grid(canvasElement);
    await expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Company', 'Addons', 'Users']);
    const acmeUsers = within(table).getByRole('list', { name: 'Users of Acme Data' });
    await expect(within(acmeUsers).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'partner@acme.testadded March 2nd, 2021',
      'billing@acme.testadded June 14th, 2022',
      'ops@acme.testadded January 9th, 2024',
    ]);
    await expect(within(table).getByRole('link', { name: 'Acme Data' })).toHaveAttribute('href', '/addons/acme-metrics');
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

/** The quick filter finds a company by one of its users' e-mail. */
export const FilteredByEmail: Story = {
  play: async ({ canvas, canvasElement }) => {
    await grid(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox'), 'dev@north');
    await waitFor(async () => expect(await companyNames(canvasElement)).toEqual(['Northwind Monitoring']));
  },
};

/** No company has a GA or beta add-on: the grid says so. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: handlersFor('admin', {
        seed: (store) => {
          for (const addon of store.addons) if (addon.state === 'beta' || addon.state === 'ga') addon.state = 'shutdown';
        },
      }),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('No company has a GA or beta add-on yet.')).toBeVisible();
    await layoutSettled(canvasElement);
    await expectScreenshot(canvasElement);
  },
};

export const EmptyOnPhone: Story = { ...Empty, globals: phone };

/** GET /companies fails: the server's message and Try again, in place of the table. */
export const FailedToLoad: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v3/companies', () => HttpResponse.json({ id: 'service_unavailable', message: 'The partner API is unavailable.' }, { status: 503 })),
        ...handlersFor('admin'),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getAllByText('The partner API is unavailable.').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('grid')).toBeNull();
    await layoutSettled(canvasElement);
    await expectScreenshot(canvasElement);
  },
};

export const FailedToLoadOnPhone: Story = { ...FailedToLoad, globals: phone };

/** 10 000 companies: one page of 25 is laid out, sorted by name, and the footer counts them all. */
export const TenThousandCompanies: Story = {
  parameters: { msw: { handlers: handlersFor('admin', { seed: (store) => seedBulkCompanies(store, 10_000) }) } },
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await waitFor(() => expect(within(canvasElement).getByText(/1–25 of 10,000/)).toBeVisible(), { timeout: 10_000 });
    await expect(within(table).getAllByRole('row').length).toBeLessThanOrEqual(26);
    const names = await companyNames(canvasElement);
    await expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    await layoutSettled(canvasElement);
    await expectScreenshot(canvasElement);
  },
};

export const TenThousandCompaniesOnPhone: Story = {
  ...TenThousandCompanies,
  globals: phone,
  play: async (context) => {
    await TenThousandCompanies.play!(context);
    await expectNoSidewaysScroll(context.canvasElement);
  },
};
