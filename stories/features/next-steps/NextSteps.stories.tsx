import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectScreenshot } from '../../support/screenshot';
import { NextStepsPage } from '../../../web/src/features/next-steps/NextStepsPage';
import { body, desktop, mobile, nextStepsLoaded, nextStepsPath, pageParameters, renderAt, storyBackend, withoutApproval } from './next-steps-story-support';

/**
 * Next steps (spec §2 "Next steps", §4, §6): the alpha panel (business and
 * technical approval) and the beta panel (technical, pricing, approved
 * supplier) with their checklists, request buttons and approval information;
 * the GA resources; the shut-down notice; the review timeline.
 */
const meta = {
  component: NextStepsPage,
  title: 'Features/Next steps/Panels',
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta<typeof NextStepsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement, name: string | RegExp) => within(canvasElement).getByRole('region', { name });

const alphaAdmin = storyBackend('admin');

/**
 * Alpha, as a platform admin (Bluefin Pub/Sub: every requirement complete,
 * every approval pending): requester, approver, notes and Edit Details; no
 * partner-only request buttons; Progress to Beta is
 * disabled and names the three approvals still missing.
 */
export const AlphaAdmin: Story = {
  render: renderAt(nextStepsPath('bluefin-pubsub')),
  parameters: { msw: { handlers: alphaAdmin.handlers } },
  beforeEach: alphaAdmin.reset,
  play: async ({ canvasElement }) => {
    await nextStepsLoaded(canvasElement);
    const business = region(canvasElement, '1. Business approval');
    // Requesting is the partner's part (spec §6): an admin is offered no request button.
    await expect(within(canvasElement).queryByRole('button', { name: /^Request / })).toBeNull();
    await expect(within(business).getByText('founder@bluefin.test')).toBeVisible();
    await expect(within(business).getByRole('link', { name: 'Edit Details of Business Approval' })).toHaveAttribute(
      'href',
      nextStepsPath('bluefin-pubsub', '/approvals/bluefin-pubsub-approval-1/edit'),
    );
    // Nobody has decided a new request: its approver row is not "Approved by".
    await expect(within(business).getByText('Reviewed by').nextElementSibling).toHaveTextContent('Not set');
    await expect(within(business).queryByText('Approved by')).toBeNull();
    const technical = region(canvasElement, '2. Technical approval');
    await expect(within(technical).getByText('Documentation centre')).toBeVisible();
    await expect(within(technical).getByText('Not Started')).toBeVisible();
    const progression = region(canvasElement, 'Progression approval: Beta');
    const progress = within(progression).getByRole('button', { name: 'Progress to Beta' });
    await expect(progress).toBeDisabled();
    await expect((await within(progression).findAllByRole('listitem')).map((item) => item.textContent)).toEqual([
      'Business Approval is not approved.',
      'Technical Approval is not approved.',
      'Developer Documentation Approval is not approved.',
    ]);
    // Shutdown is in Settings alone (spec §2): Next Steps offers none, even to an admin.
    await expect(within(canvasElement).queryByRole('region', { name: 'Shut down add-on' })).toBeNull();
    await expectScreenshot(canvasElement);
  },
};

const alphaPartner = storyBackend('partner');

/**
 * Alpha, as a partner (Acme Insights): status and last-modified only — no
 * requester, notes or Edit Details — an incomplete checklist item, and each
 * disabled button's reason in the spec's words.
 */
export const AlphaPartner: Story = {
  render: renderAt(nextStepsPath('acme-insights')),
  parameters: { msw: { handlers: alphaPartner.handlers } },
  beforeEach: alphaPartner.reset,
  play: async ({ canvasElement }) => {
    await nextStepsLoaded(canvasElement);
    const business = region(canvasElement, '1. Business approval');
    await expect(within(business).queryByText('Requested by')).toBeNull();
    await expect(within(business).queryByRole('link', { name: /Edit Details/ })).toBeNull();
    await expect(within(business).getByText('Approved')).toBeVisible();
    const listing = within(business).getByRole('button', { name: /Marketplace listing/ });
    await expect(listing).toHaveTextContent('Pending');
    await userEvent.click(listing);
    await expect(await within(business).findByText('Give the listing a name, a summary and a 70×70 PNG icon.')).toBeVisible();
    await expect(within(business).getByRole('link', { name: 'Go to marketplace listing' })).toHaveAttribute('href', '/addons/acme-insights/marketplace-listing');
    const technical = region(canvasElement, '2. Technical approval');
    await expect(within(technical).getByRole('button', { name: 'Request Developer Documentation Approval' })).toHaveAccessibleDescription(
      /^To request developer documentation approval, complete the prerequisite tasks\. Still to do: Developer documentation/,
    );
    const progression = region(canvasElement, 'Progress to Beta');
    await expect(within(progression).getByRole('button', { name: 'Progress to Beta' })).toBeDisabled();
    await expect(within(progression).getByRole('link', { name: /progression request form/ })).toHaveAttribute('target', '_blank');
    await expect(within(canvasElement).queryByRole('region', { name: 'Shut down add-on' })).toBeNull();
    await expectScreenshot(canvasElement);
  },
};

const request = storyBackend('partner', { seed: withoutApproval('acme-vault', 'pricing_plan_approval') });

/** Requirements complete and no approval yet: the partner's request is sent, created pending, and the button then says it has been requested. */
export const RequestApproval: Story = {
  render: renderAt(nextStepsPath('acme-vault')),
  parameters: { msw: { handlers: request.handlers } },
  beforeEach: request.reset,
  play: async ({ canvasElement }) => {
    await nextStepsLoaded(canvasElement);
    const pricing = region(canvasElement, '2. Pricing approval');
    await expect(within(pricing).getByText('Not requested yet.')).toBeVisible();
    const button = within(pricing).getByRole('button', { name: 'Request Pricing Plan Approval' });
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(await body(canvasElement).findByText('Pricing Plan Approval requested.')).toBeVisible();
    await expect(request.writes('POST', '/api/v3/addons/acme-vault/approvals').map((call) => call.body)).toEqual([{ type: 'pricing_plan_approval' }]);
    await waitFor(() => expect(within(pricing).getByRole('button', { name: 'Request Pricing Plan Approval' })).toBeDisabled());
    await expect(within(pricing).getByText('Pending')).toBeVisible();
    await expect(within(pricing).getByText('Pricing approval has been requested.')).toBeVisible();
  },
};

const beta = storyBackend('partner');

/**
 * Beta (Acme Vault): technical, pricing and approved-supplier steps; the
 * supplier step asks for the billing details; a rejected pricing approval,
 * as its partner sees it: rejected (not "requested"), why, and how to go on.
 */
export const BetaPartner: Story = {
  render: renderAt(nextStepsPath('acme-vault')),
  parameters: { msw: { handlers: beta.handlers } },
  beforeEach: beta.reset,
  play: async ({ canvasElement }) => {
    await nextStepsLoaded(canvasElement);
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'From beta to GA' })).toBeVisible();
    const pricing = region(canvasElement, '2. Pricing approval');
    await expect(within(pricing).getByText('Rejected')).toBeVisible();
    await expect(within(pricing).getByText('Reason for rejection').nextElementSibling).toHaveTextContent(
      'The Scale plan has no published price. Publish one, then request the approval again.',
    );
    // Issue 31 item 5: requesting again is real (its requirements are complete), no outside ticket.
    const button = within(pricing).getByRole('button', { name: 'Request Pricing Plan Approval again' });
    await expect(button).toBeEnabled();
    await expect(button).toHaveAccessibleDescription('Pricing approval was rejected. Fix what the reason for rejection names, then request it again.');
    await expect(within(pricing).queryByText('Pricing approval has been requested.')).toBeNull();
    await expect(within(pricing).queryByText('Rejected by')).toBeNull();
    await expect(within(pricing).queryByRole('link', { name: /Edit Details/ })).toBeNull();
    const supplier = region(canvasElement, '3. Approved supplier');
    await expect(within(supplier).getByRole('link', { name: "Enter the company's billing details" })).toHaveAttribute(
      'href',
      '/addons/acme-vault/company/general-information/edit',
    );
    const progression = region(canvasElement, 'Progress to GA');
    await expect((await within(progression).findAllByRole('listitem')).map((item) => item.textContent)).toEqual([
      'GA technical requirements are not complete.',
      'Pricing Plan Approval is not approved.',
    ]);
    await expectScreenshot(canvasElement);
  },
};

const betaAdmin = storyBackend('admin');

/**
 * A rejected approval, as a platform admin (Acme Vault's pricing approval):
 * who rejected it and the reason the partner sees; Edit Details on it (a
 * rejected approval can be edited) but not on the approved technical one, and
 * no partner-only request buttons.
 */
export const RejectedAsAdmin: Story = {
  render: renderAt(nextStepsPath('acme-vault')),
  parameters: { msw: { handlers: betaAdmin.handlers } },
  beforeEach: betaAdmin.reset,
  play: async ({ canvasElement }) => {
    await nextStepsLoaded(canvasElement);
    const pricing = region(canvasElement, '2. Pricing approval');
    await expect(within(pricing).getByText('Rejected by').nextElementSibling).toHaveTextContent('admin@platform.test');
    await expect(within(pricing).queryByText('Approved by')).toBeNull();
    await expect(within(pricing).getByText('Reason for rejection').nextElementSibling).toHaveTextContent(/^The Scale plan has no published price/);
    await expect(within(pricing).getByRole('link', { name: 'Edit Details of Pricing Plan Approval' })).toHaveAttribute(
      'href',
      nextStepsPath('acme-vault', '/approvals/acme-vault-approval-5/edit'),
    );
    await expect(within(canvasElement).queryByRole('button', { name: /^Request / })).toBeNull();
    const technical = region(canvasElement, '1. Technical approval');
    await expect(within(technical).getByText('Approved by').nextElementSibling).toHaveTextContent('admin@platform.test');
    // Approved: the edit route would only send the admin back, so it is not offered.
    await expect(within(technical).queryByRole('link', { name: /Edit Details/ })).toBeNull();
    await expectScreenshot(canvasElement);
  },
};

const rejectedOnPhone = storyBackend('partner');

/** The rejected approval on a phone, as its partner: the reason and the way on fit, nothing scrolls sideways. */
export const RejectedOnAPhone: Story = {
  render: renderAt(nextStepsPath('acme-vault')),
  parameters: { msw: { handlers: rejectedOnPhone.handlers } },
  globals: mobile,
  beforeEach: rejectedOnPhone.reset,
  play: async ({ canvasElement }) => {
    await nextStepsLoaded(canvasElement);
    const pricing = region(canvasElement, '2. Pricing approval');
    await expect(within(pricing).getByRole('button', { name: 'Request Pricing Plan Approval again' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
    await expectScreenshot(canvasElement);
  },
};

const phone = storyBackend('partner');

/** A phone: the steps stack, checklists and buttons fit, nothing scrolls sideways. */
export const AlphaOnAPhone: Story = {
  render: renderAt(nextStepsPath('acme-insights')),
  parameters: { msw: { handlers: phone.handlers } },
  globals: mobile,
  beforeEach: phone.reset,
  play: async ({ canvasElement }) => {
    await nextStepsLoaded(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
    await expectScreenshot(canvasElement);
  },
};

const ga = storyBackend('partner');

/** GA (Acme Postgres): the resource links instead of checklists. */
export const Ga: Story = {
  render: renderAt(nextStepsPath('acme-postgres')),
  parameters: { msw: { handlers: ga.handlers } },
  beforeEach: ga.reset,
  play: async ({ canvasElement }) => {
    const resources = await within(canvasElement).findByRole('region', { name: 'Generally available' });
    await expect(within(resources).getByRole('link', { name: 'View on Elements (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://elements.example.com/addons/acme-postgres',
    );
    await expect(within(resources).getByRole('link', { name: 'Monthly revenue reports' })).toHaveAttribute('href', '/addons/acme-postgres/reports');
    await expect(within(canvasElement).queryByRole('button', { name: /Progress to/ })).toBeNull();
    await nextStepsLoaded(canvasElement);
    await expectScreenshot(canvasElement);
  },
};

const shutDown = storyBackend('admin');

/** Shut down (Acme Archive), even for an admin: the notice, and no shutdown section any more. */
export const ShutDown: Story = {
  render: renderAt(nextStepsPath('acme-archive')),
  parameters: { msw: { handlers: shutDown.handlers } },
  beforeEach: shutDown.reset,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This add-on is shut down. Customers can no longer provision new resources.')).toBeVisible();
    await nextStepsLoaded(canvasElement);
    await expect(within(canvasElement).queryByRole('region', { name: 'Shut down add-on' })).toBeNull();
    await expectScreenshot(canvasElement);
  },
};
