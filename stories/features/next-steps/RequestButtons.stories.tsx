import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApprovalStep } from '../../../web/src/features/next-steps/ApprovalStep';
import { body, desktop, nextStepsLoaded, nextStepsPath, pageParameters, renderAt, storyBackend, withoutApproval } from './next-steps-story-support';

/**
 * Issue 31 item 5: no request button is a dead end. A disabled one says why
 * and what to do next — the state of the approval, or which requirements are
 * missing with a link to each — and a rejected approval is requested again
 * from its own button (back to pending), not through a support ticket.
 */
const meta = {
  subcomponents: { ApprovalStep },
  title: 'Features/Next steps/Request buttons',
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('region', { name });

const missing = storyBackend('partner', { seed: withoutApproval('acme-vault', 'beta_engineering_approval') });

/** Acme Vault (beta) before its technical approval was requested: the disabled button names what is still to do, each a link. */
export const RequirementsMissing: Story = {
  render: renderAt(nextStepsPath('acme-vault')),
  parameters: { msw: { handlers: missing.handlers } },
  beforeEach: missing.reset,
  play: async ({ canvasElement }) => {
    await nextStepsLoaded(canvasElement);
    const technical = region(canvasElement, '1. Technical approval');
    const button = within(technical).getByRole('button', { name: 'Request Technical Approval' });
    await expect(button).toBeDisabled();
    await waitFor(() => expect(button).toHaveAccessibleDescription(/^To request technical approval, complete the prerequisite tasks\. Still to do: /));
    const reason = canvasElement.ownerDocument.getElementById(button.getAttribute('aria-describedby') ?? '')!;
    const links = within(reason).getAllByRole('link');
    await expect(links.length).toBeGreaterThan(0);
    for (const link of links) await expect(link.getAttribute('href')).toMatch(/^\/addons\/acme-vault\//);
  },
};

const again = storyBackend('partner');

/** Acme Vault's rejected pricing approval: "Request … again" sends the request, and the approval is pending again. */
export const RequestAgainAfterRejection: Story = {
  render: renderAt(nextStepsPath('acme-vault')),
  parameters: { msw: { handlers: again.handlers } },
  beforeEach: again.reset,
  play: async ({ canvasElement }) => {
    await nextStepsLoaded(canvasElement);
    const pricing = region(canvasElement, '2. Pricing approval');
    await userEvent.click(within(pricing).getByRole('button', { name: 'Request Pricing Plan Approval again' }));
    await expect(await body(canvasElement).findByText(/Pricing Plan Approval requested/)).toBeVisible();
    // Waited for, not read once: CI of 7be4e2f once found no write right after the flash (two cores, every project at once).
    await waitFor(() =>
      expect(again.writes('POST', '/api/v3/addons/acme-vault/approvals').map((call) => call.body)).toEqual([{ type: 'pricing_plan_approval' }]),
    );
    const button = await within(pricing).findByRole('button', { name: 'Request Pricing Plan Approval' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Pricing approval has been requested.');
  },
};
