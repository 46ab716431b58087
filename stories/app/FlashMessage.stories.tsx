import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { enqueueSnackbar } from 'notistack';
import { useEffect } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import type { FlashVariant } from '../../web/src/api/flash-messages';

/**
 * Flash messages (spec "Shell", §8): success, error, warning and info, each
 * dismissible. Errors and warnings stay until dismissed and are announced as
 * alerts; the others are polite and hide after a few seconds. They are raised
 * with notistack's `enqueueSnackbar`, drawn by the app's `FlashMessage`.
 */
function Flash({ variant, message }: { variant: FlashVariant; message: string }) {
  useEffect(() => {
    enqueueSnackbar(message, { variant, persist: true });
  }, [variant, message]);
  return <Typography color="text.secondary">The flash message appears at the bottom of the page.</Typography>;
}

const meta = {
  title: 'App/FlashMessage',
  component: Flash,
  parameters: { layout: 'fullscreen' },
  args: { variant: 'success', message: 'Addon successfully progressed to Beta' },
} satisfies Meta<typeof Flash>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Success: Story = {
  play: async ({ userEvent }) => {
    const flash = await body.findByRole('status');
    await expect(flash).toHaveTextContent('Addon successfully progressed to Beta');
    await userEvent.click(within(flash).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(body.queryByText('Addon successfully progressed to Beta')).toBeNull());
  },
};

export const Error: Story = {
  args: { variant: 'error', message: 'The request failed with HTTP 503.' },
  play: async () => {
    await expect(await body.findByRole('alert')).toHaveTextContent('The request failed with HTTP 503.');
  },
};

/** Validation errors from the server arrive as warnings, one per field. */
export const Warning: Story = {
  args: { variant: 'warning', message: 'name has already been taken' },
  play: async () => {
    await expect(await body.findByRole('alert')).toHaveTextContent('name has already been taken');
  },
};

export const Info: Story = {
  args: { variant: 'info', message: 'Canceling...' },
  play: async () => {
    await expect(await body.findByRole('status')).toHaveTextContent('Canceling...');
  },
};
