import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HealthTab } from '../../../web/src/features/integration/health/HealthTab';
import { freezeClockAt } from '../../support/clock';
import { layoutSettled } from '../../support/layout-settled';
import { expectScreenshot } from '../../support/screenshot';
import { loadingStory, refusedStory } from './answer-states';
import { apiPath, AtTab, desktop, fixedHealth, mobile, noCallsWire, PARTS_NOW } from './integration-parts-support';
import { asPartner } from './partner-answers';

/**
 * The Health tab on its own (issue 34 §1), at its address, answered with a
 * small fixed day of calls (the page stories use the sandbox's million):
 * the objective, the period, the trend's form and metric, each action's card;
 * no calls, loading and refused.
 */
function Tab({ search = '' }: { search?: string }) {
  return (
    <AtTab tab="health" search={search}>
      <HealthTab />
    </AtTab>
  );
}

const meta = {
  component: Tab,
  title: 'Features/Integration/Parts/Health tab',
  globals: desktop,
  beforeEach: freezeClockAt(PARTS_NOW),
  parameters: { msw: { handlers: asPartner(...fixedHealth()) } },
} satisfies Meta<typeof Tab>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('region', { name: 'Provision' });
  await canvas.findByRole('alert');
  await waitFor(() => expect(canvas.queryAllByText(/^Loading/)).toHaveLength(0));
  await layoutSettled(canvasElement);
};

/** Four actions: three with figures and a chart, SSO with none this period. */
export const Actions: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('region').map((region) => region.getAttribute('aria-label') ?? region.querySelector('h3')?.textContent)).toEqual(
      expect.arrayContaining(['Objective', 'Provision', 'Deprovision', 'Plan change', 'SSO']),
    );
    await expect(canvas.getByRole('button', { name: '24 hours' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getAllByRole('figure')).toHaveLength(3);
    await expectScreenshot(canvasElement);
  },
};

export const ActionsPhone: Story = { ...Actions, globals: mobile };

/** The trend switches from the keyboard: Tables, then back to Charts showing p95 latency. */
export const SwitchesFromKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Tables' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findAllByRole('table')).toHaveLength(3);
    await expect(canvas.queryByRole('group', { name: 'Charts show' })).toBeNull();
    canvas.getByRole('button', { name: 'Charts' }).focus();
    await userEvent.keyboard('{Enter}');
    canvas.getByRole('button', { name: 'p95 latency' }).focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'p95 latency' })).toHaveAttribute('aria-pressed', 'true'));
    await expect(canvas.getAllByRole('figure')[0]).toHaveTextContent('Provision: p95 latency per hour.');
  },
};

/** No call in the period or the one before. */
export const NoCallsYet: Story = {
  parameters: { msw: { handlers: asPartner(...fixedHealth(noCallsWire)) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No calls yet' })).toBeVisible();
    await within(canvasElement).findByRole('alert');
    await expectScreenshot(canvasElement);
  },
};

export const NoCallsYetPhone: Story = { ...NoCallsYet, globals: mobile };

/** While the health loads: the objective (its own request) already there. */
export const Loading: Story = loadingStory({
  path: apiPath('/integration/health'),
  behind: asPartner(...fixedHealth()),
  says: 'Loading integration health…',
  also: (canvasElement) => within(canvasElement).findByRole('alert'),
  pictured: true,
});

export const LoadingPhone: Story = { ...Loading, globals: mobile };

export const LoadFailed: Story = refusedStory(apiPath('/integration/health'), asPartner(...fixedHealth()));

export const LoadFailedPhone: Story = { ...LoadFailed, globals: mobile };
