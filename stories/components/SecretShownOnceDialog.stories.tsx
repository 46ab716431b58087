import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SecretShownOnceDialog } from '../../web/src/components/SecretShownOnceDialog';
import { flashTexts } from '../support/flashes';
import { expectScreenshot } from '../support/screenshot';
import { standInClipboard } from '../support/stand-in-clipboard';

/**
 * A secret shown once and never again (an API token's value, a webhook's
 * signing secret): revealed with a copy button, the warning first, and
 * closing is a deliberate "I have copied it". The token and webhook stories
 * show it where it opens; here, its own states.
 */
const SECRET = 'ppt_Zm9yLXRoZS1zdG9yeS1vbmx5LW5ldmVyLWEtcmVhbC10b2tlbg';
const written: string[] = [];

const meta = {
  title: 'Components/SecretShownOnceDialog',
  component: SecretShownOnceDialog,
  args: {
    title: 'Token “Nightly check” created',
    noun: 'API token',
    secret: SECRET,
    warning: "Copy this token now: you won't see it again. If it is lost, revoke it and create another.",
    children: (
      <Typography>
        Send it as <code>Authorization: Bearer …</code> to the partner API. It may: Read listing.
      </Typography>
    ),
    onClose: fn(),
  },
  beforeEach: () => {
    written.length = 0;
    return standInClipboard(written);
  },
} satisfies Meta<typeof SecretShownOnceDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogIn = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Token “Nightly check” created' });

/** Opened: the warning, what it is for, the value revealed (not masked) with Copy and Hide. */
export const ShownOnceWithCopy: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement);
    // The dialog fades in: looked at once it is fully shown.
    await waitFor(() => expect(within(dialog).getByRole('note')).toBeVisible());
    await expect(within(dialog).getByRole('note')).toHaveTextContent("Copy this token now: you won't see it again. If it is lost, revoke it and create another.");
    await expect(within(dialog).getByLabelText('API token')).toHaveTextContent(SECRET);
    await expect(within(dialog).getByRole('button', { name: 'Copy API token' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Hide API token' })).toBeVisible();
    await expectScreenshot(dialog);
  },
};

/** Copy puts the value on the clipboard and says so; the dialog stays open until it is closed. */
export const Copied: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogIn(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy API token' }));
    await expect(written).toEqual([SECRET]);
    await waitFor(() => expect(flashTexts(canvasElement.ownerDocument)).toContain('API token copied to the clipboard.'));
    await expect(dialog).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Closing is "I have copied it" (the one button), or Escape: nothing asks again, the warning said it first. */
export const Closing: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogIn(canvasElement);
    const buttons = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent);
    await expect(buttons).toEqual(['Hide API token', 'Copy API token', 'I have copied it']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/**
 * A click beside the dialog (on the dimmed page) does not close it: the secret
 * is never shown again, so only a deliberate close (the button, or Escape) may
 * put it away. A stray click that lost it would mean revoking or rotating.
 */
export const ClickBesideKeepsIt: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogIn(canvasElement);
    // Faded in first, so the click lands on a shown backdrop.
    await waitFor(() => expect(dialog).toBeVisible());
    const backdrop = canvasElement.ownerDocument.querySelector<HTMLElement>('.MuiBackdrop-root');
    await expect(backdrop).not.toBeNull();
    await userEvent.click(backdrop!);
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByLabelText('API token')).toHaveTextContent(SECRET);
  },
};
