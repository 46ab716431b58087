import type { StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { handlersFor } from '../../../fixtures/msw';
import { seedBulkCompanies } from '../../support/bulk-companies';
import { layoutSettled } from '../../support/layout-settled';
import { expectScreenshot } from '../../support/screenshot';

type Story = StoryObj;

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

  return {
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
