import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storedObjectives } from '../../../fixtures/model/integration-objective-operations';
import { BelowObjectivePage } from '../../../web/src/features/admin/BelowObjectivePage';
import { freezeClockAt } from '../../support/clock';
import { expectScreenshot } from '../../support/screenshot';
import { delay, http, HttpResponse } from 'msw';
import { desktop, mobile, renderAt, STORY_NOW, storyBackend } from '../integration/health-story-support';

/**
 * Admin "Add-ons below objective" (issue 34): the add-ons whose provisions fall
 * short of their objective, most overspent first, through the real route as
 * the platform admin. Each state at 1280 px and, as `…Phone`, at 390 px.
 */
const meta = {
  title: 'Features/Admin/BelowObjectivePage',
  subcomponents: { BelowObjectivePage },
  render: renderAt('/admin/below-objective'),
  parameters: { layout: 'fullscreen' },
  globals: desktop,
  beforeEach: freezeClockAt(STORY_NOW),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Add-ons below objective' }, { timeout: 30_000 });

/** Two partners asked more than their traffic gives (about 0.6 % of provisions fail): the stricter one is the more overspent, so first. */
const strict = storyBackend('admin', {
  seed: (store) => {
    storedObjectives(store).push(
      { addon_slug: 'acme-postgres', target_success_rate: 0.995, window_days: 28, updated_at: STORY_NOW },
      { addon_slug: 'northwind-apm', target_success_rate: 0.9999, window_days: 7, updated_at: STORY_NOW },
    );
  },
});

export const WorstFirst: Story = {
  parameters: { msw: { handlers: strict.handlers } },
  beforeEach: strict.reset,
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    const links = await waitFor(() => {
      const found = within(table).getAllByRole('link');
      expect(found.length).toBeGreaterThanOrEqual(2);
      return found;
    });
    await expect(links.slice(0, 2).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Northwind APM', '/addons/northwind-apm/integration/health'],
      ['Acme Postgres', '/addons/acme-postgres/integration/health'],
    ]);
    await expect(within(table).getAllByText(/^[\d,]+% over$/).length).toBe(links.length);
    await expectScreenshot(canvasElement);
  },
};

export const WorstFirstPhone: Story = { ...WorstFirst, globals: mobile };

/** The add-on's name opens its integration health, for an admin too (any company's). */
export const OpensTheAddon: Story = {
  parameters: { msw: { handlers: strict.handlers } },
  beforeEach: strict.reset,
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await userEvent.click(await within(table).findByRole('link', { name: 'Northwind APM' }));
    await expect(await within(canvasElement).findByRole('region', { name: 'Objective' }, { timeout: 30_000 })).toBeVisible();
    await expect(await within(canvasElement).findByText(/^Below the objective/, {}, { timeout: 30_000 })).toBeVisible();
  },
};

const everyoneMeetsTheirs = storyBackend('admin', {
  overrides: [http.get('/api/v3/integration/below_objective', () => HttpResponse.json({ addons: [], checked_addons: 12, total_addons: 12 }))],
});

/** Nobody below: the grid says so. */
export const Empty: Story = {
  parameters: { msw: { handlers: everyoneMeetsTheirs.handlers } },
  beforeEach: everyoneMeetsTheirs.reset,
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await expect(await within(table).findByText('Every add-on meets its objective.')).toBeVisible();
    await expectScreenshot(canvasElement);
  },
};

export const EmptyPhone: Story = { ...Empty, globals: mobile };

/** An upstream with thousands of add-ons checks a bounded number per request: the page says how far it got. */
const partlyChecked = storyBackend('admin', {
  overrides: [
    http.get('/api/v3/integration/below_objective', () =>
      HttpResponse.json({
        addons: [
          {
            slug: 'acme-postgres',
            display_name: 'Acme Postgres',
            company_name: 'Acme Data',
            target_success_rate: 0.995,
            window_days: 28,
            is_set: true,
            as_of: STORY_NOW,
            window: { calls: 327_000, failures: 2_412 },
            last_24_hours: { calls: 11_700, failures: 71 },
          },
        ],
        checked_addons: 40,
        total_addons: 10_012,
      }),
    ),
  ],
});

export const PartlyChecked: Story = {
  parameters: { msw: { handlers: partlyChecked.handlers } },
  beforeEach: partlyChecked.reset,
  play: async ({ canvasElement }) => {
    await grid(canvasElement);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Checked 40 of 10,012 add-ons so far this hour; the others are still being checked. Reload the page to see more.',
    );
    await expectScreenshot(canvasElement);
  },
};

export const PartlyCheckedPhone: Story = { ...PartlyChecked, globals: mobile };

const noneBelowYet = storyBackend('admin', {
  overrides: [http.get('/api/v3/integration/below_objective', () => HttpResponse.json({ addons: [], checked_addons: 40, total_addons: 10_012 }))],
});

/** None below among the few checked so far: the grid does not say every add-on meets its objective, only those checked. */
export const NoneBelowAmongThoseChecked: Story = {
  parameters: { msw: { handlers: noneBelowYet.handlers } },
  beforeEach: noneBelowYet.reset,
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await expect(await within(table).findByText('None of the 40 add-ons checked so far is below its objective.')).toBeVisible();
    await expect(within(table).queryByText('Every add-on meets its objective.')).toBeNull();
  },
};

const slow = storyBackend('admin', {
  overrides: [
    http.get('/api/v3/integration/below_objective', async () => {
      await delay('infinite');
      return new HttpResponse(null);
    }),
  ],
});

/** While the list is worked out (every add-on's counts, once an hour). */
export const Loading: Story = {
  parameters: { msw: { handlers: slow.handlers } },
  beforeEach: slow.reset,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading add-ons below objective…', {}, { timeout: 10_000 })).toBeVisible();
    await expectScreenshot(canvasElement);
  },
};

export const LoadingPhone: Story = { ...Loading, globals: mobile };

const failing = storyBackend('admin', {
  overrides: [http.get('/api/v3/integration/below_objective', () => HttpResponse.json({ id: 'unavailable', message: 'The call history is being rebuilt.' }, { status: 503 }))],
});

/** The list failed to load: the server's message and Try again. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: failing.handlers } },
  beforeEach: failing.reset,
  play: async ({ canvasElement }) => {
    const retry = await within(canvasElement).findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    await expect(retry.closest('[role="alert"]')).toHaveTextContent('The call history is being rebuilt.');
    await expectScreenshot(canvasElement);
  },
};

export const LoadFailedPhone: Story = { ...LoadFailed, globals: mobile };
