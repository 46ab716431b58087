import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { alphaUsers } from '../../../fixtures/data/alpha-users';
import { plans } from '../../../fixtures/data/plans';
import { expectScreenshot } from '../../support/screenshot';
import { CustomPlansSection } from '../../../web/src/features/plans/CustomPlansSection';
import { PlanDefaultsSection } from '../../../web/src/features/plans/PlanDefaultsSection';
import { body, loadedPanel, overlaysClosed, plansPath, renderAt, storyBackend } from './plans-story-support';

/** Plan defaults (spec §2, §5) and custom plans (spec §2, §5: 300 characters). */
const meta = {
  title: 'Features/Plans/Plan defaults and custom plans',
  subcomponents: { PlanDefaultsSection, CustomPlansSection },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const section = async (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('region', { name });

const partner = storyBackend('partner');

/** A partner reads the defaults (set ones, and the lowest-cost fallback) and cannot edit them; the custom plans section. */
export const PartnerReadOnly: Story = {
  render: renderAt(plansPath('acme-postgres')),
  parameters: { msw: { handlers: partner.handlers } },
  beforeEach: partner.reset,
  play: async ({ canvasElement }) => {
    const defaults = await section(canvasElement, 'Plan Defaults');
    const regular = await within(defaults).findByRole('table', { name: 'Regular apps' });
    await expect(regular).toHaveTextContent('Standard 0 ($50.00)');
    await expect(within(defaults).queryByRole('link', { name: 'Edit Plan Defaults' })).toBeNull();
    await expect(within(defaults).getByRole('link', { name: /submit a support ticket/ })).toBeVisible();
    const custom = await section(canvasElement, 'Custom Plans');
    await expect(within(custom).getByRole('switch', { name: 'Offer custom plans on the listing' })).toBeChecked();
    await expect(within(custom).getByRole('link', { name: 'Edit Copy' })).toBeVisible();
    await expect(within(custom).getByText(/Need more than 500 connections/)).toBeVisible();
    await expectScreenshot(defaults);
  },
};

const phoneDefaults = storyBackend('partner');
const onAPhone = { viewport: { value: 'mobile', isRotated: false } } as const;
/** The label/value lines of a phone card, as "Label: value". */
const factsOf = (card: HTMLElement) => [...card.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

/** A 390 px phone: each table a list, each runtime a card with its default plan (issue 21 item 6); nothing scrolls sideways. */
export const PlanDefaultsOnAPhone: Story = {
  render: renderAt(plansPath('acme-postgres')),
  parameters: { msw: { handlers: phoneDefaults.handlers } },
  globals: onAPhone,
  beforeEach: phoneDefaults.reset,
  play: async ({ canvasElement }) => {
    const defaults = await section(canvasElement, 'Plan Defaults');
    for (const name of ['Regular apps', 'Review apps and CI (temporary defaults)']) {
      const cards = within(await within(defaults).findByRole('list', { name })).getAllByRole('listitem');
      await expect(cards.map((card) => card.querySelector('dl')?.previousElementSibling?.textContent)).toEqual(['Common Runtime', 'Private Spaces']);
      for (const card of cards) await expect(factsOf(card)).toEqual([expect.stringMatching(/^Default plan: .+/)]);
    }
    await expect(within(defaults).getByRole('list', { name: 'Regular apps' })).toHaveTextContent('Default planStandard 0 ($50.00)');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expectScreenshot(defaults);
  },
};

const admin = storyBackend('admin');

/** The admin opens the editor by its query flag; only public visible plans are offered; only the change is sent. */
export const AdminEditsDefaults: Story = {
  render: renderAt(plansPath('acme-postgres', '?edit-plan-defaults=1')),
  parameters: { msw: { handlers: admin.handlers } },
  beforeEach: admin.reset,
  play: async ({ canvasElement }) => {
    const panel = await loadedPanel(canvasElement, 'Edit Plan Defaults');
    await userEvent.click(within(panel).getByRole('combobox', { name: 'Regular apps: Private Spaces' }));
    const options = (await body(canvasElement).findAllByRole('option')).map((option) => option.textContent);
    await expect(options).toEqual(['Lowest-cost plan', 'Hobby (Free)', 'Standard 0 ($50.00)', 'Standard 2 ($200.00)', 'Premium 0 ($750.00)']);
    await userEvent.click(body(canvasElement).getByRole('option', { name: 'Premium 0 ($750.00)' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Save Plan Defaults' }));
    await expect(await body(canvasElement).findByText('Plan defaults saved.')).toBeVisible();
    await expect(admin.writes('PATCH', '/api/v3/addons/acme-postgres')[0]?.body).toEqual({ space_default_plan_slug: 'premium-0' });
    await overlaysClosed(canvasElement);
    await expect(within(await section(canvasElement, 'Plan Defaults')).getByRole('table', { name: 'Regular apps' })).toHaveTextContent('Premium 0 ($750.00)');
  },
};

const refusing = storyBackend('admin', {
  overrides: [http.patch('/api/v3/addons/:slug', () => HttpResponse.json({ id: 'internal_server_error', message: 'Upstream failed.' }, { status: 500 }))],
});

/** Spec §5: a failed plan-defaults save rolls back, saying so. */
export const DefaultsSaveFails: Story = {
  render: renderAt(plansPath('acme-postgres', '?edit-plan-defaults=1')),
  parameters: { msw: { handlers: refusing.handlers } },
  beforeEach: refusing.reset,
  play: async ({ canvasElement }) => {
    const panel = await loadedPanel(canvasElement, 'Edit Plan Defaults');
    await userEvent.click(within(panel).getByRole('combobox', { name: 'Regular apps: Common Runtime' }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Hobby (Free)' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Save Plan Defaults' }));
    await expect(await body(canvasElement).findByText('something went wrong')).toBeVisible();
    const regular = within(canvasElement).getByRole('table', { name: 'Regular apps', hidden: true });
    await waitFor(() => expect(regular).toHaveTextContent('Standard 0 ($50.00)'));
  },
};

const noEligible = storyBackend('admin', {
  seed: (store) => {
    for (const plan of store.recordsOf(plans)) if (plan.id.startsWith('acme-vault-')) Object.assign(plan, { enabled: true, public: false, visible: false });
  },
});

/** No public visible plan: the edit button is disabled with 'No eligible plans found for this addon'. */
export const NoEligiblePlans: Story = {
  render: renderAt(plansPath('acme-vault')),
  parameters: { msw: { handlers: noEligible.handlers } },
  beforeEach: noEligible.reset,
  play: async ({ canvasElement }) => {
    const defaults = await section(canvasElement, 'Plan Defaults');
    await expect(await within(defaults).findByRole('button', { name: 'Edit Plan Defaults' })).toBeDisabled();
    await expect(within(defaults).getByText('No eligible plans found for this addon')).toBeVisible();
    await expect(within(defaults).getByRole('table', { name: 'Regular apps' })).toHaveTextContent('No public plan yet');
    await expect(within(canvasElement).queryByRole('region', { name: 'Custom Plans' })).toBeNull();
  },
};

const text = storyBackend('partner');

/** The limit shows from the start; past 300 the counter says by how much (never negative), turns red and saving is blocked; at the limit it saves, with both messages. */
export const CustomPlansText: Story = {
  render: renderAt(plansPath('acme-stream', '/custom-plans-edit')),
  parameters: { msw: { handlers: text.handlers } },
  beforeEach: text.reset,
  play: async ({ canvasElement }) => {
    const panel = await loadedPanel(canvasElement, 'Add Custom Plans Text');
    const field = within(panel).getByRole('textbox', { name: 'Custom plans text' });
    await expect(field).toHaveAccessibleDescription('Up to 300 characters. 300 characters left');
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(301));
    await expect(within(panel).getByText('1 character too many')).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/^Custom plans text is too long \(at most 300 characters\)\./));
    await waitFor(() => expect(field).toHaveFocus());
    await expect(text.writes('PATCH', '/api/v3/addons/acme-stream')).toHaveLength(0);
    await expectScreenshot(canvasElement);
    await userEvent.click(field);
    await userEvent.keyboard('{End}{Backspace}');
    await expect(within(panel).getByText('0 characters left')).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await expect(await body(canvasElement).findByText('Addon Custom Plans settings saved.')).toBeVisible();
    await expect(body(canvasElement).getByText('Changes appear on Elements within 90 minutes.')).toBeVisible();
    await expect(text.writes('PATCH', '/api/v3/addons/acme-stream')[0]?.body).toEqual({ custom_plans_text: 'x'.repeat(300) });
    await overlaysClosed(canvasElement);
  },
};

const alpha = storyBackend('partner');

/** Alpha users (alpha add-ons only): the list, and an e-mail with no platform account refused on the field. */
export const AlphaUsers: Story = {
  render: renderAt(plansPath('acme-insights', '/alpha-users/new')),
  parameters: { msw: { handlers: alpha.handlers } },
  beforeEach: alpha.reset,
  play: async ({ canvasElement }) => {
    const panel = await loadedPanel(canvasElement, 'Add Alpha User');
    const email = within(panel).getByRole('textbox', { name: /Platform account e-mail/ });
    await userEvent.type(email, 'nobody@nowhere.test');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add Alpha User' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Platform account e-mail has no platform account; ask them to sign up first.'));
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveValue('nobody@nowhere.test');
    await userEvent.clear(email);
    await userEvent.type(email, 'founder@bluefin.test');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add Alpha User' }));
    await expect(await body(canvasElement).findByText('Alpha User "founder@bluefin.test" created.')).toBeVisible();
    await overlaysClosed(canvasElement);
    const users = await section(canvasElement, 'Alpha Users');
    await expect(await within(users).findByText('founder@bluefin.test')).toBeVisible();
    await expect(within(users).getByText('dev@northwind.test')).toBeVisible();
    // The house date format (spec §9 general dates), as every other "added" date in the portal.
    await expect(within(users).getByRole('row', { name: /dev@northwind\.test/ })).toHaveTextContent('dev@northwind.testOctober 2nd, 2026');
  },
};

const noAlpha = storyBackend('partner', { seed: (store) => void (store.recordsOf(alphaUsers).length = 0) });

/** Acme Insights with no alpha users yet: the empty state. */
export const NoAlphaUsers: Story = {
  render: renderAt(plansPath('acme-insights')),
  parameters: { msw: { handlers: noAlpha.handlers } },
  beforeEach: noAlpha.reset,
  play: async ({ canvasElement }) => {
    const users = await section(canvasElement, 'Alpha Users');
    await expect(await within(users).findByRole('heading', { name: 'There are currently no alpha users.' })).toBeVisible();
  },
};

const phoneAlpha = storyBackend('partner');

/** A 390 px phone: a card per alpha user, the e-mail on top and the date added as a line; nothing scrolls sideways. */
export const AlphaUsersOnAPhone: Story = {
  render: renderAt(plansPath('acme-insights')),
  parameters: { msw: { handlers: phoneAlpha.handlers } },
  globals: onAPhone,
  beforeEach: phoneAlpha.reset,
  play: async ({ canvasElement }) => {
    const users = await section(canvasElement, 'Alpha Users');
    const cards = within(await within(users).findByRole('list', { name: 'Alpha users' })).getAllByRole('listitem');
    await expect(cards.map((card) => within(card).getByText(/@/).textContent)).toEqual(['dev@northwind.test', 'eng@tessellate.test']);
    await expect(factsOf(cards[0]!)).toEqual(['Added: October 2nd, 2026']);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expectScreenshot(users);
  },
};

const pass = storyBackend('partner');

/** A plan pass for a private enabled plan of a GA add-on. */
export const PlanPass: Story = {
  render: renderAt(plansPath('acme-postgres', '/acme-postgres-plan-private-2/plan-passes/new')),
  parameters: { msw: { handlers: pass.handlers } },
  beforeEach: pass.reset,
  play: async ({ canvasElement }) => {
    const panel = await loadedPanel(canvasElement, 'Create Plan Pass for Private 2');
    await userEvent.type(within(panel).getByRole('textbox', { name: /E-mail/ }), 'cto@customer.test');
    await userEvent.click(within(panel).getByRole('button', { name: 'Create Plan Pass' }));
    await expect(await body(canvasElement).findByText('Plan Pass for "cto@customer.test" created.')).toBeVisible();
    await expect(pass.writes('POST', '/api/v3/plans/acme-postgres-plan-private-2/plan_passes')[0]?.body).toEqual({ email: 'cto@customer.test' });
    await overlaysClosed(canvasElement);
  },
};

const noPass = storyBackend('partner');

/** A public plan takes no passes: the panel says why and offers no form. */
export const PlanPassRefused: Story = {
  render: renderAt(plansPath('acme-postgres', '/acme-postgres-plan-hobby/plan-passes/new')),
  parameters: { msw: { handlers: noPass.handlers } },
  beforeEach: noPass.reset,
  play: async ({ canvasElement }) => {
    const panel = await loadedPanel(canvasElement, 'Create Plan Pass');
    await expect(within(panel).getByText(/is not an enabled Invite Only plan/)).toBeVisible();
    await expect(within(panel).queryByRole('textbox')).toBeNull();
  },
};
