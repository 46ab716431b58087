import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ErrorState } from '../../web/src/components/ErrorState';

/** A failed load (spec §8): the normalised title, the server's message, and a retry when one helps. */
const meta = {
  title: 'Components/ErrorState',
  component: ErrorState,
  tags: ['autodocs'],
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No message from the server: the catalogue's last resort. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The backend responded with an error');
    await expect(alert).toHaveTextContent('Unknown error. Please try again or contact support.');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WithMessage: Story = {
  args: { message: 'The request failed with HTTP 503.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The request failed with HTTP 503.');
  },
};

/** With a retry: clicking it asks again. */
export const WithRetry: Story = {
  args: { message: 'The request failed with HTTP 503.', onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const CustomTitleAndRetryLabel: Story = {
  args: { title: 'Could not load the report', message: 'The report is being generated.', onRetry: fn(), retryLabel: 'Reload report' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the report');
    await userEvent.click(canvas.getByRole('button', { name: 'Reload report' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
