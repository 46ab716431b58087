import InboxIcon from '@mui/icons-material/Inbox';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EmptyState } from '../../web/src/components/EmptyState';

/** The one empty state of the portal (design.md §5): a title, and optionally a description, an icon and next steps. */
const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: { title: 'There are no add-ons yet.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just the message, as on the admin's 'All Addons' list when nothing exists. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'There are no add-ons yet.' })).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: {
    title: 'There are currently no plans.',
    description: 'Plans decide what customers can provision and what they pay for it.',
    icon: <InboxIcon fontSize="inherit" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Plans decide what customers can provision and what they pay for it.')).toBeVisible();
  },
};

/** An invitation with next steps: a primary button and links. */
export const WithActions: Story = {
  args: {
    title: 'Contribute your first add-on',
    description: 'Your company has no add-ons yet.',
    icon: <RocketLaunchIcon fontSize="inherit" />,
    actions: (
      <>
        <Button variant="contained" href="#get-started">
          Get Started
        </Button>
        <Link href="#documentation">Read the documentation</Link>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Read the documentation' })).toBeVisible();
  },
};

/** Inside a section headed by an h2, the empty state's title is an h3. */
export const HeadingLevel3: Story = {
  args: { headingLevel: 'h3' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('There are no add-ons yet.');
  },
};
