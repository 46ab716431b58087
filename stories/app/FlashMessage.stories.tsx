import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { enqueueSnackbar } from 'notistack';
import { useEffect } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import type { FlashVariant } from '../../web/src/api/flash-messages';
import { MAX_FLASHES_SHOWN } from '../../web/src/app/FlashMessages';

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
  return <Typography color="text.secondary">The flash message appears at the bottom left of the page (at the top on phones).</Typography>;
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

/** A refused save no form shows (e.g. a reorder) arrives as a warning naming the field as a person would. */
export const Warning: Story = {
  args: { variant: 'warning', message: 'Position is already taken.' },
  play: async () => {
    await expect(await body.findByRole('alert')).toHaveTextContent('Position is already taken.');
  },
};

/** Raises the same error three times and then five others, as a flaky connection would. */
function ManyErrors() {
  useEffect(() => {
    for (let i = 0; i < 3; i += 1) enqueueSnackbar('The request failed with HTTP 503.', { variant: 'error', persist: true });
    for (let i = 1; i <= 5; i += 1) enqueueSnackbar(`Failure ${i} of 5.`, { variant: 'error', persist: true });
  }, []);
  return <Typography color="text.secondary">Eight errors were raised.</Typography>;
}

/**
 * Errors never pile up (issue 21 item 3): an identical one is shown once, and
 * at most three are on screen — the rest wait their turn as each is dismissed.
 */
export const SeveralErrorsDoNotPileUp: Story = {
  render: () => <ManyErrors />,
  play: async ({ userEvent }) => {
    await waitFor(() => expect(body.getAllByRole('alert')).toHaveLength(MAX_FLASHES_SHOWN));
    const texts = () => body.getAllByRole('alert').map((alert) => alert.textContent);
    await expect(texts().filter((text) => text === 'The request failed with HTTP 503.')).toHaveLength(1);
    await userEvent.click(within(body.getAllByRole('alert')[0]!).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(texts()).toContain('Failure 3 of 5.'));
    await expect(body.getAllByRole('alert')).toHaveLength(MAX_FLASHES_SHOWN);
  },
};

export const Info: Story = {
  args: { variant: 'info', message: 'Canceling...' },
  play: async () => {
    await expect(await body.findByRole('status')).toHaveTextContent('Canceling...');
  },
};
