import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { createStoryStore, handlersFor } from '../../fixtures/msw';
import type { SandboxStore } from '../../fixtures/model/store';
import { seedMarketplaceAtScale } from '../../fixtures/model/marketplace-at-scale';
import { freezeClockAt } from '../support/clock';
import { everyAddon } from '../support/fixture-addons';
import { AppRoute } from '../support/router';
import { expectScreenshot } from '../support/screenshot';
import { AllAddonsTable } from '../../web/src/features/addons/AllAddonsTable';

/**
 * The add-ons list at /addons as a platform admin sees the whole marketplace
 * (spec §2 "Add-ons"): the All Addons table over 10 000 add-ons, its state
 * filter (kept in the address) and its search. The same page and clock as
 * AddonsPage.stories.tsx, apart to keep each file small.
 */
const meta = {
  title: 'Pages/Add-ons list at scale',
  subcomponents: { AllAddonsTable },
  render: () => <AppRoute path="/addons" />,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  beforeEach: freezeClockAt('2026-11-26T10:00:00'),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The marketplace at scale: 10 000 generated add-ons (seed 1) beside the sandbox's own. */
let scaleStore: SandboxStore | undefined;
/** One store for the stories at scale (none of them changes data), generated when the first one is built. */
const atScale = () => {
  scaleStore ??= createStoryStore((store) => seedMarketplaceAtScale(store, { addons: 10_000, seed: 1 }));
  return handlersFor('admin', { store: scaleStore });
};
const totalAtScale = (10_000 + everyAddon.length).toLocaleString('en-US');
/** The grid's footer once all 10 000 are in: serving, parsing and sorting them takes a while on a busy machine. */
async function firstPageOfAll(grid: HTMLElement): Promise<void> {
  // The footer is the grid's sibling, not inside its role="grid" element.
  const footer = await within(grid.parentElement!).findByText(/^1–25 of /, {}, { timeout: 15_000 });
  await expect(footer).toHaveTextContent(`1–25 of ${totalAtScale}`);
}

/** 10 000 add-ons: pages of 25, sortable columns, a search over name and slug. */
export const AdminAtScale: Story = {
  parameters: { msw: { handlers: atScale() } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const grid = await canvas.findByRole('grid', { name: 'All add-ons' }, { timeout: 25_000 });
    await firstPageOfAll(grid);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(26));
    await expectScreenshot(canvasElement);
    // Sorting by state, newest last: the first page is all alpha.
    await userEvent.click(within(grid).getByRole('columnheader', { name: 'State' }));
    await waitFor(() => expect(within(grid).getAllByRole('gridcell', { name: 'Alpha' })).toHaveLength(25));
  },
};

/** On a phone the rows keep the name, the slug under it and the state, without scrolling sideways. */
export const AdminAtScaleOnAPhone: Story = {
  ...AdminAtScale,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const grid = await canvas.findByRole('grid', { name: 'All add-ons' }, { timeout: 25_000 });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(26));
    const headers = within(grid).getAllByRole('columnheader').map((header) => header.textContent?.trim());
    await expect(headers).toEqual(['Add-on', 'State']);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expectScreenshot(canvasElement);
  },
};

/** Filtered by state from the select: only Shutdown add-ons, and the address keeps the filter. */
export const AdminFilteredByState: Story = {
  parameters: { msw: { handlers: atScale() } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const grid = await canvas.findByRole('grid', { name: 'All add-ons' }, { timeout: 25_000 });
    await firstPageOfAll(grid);
    await userEvent.click(canvas.getByRole('combobox', { name: 'State' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Shutdown' }));
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveTextContent('Shutdown');
    await waitFor(() => expect(within(grid).getAllByRole('gridcell', { name: 'Shutdown' })).toHaveLength(25));
    // Fewer pages: the footer counts only the shut-down add-ons.
    await expect(within(grid.parentElement!).getByText(/^1–25 of /)).not.toHaveTextContent(`1–25 of ${totalAtScale}`);
    await expectScreenshot(canvasElement);
  },
};

/** Opened at /addons?state=beta (a reload, or Back): the filter comes from the address. */
export const AdminOpenedFilteredByAddress: Story = {
  render: () => <AppRoute path="/addons?state=beta" />,
  parameters: { msw: { handlers: handlersFor('admin') } },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'All add-ons' });
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveTextContent('Beta');
    const beta = everyAddon.filter((addon) => addon.state === 'beta');
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(beta.length + 1));
    for (const addon of beta) await expect(within(grid).getByRole('link', { name: addon.displayName })).toBeVisible();
  },
};

/** A search by slug finds the add-on among 10 000; one that matches nothing says so. */
export const AdminSearchAndNoMatch: Story = {
  parameters: { msw: { handlers: atScale() } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const grid = await canvas.findByRole('grid', { name: 'All add-ons' }, { timeout: 25_000 });
    await firstPageOfAll(grid);
    const search = canvas.getByRole('searchbox');
    await userEvent.type(search, 'northwind-apm');
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(2));
    await expect(within(grid).getByRole('link', { name: 'Northwind APM' })).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'no-such-addon');
    await expect(await canvas.findByText('Nothing matches that search.')).toBeVisible();
    await expectScreenshot(canvasElement);
  },
};
