import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { mobile } from '../features/company/company-story-support';
import { body, desktop, pageParameters, renderAt, storyBackend } from '../features/marketplace-listing/listing-story-support';
import { STORY_NOW } from '../features/integration/health-story-support';
import { loadedPanel } from '../features/plans/plans-story-support';
import { freezeClockAt } from '../support/clock';
import { errorHandlingSettled, flashTexts } from '../support/flashes';
import { layoutSettled } from '../support/layout-settled';
import { expectScreenshot } from '../support/screenshot';
import { AppRoute } from '../support/router';
import { RoleNotice } from '../../web/src/components/RoleNotice';

/**
 * Each company role's view of an add-on's workspace (issue 35 §2): what the
 * role may not do is not offered (or offered disabled), and the page says
 * who may, in the sentence the sandbox refuses with; nothing shown fails
 * with 403. A Developer has no Reports tab, and its URL says who may see it.
 */
const meta = {
  component: AppRoute,
  subcomponents: { RoleNotice },
  title: 'Pages/Company role views',
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta<typeof AppRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const path = (section: string) => `/addons/acme-postgres/${section}`;

/** Enabled controls that would change something (disabled ones, with their reason, are allowed). */
const CHANGE = /^(Actions for|Add|Edit|Delete|Remove|Reorder|Move|Regenerate|Create|Shut down|Change|Save|Upload|Request|Progress)(\s|$)/;

function enabledChangeControls(canvasElement: HTMLElement): string[] {
  const canvas = within(canvasElement);
  return [...canvas.queryAllByRole('button'), ...canvas.queryAllByRole('link')]
    .filter((element) => !element.hasAttribute('disabled') && element.getAttribute('aria-disabled') !== 'true')
    .map((element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').trim())
    .filter((name) => CHANGE.test(name));
}

async function screenLoaded(canvasElement: HTMLElement, lastRegion: string) {
  const canvas = within(canvasElement);
  await canvas.findByRole('region', { name: lastRegion }, { timeout: 10_000 });
  await waitFor(() => expect(canvas.queryAllByText(/^Loading /)).toHaveLength(0));
}

/** Nothing was refused: a 403 would have been flashed. */
async function noRefusalFlashed(canvasElement: HTMLElement) {
  await errorHandlingSettled();
  await expect(flashTexts(canvasElement.ownerDocument)).toEqual([]);
}

const sectionLinks = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Add-on sections' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

const finance = storyBackend('finance');

/** Finance on the listing: the reason once at the top, Basic Info's Edit disabled and described by it, nothing else to change. */
export const FinanceListing: Story = {
  args: { path: path('marketplace-listing') },
  render: renderAt(path('marketplace-listing')),
  parameters: { msw: { handlers: finance.handlers } },
  beforeEach: finance.reset,
  play: async ({ canvasElement }) => {
    await screenLoaded(canvasElement, 'Category');
    const canvas = within(canvasElement);
    const reason = 'Only an Owner or Developer can edit the listing.';
    await expect(canvas.getAllByText(reason)).toHaveLength(1);
    const edit = within(canvas.getByRole('region', { name: 'Basic Info' })).getByRole('button', { name: 'Edit basic info' });
    await expect(edit).toBeDisabled();
    await expect(edit).toHaveAccessibleDescription(reason);
    await expect(enabledChangeControls(canvasElement)).toEqual([]);
    await expect(sectionLinks(canvasElement)).toContain('Reports');
    await noRefusalFlashed(canvasElement);
    await layoutSettled(canvasElement);
    await expectScreenshot(canvasElement);
  },
};

export const FinanceListingOnPhone: Story = { ...FinanceListing, globals: mobile };

const financeNextSteps = storyBackend('finance');

/** Finance on a beta add-on's next steps: every request and the progression disabled, each described by who may ask. */
export const FinanceNextSteps: Story = {
  args: { path: '/addons/acme-vault/next-steps' },
  render: renderAt('/addons/acme-vault/next-steps'),
  parameters: { msw: { handlers: financeNextSteps.handlers } },
  beforeEach: financeNextSteps.reset,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const progress = await canvas.findByRole('button', { name: 'Progress to GA' }, { timeout: 10_000 });
    await waitFor(() => expect(canvas.queryAllByText(/^Loading /)).toHaveLength(0));
    const reason = 'Only an Owner or Developer can request approvals and reviews.';
    await expect(progress).toBeDisabled();
    await expect(progress).toHaveAccessibleDescription(reason);
    const requests = canvas.queryAllByRole('button', { name: /^Request / });
    for (const request of requests) {
      await expect(request).toBeDisabled();
      await expect(request).toHaveAccessibleDescription(reason);
    }
    await expect(enabledChangeControls(canvasElement)).toEqual([]);
    await noRefusalFlashed(canvasElement);
    await layoutSettled(canvasElement);
    await expectScreenshot(canvasElement);
  },
};

const financePlans = storyBackend('finance');

/** Finance on plans: no Add Feature or Create Plan, the reason at the top; a plan's menu offers Reprice only (GA add-on). */
export const FinancePlans: Story = {
  args: { path: path('plans') },
  render: renderAt(path('plans')),
  parameters: { msw: { handlers: financePlans.handlers } },
  beforeEach: financePlans.reset,
  play: async ({ canvasElement }) => {
    await screenLoaded(canvasElement, 'Plan Defaults');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Only an Owner or Developer can change plans and features.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^(Add Feature|Create Plan)$/ })).toBeNull();
    const [menu] = canvas.getAllByRole('button', { name: /^Actions for / });
    menu!.click();
    const items = await body(canvasElement).findAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Reprice']);
  },
};

/** Support: the sandbox's Support account, support@acme.test. */
const support = storyBackend('support');

/** Support on settings: every section read, nothing to change, and the reason once at the top. */
export const SupportSettings: Story = {
  args: { path: path('settings') },
  render: renderAt(path('settings')),
  parameters: { msw: { handlers: support.handlers } },
  beforeEach: support.reset,
  play: async ({ canvasElement }) => {
    await screenLoaded(canvasElement, 'Support');
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Only an Owner or Developer can change settings and credentials.')).toHaveLength(1);
    await expect(enabledChangeControls(canvasElement)).toEqual([]);
    await noRefusalFlashed(canvasElement);
    await layoutSettled(canvasElement);
    await expectScreenshot(canvasElement);
  },
};

export const SupportSettingsOnPhone: Story = { ...SupportSettings, globals: mobile };

const supportLogs = storyBackend('support');

/** Support on a beta add-on's logs: the automatic review's Request is disabled and described by who may use it. */
export const SupportLogs: Story = {
  args: { path: '/addons/acme-vault/logs' },
  render: renderAt('/addons/acme-vault/logs'),
  parameters: { msw: { handlers: supportLogs.handlers } },
  beforeEach: supportLogs.reset,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const request = await canvas.findByRole('button', { name: 'Request automatic review' }, { timeout: 10_000 });
    await expect(request).toBeDisabled();
    await expect(request).toHaveAccessibleDescription('Only an Owner or Developer can request approvals and reviews.');
    await noRefusalFlashed(canvasElement);
  },
};

const developer = storyBackend('developer');

/** A Developer opening Reports by its URL: no Reports tab, and a page saying who may see reports instead of a 403 error. */
export const DeveloperReports: Story = {
  args: { path: path('reports') },
  render: renderAt(path('reports')),
  parameters: { msw: { handlers: developer.handlers } },
  beforeEach: developer.reset,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Not part of your role' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText('Only an Owner, Finance or Support can see reports. Ask an Owner of your company if you need it.')).toBeVisible();
    await expect(sectionLinks(canvasElement)).not.toContain('Reports');
    await expect(developer.calls).toHaveLength(0);
    await noRefusalFlashed(canvasElement);
    await layoutSettled(canvasElement);
    await expectScreenshot(canvasElement);
  },
};

export const DeveloperReportsOnPhone: Story = { ...DeveloperReports, globals: mobile };

const developerPlans = storyBackend('developer');

/**
 * A Developer on a GA add-on's plans: features and plans to change, and said
 * once at the top why a plan's menu has no Reprice (repricing is Owner or
 * Finance), instead of leaving them wondering where it went.
 */
export const DeveloperPlans: Story = {
  args: { path: path('plans') },
  render: renderAt(path('plans')),
  parameters: { msw: { handlers: developerPlans.handlers } },
  beforeEach: developerPlans.reset,
  play: async ({ canvasElement }) => {
    await screenLoaded(canvasElement, 'Plan Defaults');
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Only an Owner or Finance can request repricings.')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Create Plan' })).toBeVisible();
    await noRefusalFlashed(canvasElement);
    await layoutSettled(canvasElement);
    await expectScreenshot(canvasElement);
    const [menu] = canvas.getAllByRole('button', { name: /^Actions for / });
    menu!.click();
    const items = await body(canvasElement).findAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toContain('Edit plan');
    await expect(items.map((item) => item.textContent)).not.toContain('Reprice');
  },
};

export const DeveloperPlansOnPhone: Story = { ...DeveloperPlans, globals: mobile };

const developerEdit = storyBackend('developer');
const editStandard = path('plans/acme-postgres-plan-standard-2/edit');

/** A Developer editing a GA plan: the price is read-only, and instead of a Reprice link that would come back, who may reprice. */
export const DeveloperEditsGaPlanPrice: Story = {
  args: { path: editStandard },
  render: renderAt(editStandard),
  parameters: { msw: { handlers: developerEdit.handlers } },
  beforeEach: developerEdit.reset,
  play: async ({ canvasElement }) => {
    const panel = await loadedPanel(canvasElement, 'Edit Standard 2');
    const price = within(panel).getByRole('textbox', { name: 'Price per month' });
    await expect(price).toHaveAttribute('readonly');
    await expect(price).toHaveAccessibleDescription(/Only an Owner or Finance can request repricings\.$/);
    await expect(within(panel).queryByRole('link', { name: /^Reprice / })).toBeNull();
  },
};

const financeHealth = storyBackend('finance');
const CREDENTIALS_REASON = 'Only an Owner or Developer can change settings and credentials.';

/**
 * Finance on the integration's health (issue 34 §1, 35 §2): the objective is
 * read, not changed — no Change objective that would fail with 403, and who
 * may change it said once.
 */
export const FinanceIntegrationHealth: Story = {
  args: { path: '/addons/acme-vault/integration/health' },
  render: renderAt('/addons/acme-vault/integration/health'),
  parameters: { msw: { handlers: financeHealth.handlers } },
  // The generated traffic and its error budget follow the clock: the health stories' fixed day.
  beforeEach: [freezeClockAt(STORY_NOW), financeHealth.reset],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const objective = await canvas.findByRole('region', { name: 'Objective' }, { timeout: 30_000 });
    await waitFor(() => expect(within(objective).getByText(/of provisions succeed over/)).toBeVisible(), { timeout: 30_000 });
    await expect(canvas.getAllByText(CREDENTIALS_REASON)).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: 'Change objective' })).toBeNull();
    await expect(enabledChangeControls(canvasElement)).toEqual([]);
    await noRefusalFlashed(canvasElement);
    await layoutSettled(canvasElement);
    await expectScreenshot(objective);
  },
};

export const FinanceIntegrationHealthOnPhone: Story = { ...FinanceIntegrationHealth, globals: mobile };

const supportWebhooks = storyBackend('support');

/** Support on webhooks: endpoints and deliveries read, nothing to change, and who may said once. */
export const SupportIntegrationWebhooks: Story = {
  args: { path: '/addons/acme-vault/integration/webhooks' },
  render: renderAt('/addons/acme-vault/integration/webhooks'),
  parameters: { msw: { handlers: supportWebhooks.handlers } },
  beforeEach: supportWebhooks.reset,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(CREDENTIALS_REASON, {}, { timeout: 15_000 })).toBeVisible();
    await waitFor(() => expect(canvas.queryAllByText(/^Loading /)).toHaveLength(0));
    await expect(canvas.getAllByText(CREDENTIALS_REASON)).toHaveLength(1);
    await expect(enabledChangeControls(canvasElement)).toEqual([]);
    await noRefusalFlashed(canvasElement);
  },
};
