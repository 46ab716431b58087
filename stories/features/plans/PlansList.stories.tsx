import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { plans } from '../../../fixtures/data/plans';
import { expectPagerArrowsShown } from '../../support/pager';
import { expectScreenshot } from '../../support/screenshot';
import { PlansListSection } from '../../../web/src/features/plans/PlansListSection';
import { SearchField } from '../../../web/src/components/SearchField';
import { body, loadedPanel, overlaysClosed, plansPath, renderAt, storyBackend } from './plans-story-support';
import { PlansToolbar } from '../../../web/src/features/plans/PlansToolbar';
import { TablePager } from '../../../web/src/components/TablePager';

/**
 * The plans table (spec §2 Plans): search, filter, sort, 'View all N plans'
 * then pages, the row menu, a plan's active repricing and Create Plan, through
 * the real route with the sandbox's operations; on a phone, one card per plan.
 */
const meta = {
  title: 'Features/Plans/Plans list',
  subcomponents: { PlansListSection, PlansToolbar, TablePager, SearchField },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

// 1 000 plans take a while to arrive on a busy machine.
const region = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('region', { name: 'Plans' }, { timeout: 10_000 });

const partnerGa = storyBackend('partner');

/** Acme Postgres (GA) as its partner: eight plans, the first six shown, cheapest first; no menu on the disabled one. */
export const PartnerGa: Story = {
  render: renderAt(plansPath('acme-postgres')),
  parameters: { msw: { handlers: partnerGa.handlers } },
  beforeEach: partnerGa.reset,
  play: async ({ canvasElement }) => {
    const plansRegion = await region(canvasElement);
    const grid = await within(plansRegion).findByRole('table', { name: 'Plans' });
    await expect(within(grid).getByText('Hobby')).toBeVisible();
    await expect(within(grid).getByText('Free')).toBeVisible();
    await expect(within(grid).getByText('$50.00')).toBeVisible();
    await expect(within(grid).queryByText('Premium 4')).toBeNull();
    await userEvent.click(within(plansRegion).getByRole('button', { name: 'View all 8 plans' }));
    await expect(await within(grid).findByText('$3,500.00')).toBeVisible();
    await expect(within(grid).getByText('Contract')).toBeVisible();
    await expect(within(plansRegion).getByRole('button', { name: 'Collapse plans' })).toHaveAttribute('aria-expanded', 'true');
    // Spec §2: no row menu for a plan that is not enabled, for a partner.
    await expect(within(grid).queryByRole('button', { name: 'Actions for Legacy Mini' })).toBeNull();
    await userEvent.click(within(grid).getByRole('button', { name: 'Actions for Standard 2' }));
    const menu = await body(canvasElement).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit plan' })).toBeVisible());
    await expect(within(menu).getByRole('menuitem', { name: 'Reprice' })).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: /Request availability change/ })).toHaveAttribute('target', '_blank');
    await expect(within(menu).queryByRole('menuitemradio')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await overlaysClosed(canvasElement);
    await expectScreenshot(canvasElement);
  },
};

const adminGa = storyBackend('admin');

/** The admin switches a GA plan's availability from the row menu; it is saved and the row follows. */
export const AdminSwitchesAvailability: Story = {
  render: renderAt(plansPath('acme-postgres')),
  parameters: { msw: { handlers: adminGa.handlers } },
  beforeEach: adminGa.reset,
  play: async ({ canvasElement }) => {
    const plansRegion = await region(canvasElement);
    await userEvent.click(await within(plansRegion).findByRole('button', { name: 'View all 8 plans' }));
    const grid = within(plansRegion).getByRole('table', { name: 'Plans' });
    await userEvent.click(await within(grid).findByRole('button', { name: 'Actions for Legacy Mini' }));
    const menu = await body(canvasElement).findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Disabled' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Invite Only' }));
    await expect(await body(canvasElement).findByText('Plan saved.')).toBeVisible();
    await waitFor(() => expect(adminGa.writes('PATCH', '/api/v3/plans/acme-postgres-plan-legacy-mini')).toHaveLength(1));
    await expect(adminGa.writes('PATCH', '/api/v3/plans/acme-postgres-plan-legacy-mini')[0]?.body).toEqual({ enabled: true, public: false, visible: false });
    await overlaysClosed(canvasElement);
  },
};

const failingSwitch = storyBackend('admin', {
  overrides: [http.patch('/api/v3/plans/:planId', () => HttpResponse.json({ id: 'internal_server_error', message: 'Upstream failed.' }, { status: 500 }))],
});

/** Spec §5, §8: a failed save rolls back, saying 'something went wrong'. */
export const SwitchFailsAndRollsBack: Story = {
  render: renderAt(plansPath('acme-postgres')),
  parameters: { msw: { handlers: failingSwitch.handlers } },
  beforeEach: failingSwitch.reset,
  play: async ({ canvasElement }) => {
    const plansRegion = await region(canvasElement);
    const grid = await within(plansRegion).findByRole('table', { name: 'Plans' });
    const row = () => within(grid).getByText('Standard 2').closest('tr') as HTMLElement;
    await userEvent.click(await within(grid).findByRole('button', { name: 'Actions for Standard 2' }));
    await userEvent.click(within(await body(canvasElement).findByRole('menu')).getByRole('menuitemradio', { name: 'Disabled' }));
    await expect(await body(canvasElement).findByText('something went wrong')).toBeVisible();
    await waitFor(() => expect(within(row()).getByText('All Users')).toBeVisible());
  },
};

const many = storyBackend('partner');

/** Acme Metrics: 1 000 plans, filtered and sorted; expanded, pages of 25 in the page itself (no inner scroll box). */
export const ThousandPlans: Story = {
  render: renderAt(plansPath('acme-metrics')),
  parameters: { msw: { handlers: many.handlers } },
  beforeEach: many.reset,
  play: async ({ canvasElement }) => {
    const plansRegion = await region(canvasElement);
    await expect(await within(plansRegion).findByRole('button', { name: 'View all 1000 plans' })).toBeVisible();
    await userEvent.click(within(plansRegion).getByRole('combobox', { name: 'Availability' }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Disabled' }));
    const disabled = plans.filter((plan) => plan.addon_id.length > 0 && plan.id.startsWith('acme-metrics-') && !plan.enabled).length;
    await expect(await within(plansRegion).findByRole('button', { name: `View all ${disabled} plans` })).toBeVisible();
    await expect(within(plansRegion).getByRole('status')).toHaveTextContent(`${disabled} of 1000 plans match`);
    await userEvent.click(within(plansRegion).getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Price, highest first' }));
    const grid = within(plansRegion).getByRole('table', { name: 'Plans' });
    await expect(within(grid).getAllByRole('row')[1]).toHaveTextContent('$9,');
    await userEvent.click(within(plansRegion).getByRole('button', { name: `View all ${disabled} plans` }));
    // 25 rows and the pager, laid out in the page: no ancestor of the table scrolls on its own.
    await expect(within(grid).getAllByRole('row')).toHaveLength(26);
    await expect(within(plansRegion).getByText(`1–25 of ${disabled}`)).toBeVisible();
    for (let node = grid.parentElement; node && node !== canvasElement; node = node.parentElement) {
      await expect(getComputedStyle(node).overflowY).not.toMatch(/auto|scroll/);
    }
    await userEvent.click(within(plansRegion).getByRole('button', { name: 'Go to next page' }));
    await expect(within(plansRegion).getByText(`26–50 of ${disabled}`)).toBeVisible();
    await overlaysClosed(canvasElement);
    await expectScreenshot(canvasElement);
  },
};

const searching = storyBackend('partner');

/** Searching 1 000 plans by name or slug; the query is kept in the address (?q=). */
export const SearchByNameOrSlug: Story = {
  render: renderAt(plansPath('acme-metrics', '?q=tier-099')),
  parameters: { msw: { handlers: searching.handlers } },
  beforeEach: searching.reset,
  play: async ({ canvasElement }) => {
    const plansRegion = await region(canvasElement);
    const search = await within(plansRegion).findByRole('searchbox', { name: 'Search plans' });
    await expect(search).toHaveValue('tier-099');
    // From the address: tier-0099 and tier-0990 … tier-0999, by slug.
    await expect(await within(plansRegion).findByText('11 of 1000 plans match')).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'Tier 42');
    // Every word, in the name or the slug: 42, 142 … 942, 420 … 429 (and 442 once).
    await expect(await within(plansRegion).findByText('20 of 1000 plans match')).toBeVisible();
    const grid = within(plansRegion).getByRole('table', { name: 'Plans' });
    await userEvent.click(within(plansRegion).getByRole('button', { name: 'View all 20 plans' }));
    await expect(within(grid).getByText('Tier 42')).toBeVisible();
    await expect(within(grid).getByText('tier-0429')).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'no such plan');
    await expect(within(plansRegion).getByText('No plans match the search and filter.')).toBeVisible();
    await expect(within(plansRegion).queryByRole('table', { name: 'Plans' })).toBeNull();
    await userEvent.clear(search);
    // Still expanded: all 1 000, a page at a time.
    await expect(await within(plansRegion).findByText(/^1–25 of 1,?000$/)).toBeVisible();
    await userEvent.type(search, 'tier-0429');
    await expect(await within(plansRegion).findByText('1 of 1000 plans match')).toBeVisible();
    await expectScreenshot(canvasElement);
  },
};

const searchedPanel = storyBackend('partner');

/**
 * A panel opened from a searched list keeps the search (issue 21 item 11): the
 * same plans behind it, and the same list once it closes.
 */
export const SearchKeptThroughAPanel: Story = {
  render: renderAt(plansPath('acme-metrics', '?q=tier-0429')),
  parameters: { msw: { handlers: searchedPanel.handlers } },
  beforeEach: searchedPanel.reset,
  play: async ({ canvasElement }) => {
    const plansRegion = await region(canvasElement);
    await expect(await within(plansRegion).findByText('1 of 1000 plans match')).toBeVisible();
    await userEvent.click(within(plansRegion).getByRole('link', { name: 'Create Plan' }));
    const panel = await loadedPanel(canvasElement, 'Create Plan');
    await expect(within(plansRegion).getByText('1 of 1000 plans match')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));
    await overlaysClosed(canvasElement);
    await expect(within(plansRegion).getByRole('searchbox', { name: 'Search plans' })).toHaveValue('tier-0429');
    await expect(within(plansRegion).getByText('1 of 1000 plans match')).toBeVisible();
  },
};

const repriced = storyBackend('partner');

/** Standard 2 has a repricing in progress: its row says to what price and from when. */
export const ActiveRepricingInTheRow: Story = {
  render: renderAt(plansPath('acme-postgres')),
  parameters: { msw: { handlers: repriced.handlers } },
  beforeEach: repriced.reset,
  play: async ({ canvasElement }) => {
    const plansRegion = await region(canvasElement);
    const grid = await within(plansRegion).findByRole('table', { name: 'Plans' });
    const row = (name: string) => within(grid).getByText(name, { selector: 'td a' }).closest('tr') as HTMLElement;
    await waitFor(() => expect(row('Standard 2')).toHaveTextContent('Repricing to $225.00 from 12/01/2026'));
    await expect(row('Standard 0')).not.toHaveTextContent('Repricing');
    await expectScreenshot(canvasElement);
  },
};

const created = storyBackend('partner');

/** Done on the Plan Created panel of a plan far down the list: the list opens on its page and marks it, focused. */
export const NewPlanShown: Story = {
  render: renderAt(plansPath('acme-metrics', '/acme-metrics-plan-tier-0895/post-creation')),
  parameters: { msw: { handlers: created.handlers } },
  beforeEach: created.reset,
  play: async ({ canvasElement }) => {
    const panel = await body(canvasElement).findByRole('dialog', { name: 'Plan Created' }, { timeout: 20_000 });
    await userEvent.click(await within(panel).findByRole('button', { name: 'Done' }));
    await overlaysClosed(canvasElement);
    const plansRegion = await region(canvasElement);
    const grid = within(plansRegion).getByRole('table', { name: 'Plans' });
    // Tier 895 is the 601st plan, cheapest first: on page 25 of the expanded list.
    const row = await within(grid).findByText('Tier 895', { selector: 'td a' });
    const tableRow = row.closest('tr') as HTMLElement;
    await expect(tableRow).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(tableRow).toHaveFocus());
    await expect(within(plansRegion).getByRole('button', { name: 'Collapse plans' })).toBeVisible();
    // Not the first page: the list turned to the one that holds the plan.
    await expect(within(plansRegion).getByRole('button', { name: 'Go to previous page' })).toBeEnabled();
    const box = tableRow.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(canvasElement.ownerDocument.defaultView!.innerHeight);
  },
};

const empty = storyBackend('partner', {
  seed: (store) => {
    const list = store.recordsOf(plans);
    list.splice(0, list.length, ...list.filter((plan) => !plan.id.startsWith('acme-stream-')));
  },
});

/** No plans yet: 'There are currently no plans.' and Create Plan. */
export const NoPlans: Story = {
  render: renderAt(plansPath('acme-stream')),
  parameters: { msw: { handlers: empty.handlers } },
  beforeEach: empty.reset,
  play: async ({ canvasElement }) => {
    const plansRegion = await region(canvasElement);
    await expect(await within(plansRegion).findByRole('heading', { name: 'There are currently no plans.' })).toBeVisible();
    await expect(within(plansRegion).getAllByRole('link', { name: 'Create Plan' })[0]).toHaveAttribute('href', '/addons/acme-stream/plans/new');
  },
};

const narrow = storyBackend('partner');

const onAPhone = { viewport: { value: 'mobile', isRotated: false } } as const;

/** A 390 px phone: a card per plan with its name, menu, slug, availability and price; Disabled and Invite Only read apart; nothing scrolls sideways. */
export const Phone: Story = {
  render: renderAt(plansPath('acme-postgres')),
  parameters: { msw: { handlers: narrow.handlers } },
  globals: onAPhone,
  beforeEach: narrow.reset,
  play: async ({ canvasElement }) => {
    const plansRegion = await region(canvasElement);
    const list = await within(plansRegion).findByRole('list', { name: 'Plans' });
    const card = (name: string) => within(list).getByText(name).closest('li') as HTMLElement;
    await expect(card('Hobby')).toHaveTextContent('Slughobby');
    await expect(card('Legacy Mini')).toHaveTextContent('AvailabilityDisabled');
    await expect(card('Enterprise')).toHaveTextContent('AvailabilityInvite Only');
    await expect(card('Standard 2')).toHaveTextContent('Price per month$200.00Repricing to $225.00 from 12/01/2026');
    await expect(within(card('Standard 2')).getByRole('button', { name: 'Actions for Standard 2' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expectScreenshot(canvasElement);
  },
};

const narrowMany = storyBackend('partner');

/** 1 000 plans on a 390 px phone: search and pages of cards, the pager with both arrows, nothing scrolling sideways. */
export const ThousandPlansOnAPhone: Story = {
  render: renderAt(plansPath('acme-metrics', '?q=tier-01')),
  parameters: { msw: { handlers: narrowMany.handlers } },
  globals: onAPhone,
  beforeEach: narrowMany.reset,
  play: async ({ canvasElement }) => {
    const plansRegion = await region(canvasElement);
    await expect(await within(plansRegion).findByText('119 of 1000 plans match')).toBeVisible();
    await userEvent.click(within(plansRegion).getByRole('button', { name: 'View all 119 plans' }));
    await expect(within(within(plansRegion).getByRole('list', { name: 'Plans' })).getAllByRole('listitem')).toHaveLength(25);
    await expectPagerArrowsShown(plansRegion);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
