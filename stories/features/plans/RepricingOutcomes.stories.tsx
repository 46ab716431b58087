import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { repricings, type RepricingRecord } from '../../../fixtures/data/repricings';
import type { SandboxStore } from '../../../fixtures/msw';
import { RepricingPanel } from '../../../web/src/features/plans/RepricingPanel';
import { WithdrawRepricing } from '../../../web/src/features/plans/WithdrawRepricing';
import { expectScreenshot } from '../../support/screenshot';
import { body, loadedPanel, plansPath, renderAt, storyBackend } from './plans-story-support';

/**
 * What a partner sees of a request's end (issue 31 item 6): a new request can
 * be withdrawn (confirmed; then it is in the history as Withdrawn and the form
 * is back), a rejection shows the admin's reason, and an admin rejecting from
 * the plan gives one.
 */
const meta = {
  title: 'Features/Plans/RepricingOutcomes',
  subcomponents: { RepricingPanel, WithdrawRepricing },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const STREAM_STANDARD = plansPath('acme-stream', '/acme-stream-plan-standard/repricing');
const WAITING = 'repricing-stream-standard-2026-11';

/** Acme Stream's Standard plan with a new request of its own, besides its rejected one. */
function withNewRequest(store: SandboxStore) {
  const request: RepricingRecord = {
    id: WAITING,
    plan_id: 'acme-stream-plan-standard',
    price_cents: 10950,
    original_price_cents: 9900,
    grandfathered: true,
    reprice_date: '2026-12-01',
    status: 'new',
    submitter_email: 'partner@acme.test',
    created_at: '2026-11-01T09:00:00Z',
    updated_at: '2026-11-01T09:00:00Z',
    existing_install_repricing_completed_at: null,
    new_install_repricing_completed_at: null,
  };
  store.recordsOf(repricings).push(request);
}

const withdrawing = storyBackend('partner', { seed: withNewRequest });

/** The partner withdraws their new request: confirmed, then Withdrawn in the history, and the form takes focus. */
export const PartnerWithdraws: Story = {
  render: renderAt(STREAM_STANDARD),
  parameters: { msw: { handlers: withdrawing.handlers } },
  beforeEach: withdrawing.reset,
  play: async ({ canvasElement }) => {
    const panel = await loadedPanel(canvasElement, 'Reprice Standard');
    await expect(within(panel).getByRole('heading', { name: 'Repricing requested' })).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Withdraw request' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Withdraw this repricing request?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep request' })).toHaveFocus());
    await waitFor(() => expect(within(dialog).getByText('$99.00 → $109.50.')).toBeVisible());
    await expectScreenshot(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw request' }));
    // The flash slides in from opacity 0: visible once its transition has begun.
    // The write and the list's refetch come first: on a busy machine past findBy's default second.
    const withdrawn = await body(canvasElement).findByText('Repricing request $99.00 → $109.50 withdrawn.', {}, { timeout: 5_000 });
    await waitFor(() => expect(withdrawn).toBeVisible());
    await expect(withdrawing.writes('POST', `/api/v3/plans/acme-stream-plan-standard/repricings/${WAITING}/withdrawal`)).toHaveLength(1);
    // The panel (a drawer) stays open; only the dialog closes.
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name: 'Withdraw this repricing request?' })).toBeNull());
    const after = await loadedPanel(canvasElement, 'Reprice Standard');
    await waitFor(() => expect(within(after).getByRole('textbox', { name: /New price/ })).toHaveFocus());
    const history = within(after).getByRole('table', { name: 'History repricings' });
    await expect(within(history).getByText('Withdrawn')).toBeVisible();
    await expect(within(history).getByText('Withdrawn by the partner before review.')).toBeVisible();
    await expectScreenshot(canvasElement);
  },
};

const rejected = storyBackend('partner');

/** A rejection in the plan's history says why (the admin's reason): "Rejected" alone told the partner nothing. */
export const RejectionExplained: Story = {
  render: renderAt(STREAM_STANDARD),
  parameters: { msw: { handlers: rejected.handlers } },
  beforeEach: rejected.reset,
  play: async ({ canvasElement }) => {
    const panel = await loadedPanel(canvasElement, 'Reprice Standard');
    const history = within(panel).getByRole('table', { name: 'History repricings' });
    await expect(within(history).getByText('Rejected')).toBeVisible();
    await expect(within(history).getByText(/^Reason: A 30% rise for existing customers needs more notice/)).toBeVisible();
    await expectScreenshot(within(panel).getByRole('table', { name: 'History repricings' }));
  },
};

const admin = storyBackend('admin', { seed: withNewRequest });

/** An admin rejects from the plan's history: the reason is asked for, sent, and shown. */
export const AdminRejectsWithReason: Story = {
  render: renderAt(STREAM_STANDARD),
  parameters: { msw: { handlers: admin.handlers } },
  beforeEach: admin.reset,
  play: async ({ canvasElement }) => {
    const panel = await loadedPanel(canvasElement, 'Reprice Standard');
    // Withdrawing is the partner's: an admin rejects, with a reason.
    await expect(within(panel).queryByRole('button', { name: 'Withdraw request' })).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: /Change status of the \$109\.50 repricing/ }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Rejected' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Reject the Acme Stream · Standard repricing?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Reason for rejecting/ }), 'Pricing page first, please.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(admin.writes('POST', `/api/v3/repricings/${WAITING}/transitions/rejected`)[0]?.body).toEqual({ reason: 'Pricing page first, please.' }));
    // No request is active now: the panel is the form again, with the history under it.
    const after = await loadedPanel(canvasElement, 'Reprice Standard');
    await expect(await within(after).findByText('Reason: Pricing page first, please.')).toBeVisible();
  },
};
