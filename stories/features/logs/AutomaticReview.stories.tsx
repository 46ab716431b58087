import type { Meta, StoryObj } from '@storybook/react-vite';
import { focusManager } from '@tanstack/react-query';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectScreenshot } from '../../support/screenshot';
import { LogsPage } from '../../../web/src/features/logs/LogsPage';
import {
  body,
  desktop,
  logsPath,
  pageParameters,
  renderAt,
  reviewFetchCounter,
  storyBackend,
  unavailableUntilRecovered,
  withoutReviews,
  withReview,
} from './logs-story-support';

/**
 * The automatic review panel (spec §2 "Logs", §4, §8): four steps with every
 * display state and its exact text, request when the previous review is
 * finalised, cancel ('Canceling...', disabled, rolled back when saving
 * fails), earlier reviews newest first, the empty state, and the reviews
 * loading or failing to load (issue 11).
 */
const meta = {
  component: LogsPage,
  title: 'Features/Logs/Automatic review',
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta<typeof LogsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvasElement: HTMLElement) => within(canvasElement).findByRole('region', { name: 'Automatic review' });

/** Each step of the latest review as "Title · state" and its text. */
async function steps(canvasElement: HTMLElement): Promise<string[]> {
  const latest = await within(await panel(canvasElement)).findByRole('region', { name: 'Latest review' });
  return within(latest)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.tagName === 'OL')
    .map((item) => item.textContent ?? '');
}

const passed = storyBackend('partner');

/** Acme Insights: the latest review passed (every step's success text), the earlier failed one listed below, newest first. */
export const PassedWithHistory: Story = {
  render: renderAt(logsPath('acme-insights')),
  parameters: { msw: { handlers: passed.handlers } },
  beforeEach: passed.reset,
  play: async ({ canvasElement }) => {
    await waitFor(async () =>
      expect(await steps(canvasElement)).toEqual([
        'Manifest · SucceededManifest is valid.',
        'Provision · SucceededProvisioning succeeded.',
        'Deprovision · SucceededDeprovisioning succeeded.',
        'Reprovision · SucceededReprovisioning succeeded.',
      ]),
    );
    const section = await panel(canvasElement);
    await expect(within(section).getByRole('button', { name: 'Request automatic review' })).toBeEnabled();
    await expect(within(section).queryByRole('button', { name: 'Cancel' })).toBeNull();
    const earlier = within(section).getByRole('region', { name: 'Earlier reviews' });
    await expect(within(earlier).getAllByRole('button').map((button) => button.textContent)).toEqual(['FailedRequested October 28th, 2026 09:00:00']);
    await userEvent.click(within(earlier).getByRole('button', { name: /Failed/ }));
    await expect(await within(earlier).findByText("Provisioning didn't succeed.")).toBeVisible();
    await expect(within(earlier).getByText('Skipped the deprovisioning check because an earlier step didn\'t succeed.')).toBeVisible();
    await expectScreenshot(section);
  },
};

const failed = storyBackend('partner', { seed: withReview('acme-insights', 'provisionFails', { at: '2026-11-01T09:00:00Z' }) });

/** A failed provision: its error and suggestion, the later steps skipped with the spec's wording. */
export const ProvisionFailed: Story = {
  render: renderAt(logsPath('acme-insights')),
  parameters: { msw: { handlers: failed.handlers } },
  beforeEach: failed.reset,
  play: async ({ canvasElement }) => {
    await waitFor(async () =>
      expect(await steps(canvasElement)).toEqual([
        'Manifest · SucceededManifest is valid.',
        "Provision · FailedProvisioning didn't succeed.POST https://provider.test/platform/resources answered 500 during the provision step.Check that your service answers the provisioning request within 30 seconds with a config object.",
        "Deprovision · SkippedSkipped the deprovisioning check because an earlier step didn't succeed.",
        "Reprovision · SkippedSkipped the reprovisioning check because an earlier step didn't succeed.",
      ]),
    );
    await expectScreenshot(await panel(canvasElement));
  },
};

const internal = storyBackend('partner', { seed: withReview('acme-insights', 'internalError', { minutesAgo: 10 }) });

/** An internal error during deprovisioning: the try-again wording and the error. */
export const InternalError: Story = {
  render: renderAt(logsPath('acme-insights')),
  parameters: { msw: { handlers: internal.handlers } },
  beforeEach: internal.reset,
  play: async ({ canvasElement }) => {
    await waitFor(async () =>
      expect((await steps(canvasElement))[2]).toBe(
        'Deprovision · Internal errorSomething went wrong during the deprovisioning check. Please try again. If the issue continues, create a ticket.The review worker lost its connection to the platform.',
      ),
    );
    const section = await panel(canvasElement);
    await expect(within(section).getByRole('heading', { name: /^Stopped by an internal error/ })).toBeVisible();
  },
};

const cancelled = storyBackend('partner', { seed: withReview('acme-insights', 'pass', { minutesAgo: 10, cancelledAfterMs: 2500 }) });

/** Canceled while provisioning: "Canceled before … was checked." for the steps that had not finished, labelled "Canceled" too (one spelling, the spec's). */
export const Canceled: Story = {
  render: renderAt(logsPath('acme-insights')),
  parameters: { msw: { handlers: cancelled.handlers } },
  beforeEach: cancelled.reset,
  play: async ({ canvasElement }) => {
    const shown = await waitFor(async () => {
      const all = await steps(canvasElement);
      expect(all[0]).toBe('Manifest · SucceededManifest is valid.');
      return all;
    });
    await expect(shown.slice(1)).toEqual([
      'Provision · CanceledCanceled before provisioning was checked.',
      'Deprovision · CanceledCanceled before deprovisioning was checked.',
      'Reprovision · CanceledCanceled before reprovisioning was checked.',
    ]);
  },
};

const waiting = storyBackend('admin', { seed: withReview('northwind-logs', 'asyncWait', { minutesAgo: 10 }) });

/** Waiting on asynchronous provisioning for ten minutes (Northwind Logs, seen by an admin): the waiting text, the suggestion, and the advice to cancel and retry. */
export const WaitingTooLong: Story = {
  render: renderAt(logsPath('northwind-logs')),
  parameters: { msw: { handlers: waiting.handlers } },
  beforeEach: waiting.reset,
  play: async ({ canvasElement }) => {
    const section = await panel(canvasElement);
    await expect(await within(section).findByText('Waiting for the add-on to finish provisioning asynchronously.')).toBeVisible();
    await expect(within(section).getByText(/^Provisioning is taking longer than expected\. Cancel this review and request a new one/)).toBeVisible();
    await expect(within(section).getByRole('button', { name: 'Request automatic review' })).toBeDisabled();
    await expect(within(section).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

const run = storyBackend('partner', { seed: withReview('acme-insights', 'pass', { minutesAgo: 60 * 24 }) });

/**
 * Request one: it runs (polled every 3 s, steps advancing), Request is
 * disabled meanwhile; Cancel says 'Canceling...' and is disabled at once,
 * then the review ends cancelled and a new one may be requested.
 */
export const RequestThenCancel: Story = {
  render: renderAt(logsPath('acme-insights')),
  parameters: { msw: { handlers: run.handlers } },
  beforeEach: run.reset,
  play: async ({ canvasElement }) => {
    const section = await panel(canvasElement);
    await userEvent.click(await within(section).findByRole('button', { name: 'Request automatic review' }));
    await expect(await body(canvasElement).findByText('Automatic review requested.')).toBeVisible();
    await expect(run.writes('POST', '/api/v3/addons/acme-insights/automatic_reviews')).toHaveLength(1);
    await waitFor(() => expect(within(section).getByRole('button', { name: 'Request automatic review' })).toBeDisabled());
    // The sandbox finishes the manifest step after 2 s; the next poll (3 s) shows it.
    await waitFor(() => expect(within(section).getByText('Manifest is valid.')).toBeVisible(), { timeout: 7000 });
    await userEvent.click(within(section).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(section).getByRole('button', { name: 'Canceling...' })).toBeDisabled());
    await waitFor(() => expect(within(section).getByRole('heading', { name: /^Canceled ·/ })).toBeVisible(), { timeout: 7000 });
    await expect(within(section).getByRole('button', { name: 'Request automatic review' })).toBeEnabled();
    await expect(within(section).queryByRole('button', { name: /Cancel/ })).toBeNull();
  },
};

const polling = reviewFetchCounter();
const polled = storyBackend('partner', {
  seed: withReview('acme-insights', 'asyncWait', { minutesAgo: 1 }),
  overrides: [polling.handler],
});

/**
 * Issue 11: a running review is fetched every 3 s, but not while the tab is
 * hidden (TanStack's focus manager stands in for the browser's visibility);
 * shown again, it is fetched at once and the polling goes on.
 */
export const PollingPausesWhileHidden: Story = {
  render: renderAt(logsPath('acme-insights')),
  parameters: { msw: { handlers: polled.handlers } },
  beforeEach: () => {
    polled.reset();
    polling.reset();
  },
  play: async ({ canvasElement }) => {
    const section = await panel(canvasElement);
    await expect(await within(section).findByText('Waiting for the add-on to finish provisioning asynchronously.')).toBeVisible();
    const running = polling.count();
    await waitFor(() => expect(polling.count()).toBeGreaterThan(running), { timeout: 4500 });
    focusManager.setFocused(false);
    try {
      const hidden = polling.count();
      // Two polling intervals and more.
      await new Promise((resolve) => setTimeout(resolve, 6500));
      await expect(polling.count()).toBe(hidden);
    } finally {
      // Back to the document's own visibility.
      focusManager.setFocused(undefined);
    }
    const shown = polling.count();
    await waitFor(() => expect(polling.count()).toBeGreaterThan(shown), { timeout: 4500 });
  },
};

const finishingPolls = reviewFetchCounter();
const finishing = storyBackend('partner', {
  // Started 7 s ago: its last step ends within a few seconds.
  seed: withReview('acme-insights', 'pass', { minutesAgo: 7 / 60 }),
  overrides: [finishingPolls.handler],
});

/** Issue 11: polling stops once the latest review is finalised. */
export const PollingStopsWhenFinalised: Story = {
  render: renderAt(logsPath('acme-insights')),
  parameters: { msw: { handlers: finishing.handlers } },
  beforeEach: () => {
    finishing.reset();
    finishingPolls.reset();
  },
  play: async ({ canvasElement }) => {
    const section = await panel(canvasElement);
    const latest = await within(section).findByRole('region', { name: 'Latest review' });
    await waitFor(() => expect(within(latest).getByRole('heading', { name: /^Succeeded/ })).toBeVisible(), { timeout: 12_000 });
    const finalised = finishingPolls.count();
    await new Promise((resolve) => setTimeout(resolve, 6500));
    await expect(finishingPolls.count()).toBe(finalised);
  },
};

const refused = storyBackend('partner', {
  seed: withReview('acme-insights', 'asyncWait', { minutesAgo: 1 }),
  overrides: [http.post('/api/v3/automatic_reviews/:id/cancel', () => HttpResponse.json({ id: 'unavailable', message: 'The review service is unavailable.' }, { status: 503 }))],
});

/** Cancelling fails: 'Canceling...' is rolled back to Cancel, and the failure is flashed. */
export const CancelFailsRollsBack: Story = {
  render: renderAt(logsPath('acme-insights')),
  parameters: { msw: { handlers: refused.handlers } },
  beforeEach: refused.reset,
  play: async ({ canvasElement }) => {
    const section = await panel(canvasElement);
    await userEvent.click(await within(section).findByRole('button', { name: 'Cancel' }));
    await expect(await body(canvasElement).findByText(/The review service is unavailable\./)).toBeVisible();
    await waitFor(() => expect(within(section).getByRole('button', { name: 'Cancel' })).toBeEnabled());
    await expect(within(section).queryByRole('button', { name: 'Canceling...' })).toBeNull();
  },
};

const none = storyBackend('partner', { seed: withoutReviews('acme-insights') });

/** No review yet: the spec's empty state, and a review may be requested. */
export const NoReviews: Story = {
  render: renderAt(logsPath('acme-insights')),
  parameters: { msw: { handlers: none.handlers } },
  beforeEach: none.reset,
  play: async ({ canvasElement }) => {
    const section = await panel(canvasElement);
    await expect(await within(section).findByText('There are currently no automatic reviews.')).toBeVisible();
    await expect(within(section).getByRole('button', { name: 'Request automatic review' })).toBeEnabled();
  },
};

const reviewsSlow = storyBackend('partner', {
  overrides: [
    http.get('/api/v3/addons/:slug/automatic_reviews', async () => {
      await delay('infinite');
    }),
  ],
});

/** While the reviews load the panel says so; Request waits for them (it depends on the latest review); the failed attempts do not wait. */
export const ReviewsLoading: Story = {
  render: renderAt(logsPath('acme-insights')),
  parameters: { msw: { handlers: reviewsSlow.handlers } },
  beforeEach: reviewsSlow.reset,
  play: async ({ canvasElement }) => {
    const section = await panel(canvasElement);
    await expect(await within(section).findByRole('progressbar', { name: 'Loading automatic reviews…' })).toBeVisible();
    await expect(within(section).queryByRole('button', { name: 'Request automatic review' })).toBeNull();
    const attempts = await within(canvasElement).findByRole('region', { name: 'Failed attempts' });
    await expect(await within(attempts).findByText('There are currently no failed attempts.')).toBeVisible();
    await expect(within(section).getByRole('progressbar', { name: 'Loading automatic reviews…' })).toBeVisible();
  },
};

const reviewsService = unavailableUntilRecovered('/api/v3/addons/:slug/automatic_reviews', 'The review service is unavailable.');
const reviewsDown = storyBackend('partner', { overrides: [reviewsService.handler] });

/**
 * The reviews cannot load (503): the panel says so with the server's message
 * and offers Try again, and no Request button guesses at a review it has not
 * seen. Once the service is back, Try again fetches them and the panel works.
 */
export const ReviewsFailToLoad: Story = {
  render: renderAt(logsPath('acme-insights')),
  parameters: { msw: { handlers: reviewsDown.handlers } },
  beforeEach: () => {
    reviewsService.fail();
    reviewsDown.reset();
  },
  play: async ({ canvasElement }) => {
    const section = await panel(canvasElement);
    const alert = await within(section).findByRole('alert');
    await expect(alert).toHaveTextContent('The backend responded with an error');
    await expect(alert).toHaveTextContent('The review service is unavailable.');
    await expect(within(section).queryByRole('button', { name: 'Request automatic review' })).toBeNull();
    await expectScreenshot(section);
    reviewsService.recover();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await within(section).findByRole('region', { name: 'Latest review' })).toBeVisible();
    await expect(within(section).getByRole('button', { name: 'Request automatic review' })).toBeEnabled();
    await expect(within(section).queryByRole('alert')).toBeNull();
  },
};

const ga = storyBackend('partner');

/** A GA add-on has no automatic review panel, only its failed attempts. */
export const GaHasNoReviewPanel: Story = {
  render: renderAt(logsPath('acme-stream')),
  parameters: { msw: { handlers: ga.handlers } },
  beforeEach: ga.reset,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Failed attempts' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('region', { name: 'Automatic review' })).toBeNull();
  },
};
