import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { plans } from '../../../fixtures/data/plans';
import { progressions } from '../../../fixtures/data/progressions';
import type { SandboxStore } from '../../../fixtures/msw';
import { expectScreenshot } from '../../support/screenshot';
import { ProgressionDialog } from '../../../web/src/features/next-steps/ProgressionDialog';
import { ProgressionRequestDialog } from '../../../web/src/features/next-steps/ProgressionRequestDialog';
import { withReview } from '../logs/logs-story-support';
import { approveAll, body, desktop, nextStepsLoaded, nextStepsPath, pageParameters, renderAt, storyBackend } from './next-steps-story-support';

/**
 * Progression (spec §4 "Progression details", §6): partners request it and
 * admins approve and progress once every condition holds; the confirmation shows what the plans
 * become (and for GA the default plan, overrides and visible) before anything
 * is sent; afterwards the message, the confetti and the new state.
 */
const meta = {
  subcomponents: { ProgressionDialog, ProgressionRequestDialog },
  title: 'Features/Next steps/Progression',
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const toBeta = storyBackend('admin', { seed: approveAll('bluefin-pubsub') });

/**
 * Bluefin Pub/Sub with every approval approved: Progress to Beta is enabled,
 * the confirmation says every plan becomes Invite Only, the request carries
 * no default plan, and afterwards the add-on is beta with its plans invite-only.
 */
export const ProgressToBeta: Story = {
  render: renderAt(nextStepsPath('bluefin-pubsub')),
  parameters: { msw: { handlers: toBeta.handlers } },
  beforeEach: toBeta.reset,
  play: async ({ canvasElement }) => {
    await nextStepsLoaded(canvasElement);
    const progression = within(canvasElement).getByRole('region', { name: 'Progression approval: Beta' });
    await expect(within(progression).queryByText('Not yet:')).toBeNull();
    await userEvent.click(within(progression).getByRole('button', { name: 'Progress to Beta' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Progress Bluefin Pub/Sub to Beta' });
    await expect(await within(dialog).findByText('Every plan becomes Invite Only: customers join the beta by invitation.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await expectScreenshot(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and progress' }));
    await expect(await body(canvasElement).findByText('Addon successfully progressed to Beta.')).toBeVisible();
    await expect(toBeta.writes('POST', '/api/v3/addons/bluefin-pubsub/progressions').map((call) => call.body)).toEqual([{ to: 'beta' }]);
    await expect(canvasElement.ownerDocument.querySelector('canvas[data-celebration="progression"]')).not.toBeNull();
    await expect(toBeta.addon('bluefin-pubsub').state).toBe('beta');
    const bluefinPlans = toBeta.store.recordsOf(plans).filter((plan) => plan.addon_id === toBeta.addon('bluefin-pubsub').id);
    await expect(bluefinPlans.every((plan) => plan.enabled && !plan.public && !plan.visible)).toBe(true);
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: 'From beta to GA' })).toBeVisible();
    // The celebration lasts one second, then its canvas goes.
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('canvas[data-celebration]')).toBeNull(), { timeout: 2000 });
  },
};

const toGa = storyBackend('admin', {
  seed: (store) => {
    approveAll('acme-vault')(store);
    withReview('acme-vault', 'pass', { at: '2026-11-01T09:00:00Z' })(store);
  },
});

/**
 * Acme Vault (beta) with a passed GA review and every approval: the admin
 * sees every plan's availability after GA (all but the test plan All Users),
 * the default plan (marked default, else the cheapest, among those) and
 * Visible, keeps Starter invite-only, and the default follows to Team; the
 * request carries exactly those choices.
 */
export const ProgressToGa: Story = {
  render: renderAt(nextStepsPath('acme-vault')),
  parameters: { msw: { handlers: toGa.handlers } },
  beforeEach: toGa.reset,
  play: async ({ canvasElement }) => {
    await nextStepsLoaded(canvasElement);
    const progression = within(canvasElement).getByRole('region', { name: 'Progression approval: GA' });
    await userEvent.click(within(progression).getByRole('button', { name: 'Progress to GA' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Progress Acme Vault to GA' });
    const defaultPlan = await within(dialog).findByRole('combobox', { name: 'Default plan' });
    await expect(defaultPlan).toHaveTextContent('Starter ($25.00)');
    for (const plan of ['Starter', 'Team', 'Scale']) {
      await expect(within(dialog).getByRole('combobox', { name: `${plan} availability` })).toHaveTextContent('All Users');
    }
    await expect(within(dialog).getByRole('switch', { name: 'Visible in the marketplace' })).toBeChecked();
    await expectScreenshot(dialog);
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Starter availability' }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Invite Only' }));
    await waitFor(() => expect(defaultPlan).toHaveTextContent('Team ($120.00)'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and progress' }));
    await expect(await body(canvasElement).findByText('Addon successfully progressed to GA.')).toBeVisible();
    await expect(toGa.writes('POST', '/api/v3/addons/acme-vault/progressions').map((call) => call.body)).toEqual([
      { to: 'ga', visible: true, default_plan_slug: 'team', plan_overrides: { starter: 'inviteOnly', team: 'allUsers', scale: 'allUsers' } },
    ]);
    await expect(toGa.addon('acme-vault')).toMatchObject({ state: 'ga', default_plan_slug: 'team', visible: true });
  },
};

const cancel = storyBackend('admin', { seed: approveAll('bluefin-pubsub') });

/** Cancel sends nothing and leaves the add-on alpha. */
export const CancelSendsNothing: Story = {
  render: renderAt(nextStepsPath('bluefin-pubsub')),
  parameters: { msw: { handlers: cancel.handlers } },
  beforeEach: cancel.reset,
  play: async ({ canvasElement }) => {
    await nextStepsLoaded(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Progress to Beta' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Progress Bluefin Pub/Sub to Beta' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(cancel.calls).toEqual([]);
    await expect(cancel.addon('bluefin-pubsub').state).toBe('alpha');
  },
};

/** Bluefin Pub/Sub as if Acme Data's, its approvals approved: an alpha add-on a partner may ask to progress. */
function acmeAlphaReady(store: SandboxStore): void {
  approveAll('bluefin-pubsub')(store);
  const addon = store.findAddon('bluefin-pubsub');
  if (addon) addon.company_id = 'acme-data';
}

const partnerRequest = storyBackend('partner', { seed: acmeAlphaReady });

/**
 * A partner asks for the step: the confirmation says nothing changes until
 * the platform team decides; afterwards the request waits (pending), the
 * button is disabled saying so, and the add-on is still alpha.
 */
export const PartnerRequestsProgression: Story = {
  render: renderAt(nextStepsPath('bluefin-pubsub')),
  parameters: { msw: { handlers: partnerRequest.handlers } },
  beforeEach: partnerRequest.reset,
  play: async ({ canvasElement }) => {
    await nextStepsLoaded(canvasElement);
    const progression = within(canvasElement).getByRole('region', { name: 'Progress to Beta' });
    await expect(within(progression).queryByText('Not yet:')).toBeNull();
    // Before the request: the request time would change the picture on every run.
    await expectScreenshot(progression);
    await userEvent.click(within(progression).getByRole('button', { name: 'Progress to Beta' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Request progression to Beta' });
    await expect(dialog).toHaveTextContent('The platform team reviews the request and moves Bluefin Pub/Sub to Beta. Until then nothing changes.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request progression' }));
    await expect(await body(canvasElement).findByText('Progression to Beta requested.')).toBeVisible();
    await expect(partnerRequest.writes('POST', '/api/v3/addons/bluefin-pubsub/progressions').map((call) => call.body)).toEqual([{ state: 'pending', to: 'beta' }]);
    const button = within(progression).getByRole('button', { name: 'Progress to Beta' });
    await waitFor(() => expect(button).toBeDisabled());
    await expect(button).toHaveAccessibleDescription(/^Progression to Beta requested on .*: the platform team will review it and move the add-on\.$/);
    await expect(within(progression).queryByRole('link', { name: /progression request form/ })).toBeNull();
    await expect(partnerRequest.addon('bluefin-pubsub').state).toBe('alpha');
    const timeline = within(canvasElement).getByRole('region', { name: 'Review timeline' });
    await expect(await within(timeline).findByText('Progression to Beta requested')).toBeVisible();
  },
};

/** The partner's request, waiting: what the admin approves. */
function requestWaiting(store: SandboxStore): void {
  acmeAlphaReady(store);
  store.recordsOf(progressions).push({
    id: 'bluefin-pubsub-progression-request',
    addon_id: store.findAddon('bluefin-pubsub')?.id ?? '',
    state: 'pending',
    from: 'alpha',
    to: 'beta',
    visible: true,
    default_plan_slug: null,
    plan_overrides: {},
    created_at: '2026-10-30T14:05:00Z',
    decided_at: null,
    requester_email: 'partner@acme.test',
    approver_email: null,
  });
}

const adminDecides = storyBackend('admin', { seed: requestWaiting });

/** The admin sees who asked and when, approves and progresses: the request itself becomes the approved progression. */
export const AdminApprovesRequest: Story = {
  render: renderAt(nextStepsPath('bluefin-pubsub')),
  parameters: { msw: { handlers: adminDecides.handlers } },
  beforeEach: adminDecides.reset,
  play: async ({ canvasElement }) => {
    await nextStepsLoaded(canvasElement);
    const progression = within(canvasElement).getByRole('region', { name: 'Progression approval: Beta' });
    await expect(progression).toHaveTextContent(/Requested by partner@acme\.test on October 30th, 2026 14:05:00\./);
    await expectScreenshot(progression);
    await userEvent.click(within(progression).getByRole('button', { name: 'Progress to Beta' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Progress Bluefin Pub/Sub to Beta' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Approve and progress' }));
    await expect(await body(canvasElement).findByText('Addon successfully progressed to Beta.')).toBeVisible();
    const records = adminDecides.store.recordsOf(progressions).filter((record) => record.addon_id === adminDecides.addon('bluefin-pubsub').id);
    await expect(records.map((record) => [record.id, record.state, record.approver_email])).toEqual([
      ['bluefin-pubsub-progression-request', 'approved', 'admin@platform.test'],
    ]);
  },
};

const fromQueue = storyBackend('admin', { seed: requestWaiting });

/**
 * The admins' review queue links a progression request to
 * `next-steps#progression-approval`: once loaded, the page brings that
 * section into view and moves focus to it, so the admin starts where the
 * decision is made.
 */
export const AdminArrivesFromTheReviewQueue: Story = {
  render: renderAt(nextStepsPath('bluefin-pubsub', '#progression-approval')),
  parameters: { msw: { handlers: fromQueue.handlers } },
  beforeEach: fromQueue.reset,
  play: async ({ canvasElement }) => {
    // Run on its own, this story pays for compiling the app on a cold dev server.
    await within(canvasElement).findByRole('region', { name: 'Review timeline' }, { timeout: 30_000 });
    await nextStepsLoaded(canvasElement);
    const progression = within(canvasElement).getByRole('region', { name: 'Progression approval: Beta' });
    const anchor = canvasElement.ownerDocument.getElementById('progression-approval');
    await expect(anchor).toContainElement(progression);
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toBe(anchor));
    const { top } = progression.getBoundingClientRect();
    await expect(top).toBeGreaterThanOrEqual(0);
    await expect(top).toBeLessThan(window.innerHeight / 2);
  },
};
