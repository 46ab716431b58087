import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { toCamel } from '../../../web/src/api/case';
import { HealthTrend } from '../../../web/src/features/integration/health/HealthTrend';
import { freezeClockAt } from '../../support/clock';
import { layoutSettled } from '../../support/layout-settled';
import { expectScreenshot } from '../../support/screenshot';
import { desktop, healthWire, mobile, PARTS_NOW } from './integration-parts-support';

/**
 * One action's trend over the period (issue 34 §1): a line of the chosen
 * figure, or every figure per step as a table in a box that takes the
 * keyboard focus to scroll. 24 hourly points with a dip four hours ago.
 */
const trend = toCamel(healthWire).actions[0]!.trend;

const meta = {
  component: HealthTrend,
  title: 'Features/Integration/Parts/Health trend',
  globals: desktop,
  beforeEach: freezeClockAt(PARTS_NOW),
  args: { actionLabel: 'Provision', trend, period: '24h', stepMinutes: 60, metric: 'successRate', view: 'chart' },
} satisfies Meta<typeof HealthTrend>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The success rate as a line, its caption saying what it is and how to read it from the keyboard. */
export const SuccessRateChart: Story = {
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByRole('figure');
    await expect(within(figure).getByText(/^Provision: success rate per hour\. Focus the chart and use the arrow keys/)).toBeVisible();
    await layoutSettled(figure);
    await expectScreenshot(canvasElement);
  },
};

export const SuccessRateChartPhone: Story = { ...SuccessRateChart, globals: mobile };

/** p95 latency: the same chart, another figure. */
export const LatencyChart: Story = {
  args: { metric: 'p95Ms' },
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByRole('figure');
    await expect(within(figure).getByText(/^Provision: p95 latency per hour\./)).toBeVisible();
    await layoutSettled(figure);
    await expectScreenshot(canvasElement);
  },
};

/** The table: a row a step, every figure; its box is a tab stop, named as the table, so the keyboard can scroll it. */
export const Table: Story = {
  args: { view: 'table' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('region', { name: 'Provision: calls, success rate and p95 latency per hour' });
    const table = within(box).getByRole('table', { name: 'Provision: calls, success rate and p95 latency per hour' });
    await expect(within(table).getAllByRole('row')).toHaveLength(25);
    await expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['From', 'Calls', 'Success rate', 'p95']);
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
    await expectScreenshot(canvasElement);
  },
};

export const TablePhone: Story = { ...Table, globals: mobile };

/** Steps without a call: a gap in the line, a dash in the table. */
export const NoCallsInSomeSteps: Story = {
  args: { view: 'table', trend: trend.map((point, index) => (index < 3 ? { ...point, calls: 0, successRate: null, p95Ms: null } : point)) },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent(/^\d\d:00 ?0——$/);
  },
};
