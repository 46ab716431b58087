import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { approvals } from '../../../fixtures/data/approvals';
import { ApprovalEditPanel } from '../../../web/src/features/next-steps/ApprovalEditPanel';
import { loadedPanel } from '../plans/plans-story-support';
import { approveAll, body, desktop, nextStepsPath, overlaysClosed, pageParameters, renderAt, storyBackend } from './next-steps-story-support';

/**
 * Approval edit (spec §2, §4, §6): platform admins only, titled per approval
 * type plus Edit, Pending / Approved / Rejected (with its required reason)
 * and Notes; 'Approval saved.'.
 * Non-admins and unknown approvals go to next-steps; an approval that is
 * neither pending nor rejected goes there with the spec's warning.
 */
const meta = {
  subcomponents: { ApprovalEditPanel },
  title: 'Features/Next steps/Approval edit',
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const editPath = (id: string) => nextStepsPath('bluefin-pubsub', `/approvals/${id}/edit`);

const decide = storyBackend('admin');

/** The admin approves the business approval with a note: PATCH with both, the flash, the panel closes and the block shows it. */
export const ApproveWithNotes: Story = {
  render: renderAt(editPath('bluefin-pubsub-approval-1')),
  parameters: { msw: { handlers: decide.handlers } },
  beforeEach: decide.reset,
  play: async ({ canvasElement }) => {
    const panel = await loadedPanel(canvasElement, 'Edit Business Approval');
    const states = within(panel).getByRole('group', { name: 'State' });
    await expect(within(states).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['pending', 'approved', 'rejected']);
    await expect(within(states).getByRole('radio', { name: 'Pending' })).toBeChecked();
    // Its business requirements are complete: no warning about them.
    await expect(within(panel).queryByText(/Its requirements are not complete/)).toBeNull();
    // No screenshot: a slide panel's size follows the frame the runner resizes (see plans' PlanForm phone story).
    await userEvent.click(within(states).getByRole('radio', { name: 'Approved' }));
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Notes' }), 'Listing reads well.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await expect(await body(canvasElement).findByText('Approval saved.')).toBeVisible();
    await expect(decide.writes('PATCH', '/api/v3/approvals/bluefin-pubsub-approval-1').map((call) => call.body)).toEqual([
      { state: 'approved', notes: 'Listing reads well.' },
    ]);
    await overlaysClosed(canvasElement);
    const business = within(canvasElement).getByRole('region', { name: '1. Business approval' });
    await waitFor(() => expect(within(business).getByText('Listing reads well.')).toBeVisible());
    await expect(within(business).getByText('Approved by').nextElementSibling).toHaveTextContent('admin@platform.test');
    // Issue 31 item 2: the admin's own save is not an attempt to edit an approved approval.
    await expect(body(canvasElement).queryByText("Approval can't be edited unless pending or rejected")).toBeNull();
  },
};

const incomplete = storyBackend('admin');

/**
 * Issue 31 item 2: Acme Insights' technical requirements are not complete;
 * the admin is told which items are missing, and may still approve (admins decide).
 */
export const RequirementsIncomplete: Story = {
  render: renderAt(nextStepsPath('acme-insights', '/approvals/acme-insights-approval-2/edit')),
  parameters: { msw: { handlers: incomplete.handlers } },
  beforeEach: incomplete.reset,
  play: async ({ canvasElement }) => {
    const panel = await loadedPanel(canvasElement, 'Edit Technical Approval');
    const warning = await within(panel).findByText(/^Its requirements are not complete\. Missing — Technical requirements: /);
    await expect(warning).toHaveTextContent(/Developer documentation/);
    await expect(warning).toHaveTextContent("You can still approve it; the partner's checklist shows these as pending.");
    await userEvent.click(within(panel).getByRole('radio', { name: 'Approved' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await expect(await body(canvasElement).findByText('Approval saved.')).toBeVisible();
    await expect(incomplete.writes('PATCH', '/api/v3/approvals/acme-insights-approval-2').map((call) => call.body)).toEqual([{ state: 'approved', notes: null }]);
    await overlaysClosed(canvasElement);
    await expect(body(canvasElement).queryByText("Approval can't be edited unless pending or rejected")).toBeNull();
  },
};

const approved = storyBackend('admin', { seed: approveAll('bluefin-pubsub', ['marketplace_fitting_approval']) });

/** An approved approval cannot be edited: back to next-steps with "Approval can't be edited unless pending or rejected". */
export const ApprovedIsNotEditable: Story = {
  render: renderAt(editPath('bluefin-pubsub-approval-1')),
  parameters: { msw: { handlers: approved.handlers } },
  beforeEach: approved.reset,
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText("Approval can't be edited unless pending or rejected")).toBeVisible();
    await expect(body(canvasElement).queryByRole('dialog', { name: 'Edit Business Approval' })).toBeNull();
    await expect(await within(canvasElement).findByRole('region', { name: '1. Business approval' })).toBeVisible();
    await expect(approved.calls).toEqual([]);
  },
};

const rejected = storyBackend('admin', {
  seed: (store) => {
    const approval = store.recordsOf(approvals).find((candidate) => candidate.id === 'bluefin-pubsub-approval-2');
    if (approval) Object.assign(approval, { state: 'rejected', notes: 'The review failed twice.', rejection_reason: 'Deprovisioning times out.' });
  },
});

/** A rejected approval can be edited, opening with its state, reason and notes; re-opening it sends no reason (the server clears it). */
export const RejectedIsEditable: Story = {
  render: renderAt(editPath('bluefin-pubsub-approval-2')),
  parameters: { msw: { handlers: rejected.handlers } },
  beforeEach: rejected.reset,
  play: async ({ canvasElement }) => {
    const panel = await loadedPanel(canvasElement, 'Edit Technical Approval');
    await expect(within(panel).getByRole('radio', { name: 'Rejected' })).toBeChecked();
    await expect(within(panel).getByRole('textbox', { name: 'Reason for rejection' })).toHaveValue('Deprovisioning times out.');
    await expect(within(panel).getByRole('textbox', { name: 'Notes' })).toHaveValue('The review failed twice.');
    await userEvent.click(within(panel).getByRole('radio', { name: 'Pending' }));
    await expect(within(panel).queryByRole('textbox', { name: 'Reason for rejection' })).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await expect(await body(canvasElement).findByText('Approval saved.')).toBeVisible();
    await expect(rejected.writes('PATCH', '/api/v3/approvals/bluefin-pubsub-approval-2').map((call) => call.body)).toEqual([
      { state: 'pending', notes: 'The review failed twice.' },
    ]);
    // axe runs after play: wait for the panel's exit, or it meets the page
    // still aria-hidden behind the closing drawer (failed CI once).
    await overlaysClosed(canvasElement);
  },
};

const rejecting = storyBackend('admin');

/**
 * Rejecting needs a reason (issue 21 item 2): the field appears with
 * Rejected, an empty one is refused before anything is sent, and the saved
 * reason shows in the block, where the partner reads it too.
 */
export const RejectNeedsAReason: Story = {
  render: renderAt(editPath('bluefin-pubsub-approval-1')),
  parameters: { msw: { handlers: rejecting.handlers } },
  beforeEach: rejecting.reset,
  play: async ({ canvasElement }) => {
    const panel = await loadedPanel(canvasElement, 'Edit Business Approval');
    await expect(within(panel).queryByRole('textbox', { name: 'Reason for rejection' })).toBeNull();
    await userEvent.click(within(panel).getByRole('radio', { name: 'Rejected' }));
    const reason = within(panel).getByRole('textbox', { name: 'Reason for rejection' });
    await expect(reason).toBeRequired();
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await expect(reason).toHaveAccessibleDescription(/^Give the reason for the rejection: the partner reads it to know what to fix. Up to 2000 characters./);
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(rejecting.writes('PATCH', /\/approvals\//)).toEqual([]);
    await userEvent.type(reason, 'The summary does not say what the add-on does.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await expect(await body(canvasElement).findByText('Approval saved.')).toBeVisible();
    await expect(rejecting.writes('PATCH', '/api/v3/approvals/bluefin-pubsub-approval-1').map((call) => call.body)).toEqual([
      { state: 'rejected', notes: null, rejection_reason: 'The summary does not say what the add-on does.' },
    ]);
    await overlaysClosed(canvasElement);
    const business = within(canvasElement).getByRole('region', { name: '1. Business approval' });
    await waitFor(() => expect(within(business).getByText('Reason for rejection').nextElementSibling).toHaveTextContent('The summary does not say what the add-on does.'));
  },
};

const unknown = storyBackend('admin');

/** An approval that does not exist: next-steps, no panel, nothing sent. */
export const UnknownApproval: Story = {
  render: renderAt(editPath('no-such-approval')),
  parameters: { msw: { handlers: unknown.handlers } },
  beforeEach: unknown.reset,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: '1. Business approval' })).toBeVisible();
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(unknown.calls).toEqual([]);
  },
};

const partner = storyBackend('partner');

/** A partner at the address: next-steps, no panel (the sandbox would answer 403 to their PATCH too). */
export const PartnerIsSentBack: Story = {
  render: renderAt(nextStepsPath('acme-insights', '/approvals/acme-insights-approval-1/edit')),
  parameters: { msw: { handlers: partner.handlers } },
  beforeEach: partner.reset,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: '1. Business approval' })).toBeVisible();
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(partner.calls).toEqual([]);
  },
};
