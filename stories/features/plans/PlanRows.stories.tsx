import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { features } from '../../../fixtures/data/features';
import { offerings, plans } from '../../../fixtures/data/plans';
import type { SandboxStore } from '../../../fixtures/model/store';
import { expectScreenshot } from '../../support/screenshot';
import { PlanNameCell } from '../../../web/src/features/plans/PlanNameCell';
import { PlansListSection } from '../../../web/src/features/plans/PlansListSection';
import { body, loadedPanel, overlaysClosed, plansPath, renderAt, storyBackend } from './plans-story-support';

/**
 * The plans list's rows (issue 31): a row opens its plan (the name is the
 * link; a click anywhere on the row follows it), the row menu still opens
 * its menu, a partner's disabled plan says who can change it and how to ask,
 * and a plan with no value for a feature added after it was made is flagged
 * and its edit panel says which value to give.
 */
const meta = {
  title: 'Features/Plans/Plan rows',
  subcomponents: { PlansListSection, PlanNameCell },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const region = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('region', { name: 'Plans' }, { timeout: 10_000 });
const rowOf = (grid: HTMLElement, name: string) => within(grid).getByText(name, { selector: 'a, td' }).closest('tr') as HTMLElement;

const partner = storyBackend('partner');

/** Partner, Acme Postgres (GA): a click on a row's price opens the plan; the menu button opens only the menu; the disabled plan says what to do. */
export const RowOpensThePlan: Story = {
  render: renderAt(plansPath('acme-postgres')),
  parameters: { msw: { handlers: partner.handlers } },
  beforeEach: partner.reset,
  play: async ({ canvasElement }) => {
    const plansRegion = await region(canvasElement);
    await userEvent.click(await within(plansRegion).findByRole('button', { name: 'View all 8 plans' }));
    const grid = within(plansRegion).getByRole('table', { name: 'Plans' });
    // The row menu still opens its menu, and no panel.
    await userEvent.click(within(grid).getByRole('button', { name: 'Actions for Standard 2' }));
    // The menu grows in from opacity 0: visible once its transition has begun.
    const menu = await body(canvasElement).findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await overlaysClosed(canvasElement);
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
    // A partner's disabled plan: no menu (spec §2), no link, but who can change it and how to ask.
    const legacy = rowOf(grid, 'Legacy Mini');
    await expect(within(legacy).queryByRole('button', { name: 'Actions for Legacy Mini' })).toBeNull();
    await expect(within(legacy).queryByRole('link', { name: 'Legacy Mini' })).toBeNull();
    await expect(legacy).toHaveTextContent('Disabled: only the platform team can change this plan.');
    await expect(within(legacy).getByRole('link', { name: 'Request an availability change (opens in a new tab)' })).toHaveAttribute('target', '_blank');
    await expectScreenshot(canvasElement);
    // A click anywhere on the row opens the plan.
    await userEvent.click(within(rowOf(grid, 'Hobby')).getByText('Free'));
    const panel = await loadedPanel(canvasElement, 'Edit Hobby');
    await expect(panel).toBeVisible();
  },
};

const keyboard = storyBackend('partner');

/** By keyboard: the plan's name is a link, reached with Tab and followed with Enter. */
export const OpenByKeyboard: Story = {
  render: renderAt(plansPath('acme-postgres')),
  parameters: { msw: { handlers: keyboard.handlers } },
  beforeEach: keyboard.reset,
  play: async ({ canvasElement }) => {
    const plansRegion = await region(canvasElement);
    const link = await within(plansRegion).findByRole('link', { name: 'Hobby' });
    link.focus();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await loadedPanel(canvasElement, 'Edit Hobby')).toBeVisible();
  },
};

const admin = storyBackend('admin');

/** An admin sees the disabled plan as a link with its menu (spec §2), and no hint. */
export const AdminOpensADisabledPlan: Story = {
  render: renderAt(plansPath('acme-postgres')),
  parameters: { msw: { handlers: admin.handlers } },
  beforeEach: admin.reset,
  play: async ({ canvasElement }) => {
    const plansRegion = await region(canvasElement);
    await userEvent.click(await within(plansRegion).findByRole('button', { name: 'View all 8 plans' }));
    const grid = within(plansRegion).getByRole('table', { name: 'Plans' });
    const legacy = rowOf(grid, 'Legacy Mini');
    await expect(within(legacy).getByRole('button', { name: 'Actions for Legacy Mini' })).toBeVisible();
    await expect(legacy).not.toHaveTextContent('only the platform team');
    await userEvent.click(within(legacy).getByText('Disabled'));
    await expect(await loadedPanel(canvasElement, 'Edit Legacy Mini')).toBeVisible();
  },
};

const NEW_FEATURE_ID = 'acme-postgres-archive-storage';

/** Acme Postgres after "Archive storage" (a size) was added: every existing plan has no value for it yet, as the sandbox leaves it. */
function addArchiveStorage(store: SandboxStore): void {
  const addon = store.findAddon('acme-postgres');
  if (!addon) throw new Error('no acme-postgres');
  const existing = store.recordsOf(features).filter((feature) => feature.addon_id === addon.id);
  store.recordsOf(features).push({ id: NEW_FEATURE_ID, addon_id: addon.id, name: 'Archive storage', datatype: 'filesize', position: existing.length });
  const planIds = store.recordsOf(plans).filter((plan) => plan.addon_id === addon.id).map((plan) => plan.id);
  store.recordsOf(offerings).push(...planIds.map((plan_id) => ({ plan_id, feature_id: NEW_FEATURE_ID, value: null })));
}

const newFeature = storyBackend('partner', { seed: addArchiveStorage });

/** A feature added after the plans: each plan is flagged; its edit panel names the feature and marks the field; a value clears the flag. */
export const NewFeatureNeedsValues: Story = {
  render: renderAt(plansPath('acme-postgres')),
  parameters: { msw: { handlers: newFeature.handlers } },
  beforeEach: newFeature.reset,
  play: async ({ canvasElement }) => {
    const plansRegion = await region(canvasElement);
    const grid = await within(plansRegion).findByRole('table', { name: 'Plans' });
    await waitFor(() => expect(rowOf(grid, 'Hobby')).toHaveTextContent('Needs a value for Archive storage'));
    await expectScreenshot(canvasElement, 'flagged-plans');
    await userEvent.click(within(grid).getByRole('link', { name: 'Hobby' }));
    const panel = await loadedPanel(canvasElement, 'Edit Hobby');
    await expect(within(panel).getByText(/^This plan has no value yet for Archive storage, a feature added after the plan was made/)).toBeVisible();
    const field = within(panel).getByRole('textbox', { name: 'Archive storage' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Needs a value: this feature was added after the plan was made.');
    await expectScreenshot(canvasElement.ownerDocument.body, 'plan-needs-a-value');
    await userEvent.type(field, '10 GB');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save Plan' }));
    await expect(await body(canvasElement).findByText('Plan saved.')).toBeVisible();
    await waitFor(() => expect(rowOf(grid, 'Hobby')).not.toHaveTextContent('Needs a value'));
    await expect(rowOf(grid, 'Standard 0')).toHaveTextContent('Needs a value for Archive storage');
    await overlaysClosed(canvasElement);
  },
};
