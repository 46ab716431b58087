import type { StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlersFor } from '../../../fixtures/msw';
import { seedBulkCompanies } from '../../support/bulk-companies';
import { layoutSettled } from '../../support/layout-settled';
import { expectScreenshot } from '../../support/screenshot';

type Story = StoryObj;

/** GET /companies answers its first page (by name) and never the walk by id that follows (api/list-pages.ts). */
const restNeverComes = http.get('/api/v3/companies', ({ request }) => (request.headers.get('range')?.startsWith('id ') ? new Promise<never>(() => undefined) : undefined));

export const phone = { viewport: { value: 'mobile', isRotated: false } };

/** The page fits the phone: nothing scrolls sideways. */
export async function expectNoSidewaysScroll(canvasElement: HTMLElement) {
  await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

export interface CompanyScreen {
  /** The grid's accessible name, e.g. "Company addresses". */
  gridName: string;
  /** What the screen says when no company has a beta or GA add-on. */
  emptyMessage: string;
  /** The company names in the grid's rows, top to bottom. */
  companyNames: (canvasElement: HTMLElement) => Promise<string[]>;
}

/**
 * The states the Addresses and Users screens share (both list GET /companies
 * for companies with a beta or GA add-on): none, the call failing, and
 * 10 000 companies, each at 1280 px and, as `…OnPhone`, at 390 px.
 */
export function companyScreenStates({ gridName, emptyMessage, companyNames }: CompanyScreen) {
  /** No company has a beta or GA add-on: the grid says so. */
  const Empty: Story = {
    parameters: {
      msw: {
        handlers: handlersFor('admin', {
          seed: (store) => {
            for (const addon of store.addons) if (addon.state === 'beta' || addon.state === 'ga') addon.state = 'alpha';
          },
        }),
      },
    },
    play: async ({ canvas, canvasElement }) => {
      await expect(await canvas.findByText(emptyMessage)).toBeVisible();
      await layoutSettled(canvasElement);
      await expectScreenshot(canvasElement);
    },
  };

  /** GET /companies fails: the server's message and Try again, in place of the table. */
  const FailedToLoad: Story = {
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

  /** 10 000 companies: one page of 25 is laid out, sorted by name, and the footer counts them all. */
  const TenThousandCompanies: Story = {
    parameters: { msw: { handlers: handlersFor('admin', { seed: (store) => seedBulkCompanies(store, 10_000) }) } },
    play: async ({ canvasElement }) => {
      const table = await within(canvasElement).findByRole('grid', { name: gridName });
      await waitFor(() => expect(within(canvasElement).getByText(/1–25 of 10,000/)).toBeVisible(), { timeout: 10_000 });
      await expect(within(table).getAllByRole('row').length).toBeLessThanOrEqual(26);
      const names = await companyNames(canvasElement);
      await expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
      await layoutSettled(canvasElement);
      await expectScreenshot(canvasElement);
    },
  };

  /**
   * 1 000 companies, read in pages (api/list-pages.ts): the first page (by name)
   * is in and the rest never comes. Its rows are shown, sorted by name, but
   * nothing states them as the whole list: the footer gives no total, and
   * sorting, search and export wait, as the line above the grid says.
   */
  const RestStillLoading: Story = {
    parameters: { msw: { handlers: [restNeverComes, ...handlersFor('admin', { seed: (store) => seedBulkCompanies(store, 1_000) })] } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const table = await canvas.findByRole('grid', { name: gridName });
      await expect(await canvas.findByRole('status')).toHaveTextContent('Showing the first rows while the rest load. Sorting, search and export open once every row is in.');
      await expect(canvas.getByRole('progressbar', { name: 'Loading the rest of the list' })).toBeVisible();
      await expect(await canvas.findByText('1–25 of more, still loading')).toBeVisible();
      const names = await companyNames(canvasElement);
      await expect(names).toHaveLength(25);
      await expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
      await expect(canvas.queryByRole('searchbox')).toBeNull();
      await expect(canvas.queryByRole('button', { name: /export/i })).toBeNull();
      await expect(canvas.queryByRole('button', { name: /filters/i })).toBeNull();
      // A click on a column header sorts nothing while rows are still arriving.
      const company = within(table).getByRole('columnheader', { name: /Company/ });
      await userEvent.click(company);
      await expect(company).toHaveAttribute('aria-sort', 'ascending');
      await expect(await companyNames(canvasElement)).toEqual(names);
      await layoutSettled(canvasElement);
      await expectScreenshot(canvasElement);
    },
  };

  /**
   * The first page lists nobody (every one of its companies is in alpha) and
   * the rest has not come: "still loading", never the empty message, which
   * would say no company qualifies before the rest was read.
   */
  const FirstPageListsNobody: Story = {
    parameters: {
      msw: {
        handlers: [
          restNeverComes,
          ...handlersFor('admin', {
            seed: (store) => {
              seedBulkCompanies(store, 1_000);
              for (const addon of store.addons) addon.state = 'alpha';
            },
          }),
        ],
      },
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await canvas.findByRole('grid', { name: gridName });
      await expect(await canvas.findByText('Still loading…')).toBeVisible();
      await expect(canvas.queryByText(emptyMessage)).toBeNull();
    },
  };

  return {
    RestStillLoading,
    RestStillLoadingOnPhone: { ...RestStillLoading, globals: phone } satisfies Story,
    FirstPageListsNobody,
    Empty,
    EmptyOnPhone: { ...Empty, globals: phone } satisfies Story,
    FailedToLoad,
    FailedToLoadOnPhone: { ...FailedToLoad, globals: phone } satisfies Story,
    TenThousandCompanies,
    TenThousandCompaniesOnPhone: {
      ...TenThousandCompanies,
      globals: phone,
      play: async (context) => {
        await TenThousandCompanies.play!(context);
        await expectNoSidewaysScroll(context.canvasElement);
      },
    } satisfies Story,
  };
}
