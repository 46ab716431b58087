import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectScreenshot } from '../../support/screenshot';
import { EditPlanPanel, NewPlanPanel } from '../../../web/src/features/plans/PlanFormPanel';
import { body, loadedPanel, overlaysClosed, plansPath, renderAt, storyBackend } from './plans-story-support';

/** The plan form (spec §5): slug from the name, dollars to cents, typed feature values, availability per spec §4. */
const meta = {
  title: 'Features/Plans/Plan form',
  subcomponents: { NewPlanPanel, EditPlanPanel },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const create = storyBackend('partner');

/** A partner creates a plan on a GA add-on: slug generated, 19.999 dollars sent as 1999 cents, one value per feature. */
export const CreateOnGa: Story = {
  render: renderAt(plansPath('acme-stream', '/new')),
  parameters: { msw: { handlers: create.handlers } },
  beforeEach: create.reset,
  play: async ({ canvasElement }) => {
    const panel = await loadedPanel(canvasElement, 'Create Plan');
    await userEvent.type(within(panel).getByRole('textbox', { name: /Name/ }), 'Pro Plus 2');
    await expect(within(panel).getByText(/It will be “pro-plus-2”/)).toBeVisible();
    await expect(within(panel).getByRole('textbox', { name: 'Availability' })).toHaveValue('Invite Only');
    await expect(within(panel).getByText('New plans start as Invite Only; change it once the plan is created.')).toBeVisible();
    await expect(within(panel).queryByRole('group', { name: /Platform settings/ })).toBeNull();
    await userEvent.type(within(panel).getByRole('textbox', { name: /Price per month/ }), '19.999');
    await userEvent.type(within(panel).getByRole('textbox', { name: /Partitions/ }), '12');
    // Feature values in the units people use (issue 21): a day, a megabyte.
    await userEvent.type(within(panel).getByRole('textbox', { name: /Retention/ }), '1 day');
    await expect(within(panel).getByText('Saved as 86,400 seconds.')).toBeVisible();
    await userEvent.type(within(panel).getByRole('textbox', { name: /Message size limit/ }), '1 MX');
    await userEvent.click(within(panel).getByRole('button', { name: 'Create Plan' }));
    await expect(await within(panel).findByText('Use bytes, KB, MB, GB or TB, like 10 GB.')).toBeVisible();
    await userEvent.clear(within(panel).getByRole('textbox', { name: /Message size limit/ }));
    await userEvent.type(within(panel).getByRole('textbox', { name: /Message size limit/ }), '1 MB');
    await expect(within(panel).getByText('Saved as 1,048,576 bytes.')).toBeVisible();
    await expectScreenshot(canvasElement);
    await userEvent.click(within(panel).getByRole('button', { name: 'Create Plan' }));
    const created = await loadedPanel(canvasElement, 'Plan Created');
    await expect(within(created).getByText('acme-stream:pro-plus-2')).toBeVisible();
    await expect(within(created).getByText('$19.99')).toBeVisible();
    await expect(body(canvasElement).getByText('Plan saved.')).toBeVisible();
    await expect(create.writes('POST', '/api/v3/addons/acme-stream/plans')[0]?.body).toEqual({
      name: 'Pro Plus 2',
      slug: 'pro-plus-2',
      price_cents: 1999,
      price_contract: false,
      offerings: [
        { feature_id: 'acme-stream-f1', value: 12 },
        { feature_id: 'acme-stream-f2', value: 86400 },
        { feature_id: 'acme-stream-f3', value: 1048576 },
      ],
    });
    await expect(within(created).getByRole('link', { name: 'give someone a plan pass' })).toBeVisible();
  },
};

const emptyName = storyBackend('partner');

/**
 * An empty name raises the name's error only — not also one about the slug
 * it would have made — and focus moves to the name (issue 21 item 10).
 */
export const EmptyNameRaisesOneError: Story = {
  render: renderAt(plansPath('acme-stream', '/new')),
  parameters: { msw: { handlers: emptyName.handlers } },
  beforeEach: emptyName.reset,
  play: async ({ canvasElement }) => {
    const panel = await loadedPanel(canvasElement, 'Create Plan');
    await userEvent.click(within(panel).getByRole('button', { name: 'Create Plan' }));
    const name = within(panel).getByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription(/^Name can't be blank\./));
    await waitFor(() => expect(name).toHaveFocus());
    const slug = within(panel).getByRole('textbox', { name: /Slug/ });
    await expect(slug).toHaveAttribute('aria-invalid', 'false');
    await expect(slug).toHaveAccessibleDescription('Leave blank to make one from the name.');
    await expect(emptyName.calls).toHaveLength(0);
  },
};

const alpha = storyBackend('partner');

/** In alpha the availability is fixed; the test plan is for all users. */
export const CreateTestPlanInAlpha: Story = {
  render: renderAt(plansPath('acme-insights', '/new')),
  parameters: { msw: { handlers: alpha.handlers } },
  beforeEach: alpha.reset,
  play: async ({ canvasElement }) => {
    const panel = await loadedPanel(canvasElement, 'Create Plan');
    await userEvent.type(within(panel).getByRole('textbox', { name: /Slug/ }), 'test');
    await expect(within(panel).getByRole('textbox', { name: 'Availability' })).toHaveAttribute('readonly');
    await expect(within(panel).getByText('The test plan is available to all users while the add-on is in alpha.')).toBeVisible();
  },
};

const betaEdit = storyBackend('partner');

/** A beta plan's availability is a select; only the changes are sent. */
export const EditInBeta: Story = {
  render: renderAt(plansPath('acme-vault', '/acme-vault-plan-team/edit')),
  parameters: { msw: { handlers: betaEdit.handlers } },
  beforeEach: betaEdit.reset,
  play: async ({ canvasElement }) => {
    const panel = await loadedPanel(canvasElement, 'Edit Team');
    await expect(within(panel).getByRole('textbox', { name: /Slug/ })).toHaveAttribute('readonly');
    await expect(within(panel).getByText(/can't be changed after the plan is created/)).toBeVisible();
    await userEvent.click(within(panel).getByRole('combobox', { name: 'Availability' }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'All Users' }));
    const price = within(panel).getByRole('textbox', { name: /Price per month/ });
    await userEvent.clear(price);
    await userEvent.type(price, '1,250');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save Plan' }));
    await expect(await body(canvasElement).findByText('Plan saved.')).toBeVisible();
    await expect(betaEdit.writes('PATCH', '/api/v3/plans/acme-vault-plan-team')[0]?.body).toEqual({ price_cents: 125000, enabled: true, public: true, visible: true });
    await overlaysClosed(canvasElement);
  },
};

const gaPartner = storyBackend('partner');

/**
 * GA, partner: availability changes go through the change-request form, and the
 * price through a repricing (Standard 2 has one in progress): the price is
 * read-only, with the link to Reprice.
 */
export const EditGaAsPartner: Story = {
  render: renderAt(plansPath('acme-postgres', '/acme-postgres-plan-standard-2/edit')),
  parameters: { msw: { handlers: gaPartner.handlers } },
  beforeEach: gaPartner.reset,
  play: async ({ canvasElement }) => {
    const panel = await loadedPanel(canvasElement, 'Edit Standard 2');
    const price = within(panel).getByRole('textbox', { name: 'Price per month' });
    await expect(price).toHaveValue('$200.00');
    await expect(price).toHaveAttribute('readonly');
    await expect(within(panel).queryByRole('checkbox', { name: /Contract pricing/ })).toBeNull();
    await expect(within(panel).getByRole('link', { name: 'Reprice Standard 2' })).toHaveAttribute(
      'href',
      '/addons/acme-postgres/plans/acme-postgres-plan-standard-2/repricing',
    );
    await expect(within(panel).getByRole('link', { name: /request a change/ })).toHaveAttribute('target', '_blank');
    await expect(within(panel).getByRole('switch', { name: 'High availability' })).toBeChecked();
    // Stored as 17 179 869 184 bytes, shown as a person writes it (issue 21).
    await expect(within(panel).getByRole('textbox', { name: /Storage/ })).toHaveValue('16 GB');
    // Read-only looks read-only: a tinted fill and a dashed outline.
    const priceBox = price.closest('.MuiOutlinedInput-root');
    await expect(getComputedStyle(priceBox as Element).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    await expect(getComputedStyle(priceBox?.querySelector('fieldset') as Element).borderStyle).toBe('dashed');
  },
};

const gaAdmin = storyBackend('admin');

/** GA, admin: availability switched directly, and the platform settings. */
export const EditGaAsAdmin: Story = {
  render: renderAt(plansPath('acme-postgres', '/acme-postgres-plan-private-2/edit')),
  parameters: { msw: { handlers: gaAdmin.handlers } },
  beforeEach: gaAdmin.reset,
  play: async ({ canvasElement }) => {
    const panel = await loadedPanel(canvasElement, 'Edit Private 2');
    await expect(within(panel).getByRole('radio', { name: 'Invite Only' })).toBeChecked();
    await userEvent.click(within(panel).getByRole('checkbox', { name: /Temporary \(review apps and CI\)/ }));
    await userEvent.click(within(panel).getByRole('radio', { name: 'All Users (Hidden)' }));
    await expectScreenshot(canvasElement);
    await userEvent.click(within(panel).getByRole('button', { name: 'Save Plan' }));
    await expect(await body(canvasElement).findByText('Plan saved.')).toBeVisible();
    await expect(gaAdmin.writes('PATCH', '/api/v3/plans/acme-postgres-plan-private-2')[0]?.body).toEqual({
      enabled: true,
      public: true,
      visible: false,
      temporary_supported: true,
    });
    await overlaysClosed(canvasElement);
  },
};

const failing = storyBackend('partner', {
  overrides: [http.patch('/api/v3/plans/:planId', () => HttpResponse.json({ id: 'internal_server_error', message: 'Upstream failed.' }, { status: 500 }))],
});

/** Spec §5, §8: a failed save says 'something went wrong', the plan is as it was, the input is kept. */
export const SaveFails: Story = {
  render: renderAt(plansPath('acme-vault', '/acme-vault-plan-team/edit')),
  parameters: { msw: { handlers: failing.handlers } },
  beforeEach: failing.reset,
  play: async ({ canvasElement }) => {
    const panel = await loadedPanel(canvasElement, 'Edit Team');
    const name = within(panel).getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Team Plus');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save Plan' }));
    await expect(await body(canvasElement).findByText('something went wrong')).toBeVisible();
    await expect(within(panel).getByRole('textbox', { name: /Name/ })).toHaveValue('Team Plus');
    // Behind the panel, the table shows the plan as it was.
    const grid = within(canvasElement).getByRole('table', { name: 'Plans', hidden: true });
    await waitFor(() => expect(within(grid).getByText('Team')).toBeInTheDocument());
    await expect(within(grid).queryByText('Team Plus')).toBeNull();
  },
};

const phone = storyBackend('partner');

/** The form on a phone: full width, every field inside it. */
export const Phone: Story = {
  render: renderAt(plansPath('acme-postgres', '/new')),
  parameters: { msw: { handlers: phone.handlers } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  beforeEach: phone.reset,
  play: async ({ canvasElement }) => {
    const panel = await loadedPanel(canvasElement, 'Create Plan');
    // On a phone the panel takes the whole width, and no field is wider than it. (No screenshot: the
    // drawer's height follows the frame the runner resizes to the page, so the image was not stable.)
    const width = panel.ownerDocument.documentElement.clientWidth;
    await expect(panel.getBoundingClientRect().width).toBeLessThanOrEqual(width);
    for (const field of within(panel).getAllByRole('textbox')) await expect(field.getBoundingClientRect().right).toBeLessThanOrEqual(width);
  },
};
