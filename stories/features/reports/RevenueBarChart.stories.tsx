import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { reports } from '../../../fixtures/data/reports';
import { RevenueBarChart } from '../../../web/src/features/reports/RevenueBarChart';
import { layoutSettled } from '../../support/layout-settled';
import { expectScreenshot } from '../../support/screenshot';
import { seedPlanLabel, seedRevenue } from './reports-story-support';

const [november] = reports;
const seed = seedRevenue();

/**
 * The revenue chart's bars (RevenueChart.tsx draws them in its card, at the
 * card's width and 340 px high): each plan's billing per month, stacked,
 * the plans named in the legend below. It has no table of its own: its
 * caption on the page points to the Plans table, which says the same in rows.
 * Only on wide screens (spec §2): below 900 px the page leaves the chart
 * out, so there is no phone story (Reports' ChartHiddenOnAPhone shows that).
 */
const meta = {
  title: 'Features/Reports/Parts/Revenue bar chart',
  component: RevenueBarChart,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { data: seed, planLabel: seedPlanLabel, width: 1000, height: 340 },
} satisfies Meta<typeof RevenueBarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const bars = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('.MuiBarChart-element');

/** Twelve months of the seed's six plans: 72 bars, the amounts on the axis in whole dollars, each plan in the legend. */
export const TwelveMonths: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(bars(canvasElement)).toHaveLength(seed.months.length * seed.series.length));
    await expect(seed.months).toHaveLength(12);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2025 Dec')).toBeInTheDocument();
    await expect(canvas.getByText('2026 Nov')).toBeInTheDocument();
    await expect(canvas.getByText('Acme Postgres · Premium 4')).toBeVisible();
    await expect(canvas.queryByText(/\$[\d,]+\.00$/)).toBeNull();
    await layoutSettled(canvasElement);
    await expectScreenshot(canvasElement);
  },
};

/** A company's first month: a single stacked bar, no wider than a month's bar in a full year (the band's 80 %), not a wall across the card. */
export const OneMonth: Story = {
  args: { data: seedRevenue([november!]) },
  play: async ({ canvasElement, args }) => {
    await expect(args.data.months).toEqual(['2026 Nov']);
    await waitFor(() => expect(bars(canvasElement)).toHaveLength(args.data.series.length));
    const yearBar = (args.width / 12) * 0.8;
    for (const bar of bars(canvasElement)) await expect(bar.getBoundingClientRect().width).toBeLessThan(yearBar);
    await layoutSettled(canvasElement);
    await expectScreenshot(canvasElement);
  },
};

/** A month whose report billed nothing: the month on the axis, no bars, and the chart says in words that nothing was billed. */
export const NothingBilled: Story = {
  args: { data: seedRevenue([{ ...november!, lines: [] }]) },
  play: async ({ canvasElement, args }) => {
    await expect(args.data).toEqual({ months: ['2026 Nov'], series: [] });
    await expect(await within(canvasElement).findByText('Nothing was billed in the months shown.')).toBeVisible();
    await expect(bars(canvasElement)).toHaveLength(0);
    await layoutSettled(canvasElement);
    await expectScreenshot(canvasElement);
  },
};
