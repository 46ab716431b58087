import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storedObjectives } from '../../../fixtures/model/integration-objective-operations';
import { IntegrationPage } from '../../../web/src/features/integration/IntegrationPage';
import { freezeClockAt } from '../../support/clock';
import { expectScreenshot } from '../../support/screenshot';
import { BIG_ADDON, desktop, healthNeverAnswers, healthPath, healthUnavailable, mobile, pageParameters, renderAt, STORY_NOW, storyBackend } from './health-story-support';

/**
 * The integration section's health tab (issue 34 §1): each action's calls,
 * success rate and latencies against the period before, with its trend as a
 * chart or a table; the period in the address; loading, error and "no calls
 * yet". Every story runs axe in both colour schemes (the preview's afterEach).
 */
const meta = {
  component: IntegrationPage,
  title: 'Features/Integration/Health',
  parameters: pageParameters,
  globals: desktop,
  beforeEach: freezeClockAt(STORY_NOW),
} satisfies Meta<typeof IntegrationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const partner = storyBackend('partner');

const card = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('region', { name }, { timeout: 30_000 });

/** The big add-on's last 24 hours: four actions, their figures against the day before, success-rate charts. */
export const Last24Hours: Story = {
  render: renderAt(healthPath(BIG_ADDON)),
  parameters: { msw: { handlers: partner.handlers } },
  beforeEach: partner.reset,
  play: async ({ canvasElement }) => {
    const provision = await card(canvasElement, 'Provision');
    await expect(within(provision).getByText('Calls')).toBeVisible();
    await expect(within(provision).getByRole('figure')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: '24 hours' })).toHaveAttribute('aria-pressed', 'true');
    await expectScreenshot(canvasElement);
  },
};

/** The same at 390 px: figures two by two, charts the card's width. */
export const Last24HoursPhone: Story = {
  ...Last24Hours,
  globals: mobile,
};

/** 30 days: the incident shows as a dip in the success rate, and the address keeps the period. */
export const Last30Days: Story = {
  render: renderAt(healthPath(BIG_ADDON, '30d')),
  parameters: { msw: { handlers: partner.handlers } },
  beforeEach: partner.reset,
  play: async ({ canvasElement }) => {
    await card(canvasElement, 'Provision');
    await expect(within(canvasElement).getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    await expectScreenshot(canvasElement);
  },
};

/** The trend as tables (for a screen reader, or to read the numbers): one row per step, every figure. */
export const AsTables: Story = {
  render: renderAt(healthPath(BIG_ADDON, '7d')),
  parameters: { msw: { handlers: partner.handlers } },
  beforeEach: partner.reset,
  play: async ({ canvasElement }) => {
    const provision = await card(canvasElement, 'Provision');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tables' }));
    const table = await within(provision).findByRole('table', { name: /^Provision: calls, success rate and p95 latency per 3 hours/ });
    // 7 days in 3-hour steps.
    await expect(within(table).getAllByRole('row')).toHaveLength(57);
    await expect(within(canvasElement).queryByRole('group', { name: 'Charts show' })).toBeNull();
  },
};

/** The tables at 390 px. */
export const AsTablesPhone: Story = {
  ...AsTables,
  globals: mobile,
  play: async (context) => {
    await AsTables.play?.(context);
    await expectScreenshot(await card(context.canvasElement, 'Provision'));
  },
};

const quiet = storyBackend('partner');

/** An add-on that is shut down: the platform makes no calls, so there is nothing to chart yet. */
export const NoCallsYet: Story = {
  render: renderAt(healthPath('acme-archive')),
  parameters: { msw: { handlers: quiet.handlers } },
  beforeEach: quiet.reset,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No calls yet' }, { timeout: 10_000 })).toBeVisible();
    await expectScreenshot(canvasElement);
  },
};

export const NoCallsYetPhone: Story = { ...NoCallsYet, globals: mobile };

/** While the figures load: a named spinner, the period switch already usable. */
export const Loading: Story = {
  render: renderAt(healthPath(BIG_ADDON)),
  parameters: { msw: { handlers: [healthNeverAnswers, ...partner.handlers] } },
  beforeEach: partner.reset,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading integration health…', {}, { timeout: 10_000 })).toBeVisible();
    await expectScreenshot(canvasElement);
  },
};

export const LoadingPhone: Story = { ...Loading, globals: mobile };

/** The figures failed to load: the server's message and Try again. */
export const LoadFailed: Story = {
  render: renderAt(healthPath(BIG_ADDON)),
  parameters: { msw: { handlers: [healthUnavailable, ...partner.handlers] } },
  beforeEach: partner.reset,
  play: async ({ canvasElement }) => {
    // The inline error (the app-wide flash says it too, as for every failed query).
    const retry = await within(canvasElement).findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    const alert = retry.closest('[role="alert"]');
    await expect(alert).toHaveTextContent('The call history is being rebuilt. Try again in a minute.');
    await expectScreenshot(canvasElement);
  },
};

export const LoadFailedPhone: Story = { ...LoadFailed, globals: mobile };

const strict = storyBackend('partner', {
  seed: (store) => {
    storedObjectives(store).push({ addon_slug: BIG_ADDON, target_success_rate: 0.995, window_days: 28, updated_at: STORY_NOW });
  },
});

/** An objective of 99.5 % the generated traffic (about 0.6 % failing) does not meet: below it, the budget overspent, in words. */
export const BelowObjective: Story = {
  render: renderAt(healthPath(BIG_ADDON)),
  parameters: { msw: { handlers: strict.handlers } },
  beforeEach: strict.reset,
  play: async ({ canvasElement }) => {
    const objective = await card(canvasElement, 'Objective');
    await expect(await within(objective).findByText(/^Below the objective: 99\.\d+% of provisions succeeded, and the error budget is overspent by \d+%\.$/)).toBeVisible();
    await expectScreenshot(objective);
  },
};

export const BelowObjectivePhone: Story = { ...BelowObjective, globals: mobile };

/** Changing the objective: the form refuses what the API would (in the contract's words), then saves and says the new budget. */
export const ChangeObjective: Story = {
  render: renderAt(healthPath(BIG_ADDON)),
  parameters: { msw: { handlers: partner.handlers } },
  beforeEach: partner.reset,
  play: async ({ canvasElement }) => {
    const objective = await card(canvasElement, 'Objective');
    await expect(await within(objective).findByText(/^99% of provisions succeed over 28 days \(the default\)\./)).toBeVisible();
    // Offered once the caller's role is known to allow it (issue 35 §2).
    await userEvent.click(await within(objective).findByRole('button', { name: 'Change objective' }));
    const target = await within(objective).findByRole('textbox', { name: 'Successful provisions (%)' });
    await waitFor(() => expect(target).toHaveFocus());
    await userEvent.clear(target);
    await userEvent.type(target, '100');
    await userEvent.click(within(objective).getByRole('button', { name: 'Save objective' }));
    await expect(await within(objective).findByText(/The target must be from 90% to 99\.99%/)).toBeVisible();
    await expectScreenshot(objective, 'refused');
    await userEvent.clear(target);
    await userEvent.type(target, '99.5');
    await userEvent.click(within(objective).getByRole('button', { name: 'Save objective' }));
    await expect(await within(objective).findByText(/^Below the objective/)).toBeVisible();
    await waitFor(() => expect(within(objective).getByRole('button', { name: 'Change objective' })).toHaveFocus());
    await expect(partner.writes('PUT', `/api/v3/addons/${BIG_ADDON}/integration/objective`).map((each) => each.body)).toEqual([{ target_success_rate: 0.995, window_days: 28 }]);
  },
};

/** The last 24 hours in the dark scheme: the charts, the figures' colours and the objective's alert on the dark background. */
export const Last24HoursDark: Story = { ...Last24Hours, globals: { ...desktop, theme: 'dark' } };

export const Last24HoursDarkPhone: Story = { ...Last24Hours, globals: { ...mobile, theme: 'dark' } };
