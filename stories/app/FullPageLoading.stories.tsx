import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FullPageLoading } from '../../web/src/app/FullPageLoading';

/** Before the shell can be drawn: the session is being read, or the first screen's code loads. */
const meta = {
  title: 'App/FullPageLoading',
  component: FullPageLoading,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FullPageLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toHaveTextContent('Loading the Partner Portal…');
    await expect(canvas.getByRole('progressbar', { name: 'Loading the Partner Portal…' })).toBeVisible();
  },
};

/** The session has expired: on the way to sign in. */
export const RedirectingToSignIn: Story = {
  args: { label: 'Redirecting to sign in…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Redirecting to sign in…');
  },
};
