import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { NextStepsPage } from '../../../web/src/features/next-steps/NextStepsPage';
import { body, desktop, nextStepsPath, pageParameters, renderAt, storyBackend } from './next-steps-story-support';

/**
 * Next steps while its parts load or fail (spec §2 "Next steps"): each part
 * says it is loading or unavailable, never a guess ("Not requested yet.",
 * "Not Started"), and the buttons that depend on it wait. Apart from
 * NextSteps.stories.tsx (the panels in each add-on state) to keep each file small.
 */
const meta = {
  component: NextStepsPage,
  title: 'Features/Next steps/Loading',
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta<typeof NextStepsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement, name: string | RegExp) => within(canvasElement).getByRole('region', { name });

const slow = storyBackend('partner', {
  overrides: [
    http.get('/api/v3/addons/:slug/beta_requirements/business_approval_requirements', async () => {
      await delay('infinite');
    }),
  ],
});

/** While a checklist loads it shows a spinner, and the buttons that depend on it wait instead of guessing. */
export const RequirementsLoading: Story = {
  render: renderAt(nextStepsPath('acme-insights')),
  parameters: { msw: { handlers: slow.handlers } },
  beforeEach: slow.reset,
  play: async ({ canvasElement }) => {
    const business = await within(canvasElement).findByRole('region', { name: '1. Business approval' });
    await expect(await within(business).findByRole('progressbar')).toBeVisible();
    await expect(within(business).getByText('Loading requirements…')).toBeVisible();
    await expect(within(business).getByRole('button', { name: 'Request Business Approval' })).toBeDisabled();
  },
};

const approvalsSlow = storyBackend('partner', {
  overrides: [
    http.get('/api/v3/addons/:slug/approvals', async () => {
      await delay('infinite');
    }),
  ],
});

/**
 * While the approvals load (Acme Vault, whose technical approval is
 * approved), each approval block says it is loading — never "Not requested
 * yet.", a wrong fact — and the documentation-centre status waits too.
 */
export const ApprovalsLoading: Story = {
  render: renderAt(nextStepsPath('acme-vault')),
  parameters: { msw: { handlers: approvalsSlow.handlers } },
  beforeEach: approvalsSlow.reset,
  play: async ({ canvasElement }) => {
    const technical = await within(canvasElement).findByRole('region', { name: '1. Technical approval' });
    await expect(await within(technical).findByText('Loading the approval…')).toBeVisible();
    await expect(within(canvasElement).queryByText('Not requested yet.')).toBeNull();
    await expect(within(region(canvasElement, '2. Pricing approval')).getByText('Loading the approval…')).toBeVisible();
    await expect(within(technical).getByRole('button', { name: 'Request Technical Approval' })).toBeDisabled();
  },
};

const docsSlow = storyBackend('partner', {
  overrides: [
    http.get('/api/v3/addons/:slug/documentations', async () => {
      await delay('infinite');
    }),
  ],
});

/** While the documentation loads, the documentation-centre status says so instead of guessing "Not Started". */
export const DocumentationStatusLoading: Story = {
  render: renderAt(nextStepsPath('acme-insights')),
  parameters: { msw: { handlers: docsSlow.handlers } },
  beforeEach: docsSlow.reset,
  play: async ({ canvasElement }) => {
    const technical = await within(canvasElement).findByRole('region', { name: '2. Technical approval' });
    await expect(within(technical).getByText('Documentation centre').nextElementSibling).toHaveTextContent('Loading documentation status…');
    await expect(within(technical).queryByText('Not Started')).toBeNull();
  },
};

const docsFail = storyBackend('partner', {
  overrides: [
    http.get('/api/v3/addons/:slug/documentations', () =>
      HttpResponse.json({ id: 'unavailable', message: 'The documentation centre is not answering.' }, { status: 503 }),
    ),
  ],
});

/** The documentation cannot be loaded: the failure is flashed, and the status says it is unavailable rather than "Not Started". */
export const DocumentationStatusUnavailable: Story = {
  render: renderAt(nextStepsPath('acme-insights')),
  parameters: { msw: { handlers: docsFail.handlers } },
  beforeEach: docsFail.reset,
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('The documentation centre is not answering.')).toBeVisible();
    const technical = region(canvasElement, '2. Technical approval');
    await waitFor(() =>
      expect(within(technical).getByText('Documentation centre').nextElementSibling).toHaveTextContent(
        'Unavailable: the documentation status could not be loaded.',
      ),
    );
    await expect(within(technical).queryByText('Not Started')).toBeNull();
  },
};
