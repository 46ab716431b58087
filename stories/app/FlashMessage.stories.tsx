import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { enqueueSnackbar } from 'notistack';
import { useEffect } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { useCurrentUser } from '../../web/src/api/current-user';
import type { FlashVariant } from '../../web/src/api/flash-messages';
import { MAX_FLASHES_SHOWN } from '../../web/src/app/FlashMessages';
import { expectScreenshot } from '../support/screenshot';
import { standInClipboard } from '../support/stand-in-clipboard';

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

const REFERENCE = 'b7e4c0d2-51a9-4f3e-8c6d-2a9f0e1b3c47';
const copied: string[] = [];

/** A screen whose data comes from an API call that fails unexpectedly. */
function FailingScreen() {
  useCurrentUser();
  return <Typography color="text.secondary">This screen's data could not be loaded.</Typography>;
}

/**
 * An unexpected error's flash (issue 32): the BFF answered 503 with its
 * request id in X-Request-Id; the app's error handling reads it from the
 * failed response and the flash gives it as "Reference: …", copyable, for
 * the partner to quote to support.
 */
export const UnexpectedErrorGivesAReference: Story = {
  render: () => <FailingScreen />,
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v3/current_user', () =>
          HttpResponse.json(
            { id: 'session_store_unavailable', message: 'Sessions are temporarily unavailable. Please try again shortly.', requestId: REFERENCE },
            { status: 503, headers: { 'X-Request-Id': REFERENCE } },
          ),
        ),
      ],
    },
  },
  beforeEach: () => {
    copied.length = 0;
    return standInClipboard(copied);
  },
  play: async ({ canvasElement, userEvent }) => {
    const flash = await body.findByRole('alert', {}, { timeout: 5000 });
    await expect(flash).toHaveTextContent('Sessions are temporarily unavailable. Please try again shortly.');
    await expect(flash).toHaveTextContent(`Reference: ${REFERENCE}`);
    await expectScreenshot(canvasElement.ownerDocument.body);
    await userEvent.click(within(flash).getByRole('button', { name: 'Copy reference' }));
    await expect(within(flash).getByRole('status')).toHaveTextContent('Copied.');
    await expect(copied).toEqual([REFERENCE]);
  },
};

/** An error the server explains (a 403) is an answer, not a fault: no reference. */
export const ExplainedErrorHasNoReference: Story = {
  render: () => <FailingScreen />,
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v3/current_user', () =>
          HttpResponse.json({ id: 'forbidden', message: 'Only platform administrators may do this.' }, { status: 403, headers: { 'X-Request-Id': REFERENCE } }),
        ),
      ],
    },
  },
  play: async () => {
    const flash = await body.findByRole('alert', {}, { timeout: 5000 });
    await expect(flash).toHaveTextContent('Only platform administrators may do this.');
    await expect(flash).not.toHaveTextContent('Reference:');
  },
};
