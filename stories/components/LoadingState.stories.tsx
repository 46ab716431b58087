import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingState } from '../../web/src/components/LoadingState';

/** A spinner with what is loading, announced politely. */
const meta = {
  title: 'Components/LoadingState',
  component: LoadingState,
  tags: ['autodocs'],
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.getByRole('progressbar', { name: 'Loading…' })).toBeVisible();
  },
};

export const WithLabel: Story = {
  args: { label: 'Loading your add-ons…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading your add-ons…' })).toBeVisible();
  },
};

/** Reserves the height of the content to come, so the page does not jump. */
export const ReservedHeight: Story = {
  args: { label: 'Loading all add-ons…', minHeight: 240 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status').getBoundingClientRect().height).toBeGreaterThanOrEqual(240);
  },
};
