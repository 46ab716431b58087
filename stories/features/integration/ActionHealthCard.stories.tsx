import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { toCamel } from '../../../web/src/api/case';
import { ActionHealthCard } from '../../../web/src/features/integration/health/ActionHealthCard';
import { freezeClockAt } from '../../support/clock';
import { layoutSettled } from '../../support/layout-settled';
import { expectScreenshot } from '../../support/screenshot';
import { desktop, healthWire, mobile, PARTS_NOW } from './integration-parts-support';

/**
 * One action's card on the health tab (issue 34 §1): calls, success rate and
 * latencies against the period before, then the trend as a chart or a table;
 * an action with no call in the period says so, with the period before's count.
 */
const health = toCamel(healthWire);
const [provision, , , sso] = health.actions;

const meta = {
  component: ActionHealthCard,
  title: 'Features/Integration/Parts/Action health card',
  globals: desktop,
  beforeEach: freezeClockAt(PARTS_NOW),
  args: { health: provision!, period: '24h', stepMinutes: 60, metric: 'successRate', view: 'chart' },
} satisfies Meta<typeof ActionHealthCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Provisions: four figures, each against the day before, and the success rate's line. */
export const WithCalls: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Provision' });
    await expect(within(card).getAllByRole('term').map((term) => term.textContent)).toEqual(['Calls', 'Success rate', 'p50 latency', 'p95 latency']);
    await expect(within(card).getByText('23,880')).toBeVisible();
    await expect(within(card).getByText('99.31%')).toBeVisible();
    await expect(within(card).getByRole('figure')).toHaveTextContent(/^.*Provision: success rate per hour\./);
    await layoutSettled(card);
    await expectScreenshot(canvasElement);
  },
};

export const WithCallsPhone: Story = { ...WithCalls, globals: mobile };

/** The trend as a table in the card. */
export const AsTable: Story = {
  args: { view: 'table' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Provision' });
    await expect(within(card).getByRole('table', { name: 'Provision: calls, success rate and p95 latency per hour' })).toBeVisible();
    await expect(within(card).queryByRole('figure')).toBeNull();
  },
};

/** No SSO call this period, 18 the period before: a sentence, no figures of nothing. */
export const NoCallsThisPeriod: Story = {
  args: { health: sso! },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'SSO' });
    await expect(card).toHaveTextContent('No SSO calls in the last 24 hours (18 in the 24 hours before).');
    await expect(within(card).queryByRole('term')).toBeNull();
    await expectScreenshot(canvasElement);
  },
};

export const NoCallsThisPeriodPhone: Story = { ...NoCallsThisPeriod, globals: mobile };
