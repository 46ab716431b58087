import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FailuresTab } from '../../../web/src/features/integration/failures/FailuresTab';
import { freezeClockAt } from '../../support/clock';
import { expectScreenshot } from '../../support/screenshot';
import { loadingStory, refusedStory } from './answer-states';
import { apiPath, AtTab, desktop, fixedFailures, mobile, noFailuresWire, PARTS_NOW, SLUG } from './integration-parts-support';
import { asPartner } from './partner-answers';

/**
 * The Failures tab on its own (issue 34 §2), at its address: the period
 * switch, the count of failed calls, and the causes — or none, loading, or
 * the server's refusal with Try again. Period, page and cause live in the
 * address; here the tab's own router shows it.
 */
function Tab({ search = '' }: { search?: string }) {
  return (
    <AtTab tab="failures" search={search}>
      <FailuresTab />
    </AtTab>
  );
}

const meta = {
  component: Tab,
  title: 'Features/Integration/Parts/Failures tab',
  globals: desktop,
  beforeEach: freezeClockAt(PARTS_NOW),
  parameters: { msw: { handlers: asPartner(...fixedFailures()) } },
} satisfies Meta<typeof Tab>;

export default meta;
type Story = StoryObj<typeof meta>;

const causes = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Failures by cause' });

/** The last 7 days (the default): how many failed calls in how many causes, then the causes. */
export const Causes: Story = {
  play: async ({ canvasElement }) => {
    await causes(canvasElement);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('6,412 failed calls in 3 causes, the last 7 days');
    await expect(within(canvasElement).getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    await expectScreenshot(canvasElement);
  },
};

export const CausesPhone: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: 'Provision · HTTP 503' });
    await expectScreenshot(canvasElement);
  },
};

/** The period from the keyboard: Tab to the switch, move to "24 hours" and choose it; the causes are asked for that period. */
export const PeriodFromKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await causes(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '24 hours' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: '24 hours' })).toHaveAttribute('aria-pressed', 'true'));
    await expect(await canvas.findByRole('status')).toHaveTextContent(/, the last 24 hours$/);
  },
};

/** A cause opened from the list: its calls, and the way back. */
export const CauseOpened: Story = {
  args: { search: '?group=0a1b2c3d' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Provision · HTTP 503', level: 3 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to all causes' })).toHaveAttribute('href', `/addons/${SLUG}/integration/failures`);
  },
};

/** No failed call in the period. */
export const NoFailures: Story = {
  parameters: { msw: { handlers: asPartner(...fixedFailures(noFailuresWire)) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No failed calls' })).toBeVisible();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('0 failed calls in 0 causes, the last 7 days');
    await expectScreenshot(canvasElement);
  },
};

export const NoFailuresPhone: Story = { ...NoFailures, globals: mobile };

/** While the causes load: a named spinner, the period switch already there. */
export const Loading: Story = loadingStory({
  path: apiPath('/integration/failures'),
  behind: asPartner(...fixedFailures()),
  says: 'Loading failures…',
  also: (canvasElement) => expect(within(canvasElement).getByRole('group', { name: 'Period' })).toBeVisible(),
  pictured: true,
});

export const LoadingPhone: Story = { ...Loading, globals: mobile };

/** The causes refused: the server's message and Try again. */
export const LoadFailed: Story = refusedStory(apiPath('/integration/failures'), asPartner(...fixedFailures()));

export const LoadFailedPhone: Story = { ...LoadFailed, globals: mobile };
