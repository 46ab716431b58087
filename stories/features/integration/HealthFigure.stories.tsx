import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { callsChange, latencyChange, rateChange } from '../../../web/src/domain/integration-health-change';
import { HealthFigure } from '../../../web/src/features/integration/health/HealthFigure';
import { expectScreenshot } from '../../support/screenshot';
import { desktop, mobile } from './integration-parts-support';

/**
 * One figure of an action with its change against the period before (issue
 * 34 §1): the words say better or worse; the colour and the arrow only repeat
 * them. Drawn in a `dl`, as the action's card draws its four figures.
 */
function Figures() {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' } }}>
      <HealthFigure label="Calls" value="23,880" change={callsChange(23_880, 22_100)} />
      <HealthFigure label="Success rate" value="99.31%" change={rateChange(0.9931, 0.9978)} />
      <HealthFigure label="p50 latency" value="88 ms" change={latencyChange(88, 90)} />
      <HealthFigure label="p95 latency" value="no calls" change={latencyChange(null, 61)} />
    </Box>
  );
}

const meta = {
  component: HealthFigure,
  subcomponents: { Figures },
  title: 'Features/Integration/Parts/Health figure',
  globals: desktop,
  render: () => <Figures />,
  args: { label: 'Calls', value: '23,880', change: callsChange(23_880, 22_100) },
} satisfies Meta<typeof HealthFigure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** More calls (neutral), a worse success rate, a better latency, and a figure with no calls now: each change said in words. */
export const Changes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each term is followed by its value and its change, as a description list reads.
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(['Calls', 'Success rate', 'p50 latency', 'p95 latency']);
    const definitions = canvas.getAllByRole('definition').map((definition) => definition.textContent);
    await expect(definitions).toHaveLength(8);
    await expect(definitions[0]).toBe('23,880');
    await expect(definitions[1]).toMatch(/^up \d+% from 22,100$/);
    await expect(definitions[3]).toMatch(/^down .* from 99\.78%$/);
    await expect(definitions[7]).toBe('nothing to compare with');
    await expectScreenshot(canvasElement);
  },
};

/** At 390 px the figures go two by two. */
export const ChangesPhone: Story = { ...Changes, globals: mobile };

/** The figure on its own. */
export const One: Story = {
  render: (args) => (
    <Box component="dl" sx={{ m: 0 }}>
      <HealthFigure {...args} />
    </Box>
  ),
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('term')).toHaveTextContent('Calls');
    await expect(within(canvasElement).getAllByRole('definition')[1]).toHaveTextContent(args.change.text);
  },
};
