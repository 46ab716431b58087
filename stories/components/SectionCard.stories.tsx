import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SectionCard } from '../../web/src/components/SectionCard';

/** A titled section of a screen; a landmark named by its heading. */
const meta = {
  title: 'Components/SectionCard',
  component: SectionCard,
  args: {
    title: 'Supported Languages',
    description: 'Languages with client libraries or documented examples.',
    children: <Typography>Go, Node, Python, Ruby</Typography>,
  },
} satisfies Meta<typeof SectionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Supported Languages' })).toBeVisible();
  },
};

export const WithAction: Story = {
  args: { title: 'Benefits', action: <Button variant="outlined">Add Benefit</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add Benefit' })).toBeVisible();
  },
};
