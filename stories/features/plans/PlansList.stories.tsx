import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { plans } from '../../../fixtures/data/plans';
import { expectScreenshot } from '../../support/screenshot';
import { PlansListSection } from '../../../web/src/features/plans/PlansListSection';
import { body, overlaysClosed, plansPath, renderAt, storyBackend } from './plans-story-support';

/**
 * The plans table (spec §2 Plans): filter, sort, 'View all N plans', the row
 * menu and Create Plan, through the real route with the sandbox's operations.
 */
const meta = {
  title: 'Features/Plans/Plans list',
  subcomponents: { PlansListSection },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const region = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('region', { name: 'Plans' });

const partnerGa = storyBackend('partner');

/** Acme Postgres (GA) as its partner: eight plans, the first six shown, cheapest first; no menu on the disabled one. */
export const PartnerGa: Story = {
  render: renderAt(plansPath('acme-postgres')),
  parameters: { msw: { handlers: partnerGa.handlers } },
  beforeEach: partnerGa.reset,
  play: async ({ canvasElement }) => {
    const plansRegion = await region(canvasElement);
    const grid = await within(plansRegion).findByRole('grid', { name: 'Plans' });
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
    const grid = within(plansRegion).getByRole('grid', { name: 'Plans' });
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
    const grid = await within(plansRegion).findByRole('grid', { name: 'Plans' });
    const row = () => within(grid).getByText('Standard 2').closest('[role="row"]') as HTMLElement;
    await userEvent.click(await within(grid).findByRole('button', { name: 'Actions for Standard 2' }));
    await userEvent.click(within(await body(canvasElement).findByRole('menu')).getByRole('menuitemradio', { name: 'Disabled' }));
    await expect(await body(canvasElement).findByText('something went wrong')).toBeVisible();
    await waitFor(() => expect(within(row()).getByText('All Users')).toBeVisible());
  },
};

const many = storyBackend('partner');

/** Acme Metrics: 1 000 plans, filtered and sorted, then all of them in a virtualised grid. */
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
    await userEvent.click(within(plansRegion).getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Price, highest first' }));
    const grid = within(plansRegion).getByRole('grid', { name: 'Plans' });
    const firstPrice = within(grid).getAllByRole('row')[1];
    await expect(firstPrice).toHaveTextContent('$9,');
    await overlaysClosed(canvasElement);
    await expectScreenshot(canvasElement);
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

/** A phone: name, price and the menu; slug and availability columns hidden. */
export const Phone: Story = {
  render: renderAt(plansPath('acme-postgres')),
  parameters: { msw: { handlers: narrow.handlers } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  beforeEach: narrow.reset,
  play: async ({ canvasElement }) => {
    const plansRegion = await region(canvasElement);
    const grid = await within(plansRegion).findByRole('grid', { name: 'Plans' });
    await expect(await within(grid).findByText('Hobby')).toBeVisible();
    await expect(within(grid).queryByText('standard-0')).toBeNull();
    await expectScreenshot(canvasElement);
  },
};
