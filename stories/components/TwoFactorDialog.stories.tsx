import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TwoFactorDialog } from '../../web/src/components/TwoFactorDialog';

/**
 * The one second-factor prompt (spec §5), for every registry write that a
 * team's second factor guards: publish, roll back, archive. The code field
 * takes focus; an empty code is refused on the field, not sent.
 */
const meta = {
  title: 'Components/TwoFactorDialog',
  component: TwoFactorDialog,
  args: {
    open: true,
    reason: 'Team acme-secure requires a second factor to publish.',
    action: 'publish',
    error: undefined,
    sending: false,
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof TwoFactorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogIn = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Two-factor code' });

export const AskingForTheCode: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogIn(canvasElement);
    const code = within(dialog).getByRole('textbox', { name: /Two-factor code/ });
    await waitFor(() => expect(code).toHaveFocus());
    await expect(dialog).toHaveTextContent('Team acme-secure requires a second factor to publish. Enter the code from your authenticator app.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify and publish' }));
    await expect(code).toHaveAccessibleDescription('Enter the code from your authenticator app.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(code, ' 424242 ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('424242');
  },
};

/** The server refused the code: its reason is on the field, and the code is selected for the next try. */
export const WrongCode: Story = {
  args: { error: 'The two-factor code is not valid; check your authenticator and try again.', action: 'roll back', reason: 'The team that owns acme-secure/vault-client requires a second factor to roll it back.' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement);
    const code = within(dialog).getByRole('textbox', { name: /Two-factor code/ });
    await expect(code).toBeInvalid();
    await expect(code).toHaveAccessibleDescription('The two-factor code is not valid; check your authenticator and try again.');
    await expect(within(dialog).getByRole('button', { name: 'Verify and roll back' })).toBeEnabled();
  },
};

/** While the code is checked, nothing can be pressed twice, and Esc does not close the dialog. */
export const Sending: Story = {
  args: { sending: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogIn(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Verifying…' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};
