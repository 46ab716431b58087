import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from '../../web/src/components/ConfirmDialog';

/** The one confirmation (design.md §5). Focus starts on Cancel, so a stray Enter never deletes anything. */
const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Remove Button',
    confirmLabel: 'Remove',
    destructive: true,
    onConfirm: fn(),
    onCancel: fn(),
    children: 'Remove the example button for acme-data/postgres-rails-example from the listing?',
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Destructive: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Remove Button' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** While the action runs, nothing can be pressed twice. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Remove Button' });
    await expect(within(dialog).getByRole('button', { name: 'Working…' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};
