import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Suspense, useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { ChunkLoadFailed } from '../../web/src/components/ChunkLoadFailed';
import { CHUNK_LOAD_FAILED_MESSAGE, CHUNK_LOAD_FAILED_TITLE } from '../../web/src/components/chunk-load-error';
import { lazyNamed } from '../../web/src/components/lazy-named';
import { LoadingState } from '../../web/src/components/LoadingState';
import { expectScreenshot } from '../support/screenshot';

/** What Chromium says when a hashed chunk is gone from the server after a deploy. */
const goneChunk = () =>
  Promise.reject<{ InvitePanel: () => null }>(
    new TypeError('Failed to fetch dynamically imported module: https://portal.example/assets/InvitePanel-3f9a1c.js'),
  );

/** Made once, as the screens make theirs: the panel whose chunk is gone. */
const InvitePanel = lazyNamed(goneChunk, 'InvitePanel');

/** A section as the Company page has it: a button opens a panel loaded as its own chunk. */
function InvitationsDemo() {
  const [inviting, setInviting] = useState(false);
  return (
    <Stack spacing={2} sx={{ p: 3, alignItems: 'flex-start' }}>
      <Typography variant="h1">Company</Typography>
      <Typography variant="h2">Invitations</Typography>
      <Typography>No one has been invited yet.</Typography>
      <Button variant="contained" onClick={() => setInviting(true)}>
        Invite
      </Button>
      {inviting ? (
        <Suspense fallback={<LoadingState label="Loading the form…" />}>
          <InvitePanel />
        </Suspense>
      ) : null}
    </Stack>
  );
}

/**
 * A lazily loaded panel or chart whose chunk could not be fetched (the portal
 * was redeployed since the page loaded): the message takes its place, the
 * rest of the page stays, and Reload gets the new version.
 */
const meta = {
  title: 'Components/ChunkLoadFailed',
  component: ChunkLoadFailed,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof ChunkLoadFailed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Invite clicked after a deploy: the panel's chunk is gone; the page is still there, with the message where the panel would be. */
export const PanelChunkGone: Story = {
  render: () => <InvitationsDemo />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Invite' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(CHUNK_LOAD_FAILED_TITLE);
    await expect(alert).toHaveTextContent(CHUNK_LOAD_FAILED_MESSAGE);
    await expect(within(alert).getByRole('button', { name: 'Reload' })).toBeVisible();
    // The rest of the page stays: no error page in its place.
    await expect(canvas.getByRole('heading', { level: 1, name: 'Company' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Invite' })).toBeVisible();
    // The clicked button's focus ring and ripple are not the subject, and moved the picture from run to run.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await userEvent.unhover(canvas.getByRole('button', { name: 'Invite' }));
    await expectScreenshot(canvasElement);
  },
};

export const PanelChunkGonePhone: Story = { ...PanelChunkGone, globals: { viewport: { value: 'mobile', isRotated: false } } };

/** Reload asks for the page again (the browser's reload on a screen). */
export const Reload: Story = {
  args: { onReload: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};
