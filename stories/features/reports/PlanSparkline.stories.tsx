import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { PlanSparkline } from '../../../web/src/features/reports/PlanSparkline';
import { layoutSettled } from '../../support/layout-settled';
import { expectScreenshot } from '../../support/screenshot';
import { seedRevenue } from './reports-story-support';

/** Acme Postgres's Standard 0 plan: the seed's installs grow month by month. */
const rising = seedRevenue().series[0]!.billed;
const flat = rising.map(() => 125_000);
/** A plan new this month: nothing billed before it. */
const newThisMonth = rising.map((billed, month) => (month === rising.length - 1 ? billed : 0));

/**
 * Each series as the Plans table draws it (PlanTrends.tsx): 160 × 32, inert
 * (a picture of the figures beside it, neither focusable nor read out), a
 * word beside it here to say which is which. Only on wide screens: on a phone
 * the table's cards leave the sparkline out, so there is no phone story.
 */
function Sparklines({ series }: { series: readonly { name: string; billed: number[] }[] }) {
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
      {series.map(({ name, billed }) => (
        <Box component="li" key={name} sx={{ display: 'grid', gridTemplateColumns: '9rem 160px', alignItems: 'center', gap: 2 }}>
          <Typography variant="body2">{name}</Typography>
          <div inert data-series={name}>
            <PlanSparkline billed={billed} width={160} height={32} />
          </div>
        </Box>
      ))}
    </Box>
  );
}

const meta = {
  title: 'Features/Reports/Parts/Plan sparkline',
  component: PlanSparkline,
  subcomponents: { Sparklines },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { billed: rising, width: 160, height: 32 },
} satisfies Meta<typeof PlanSparkline>;

export default meta;
type Story = StoryObj<typeof meta>;

const line = (canvasElement: HTMLElement, name: string) => canvasElement.querySelector(`[data-series="${name}"] path`);

/** Rising, flat, new this month, and no months at all: a line for each that has months, an empty box for the one without. */
export const Series: Story = {
  render: () => (
    <Sparklines
      series={[
        { name: 'Rising', billed: rising },
        { name: 'Flat', billed: flat },
        { name: 'New this month', billed: newThisMonth },
        { name: 'No months', billed: [] },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(line(canvasElement, 'Rising')).not.toBeNull());
    for (const name of ['Rising', 'Flat', 'New this month']) await expect(line(canvasElement, name)?.getAttribute('d')).toMatch(/^M/);
    // Nothing to draw, nothing drawn: the box keeps its size in the row.
    await expect(line(canvasElement, 'No months')?.getAttribute('d') ?? '').toBe('');
    await expect(canvasElement.querySelector('[data-series="No months"] svg')?.getBoundingClientRect()).toMatchObject({ width: 160, height: 32 });
    await layoutSettled(canvasElement);
    await expectScreenshot(canvasElement);
  },
};
