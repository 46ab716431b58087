import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LegacyApiNotice } from '../../../web/src/components/LegacyApiNotice';
import { expectScreenshot } from '../../support/screenshot';
import { desktop, mobile, nextStepsLoaded, nextStepsPath, pageParameters, renderAt, storyBackend } from './next-steps-story-support';

/**
 * Issue 31 item 18: an add-on on a legacy provisioning API says so on its
 * own Next Steps, with what to do, worded for today (the APIs ended on
 * July 3, 2023; no removal threatened as still to come).
 */
const meta = {
  subcomponents: { LegacyApiNotice },
  title: 'Features/Next steps/Legacy provisioning API',
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const legacy = storyBackend('partner');

async function expectNotice(canvasElement: HTMLElement) {
  const notice = await within(canvasElement).findByRole('note');
  await expect(within(notice).getByText('Acme Metrics is on a legacy provisioning API')).toBeVisible();
  await expect(notice).toHaveTextContent(
    'Acme Metrics uses provisioning API version 1; the legacy APIs ended on July 3, 2023. Migrate it to provisioning API version 3; the migration guide says how.',
  );
  await expect(within(notice).getByRole('link', { name: 'How to migrate' })).toBeVisible();
  await nextStepsLoaded(canvasElement);
}

/** GA on version 1 (Acme Metrics): the notice above the GA resources. */
export const OnVersionOne: Story = {
  render: renderAt(nextStepsPath('acme-metrics')),
  parameters: { msw: { handlers: legacy.handlers } },
  beforeEach: legacy.reset,
  play: async ({ canvasElement }) => {
    await expectNotice(canvasElement);
    await expectScreenshot(canvasElement);
  },
};

const phone = storyBackend('partner');

/** The same at 390 px. */
export const OnVersionOneOnAPhone: Story = {
  render: renderAt(nextStepsPath('acme-metrics')),
  parameters: { msw: { handlers: phone.handlers } },
  beforeEach: phone.reset,
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expectNotice(canvasElement);
    await expectScreenshot(canvasElement);
  },
};

const current = storyBackend('partner');

/** On version 3 (Acme Postgres): no notice. */
export const OnVersionThree: Story = {
  render: renderAt(nextStepsPath('acme-postgres')),
  parameters: { msw: { handlers: current.handlers } },
  beforeEach: current.reset,
  play: async ({ canvasElement }) => {
    await nextStepsLoaded(canvasElement);
    await expect(within(canvasElement).queryByText(/legacy provisioning API/)).toBeNull();
  },
};
