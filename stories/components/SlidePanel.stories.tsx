import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SlidePanel } from '../../web/src/components/SlidePanel';

/** The one slide panel (design.md §5): a modal drawer from the right for forms, named by its title. */
const meta = {
  title: 'Components/SlidePanel',
  component: SlidePanel,
  args: {
    title: 'Add Button',
    onClose: fn(),
    children: <TextField label="Button (user/repo)" fullWidth />,
    actions: (
      <>
        <Button>Cancel</Button>
        <Button variant="contained">Add Button</Button>
      </>
    ),
  },
} satisfies Meta<typeof SlidePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A narrow panel with one field; Escape and the close button both close it. */
export const Narrow: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const panel = await body.findByRole('dialog', { name: 'Add Button' });
    await expect(within(panel).getByRole('textbox', { name: 'Button (user/repo)' })).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Close panel' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/** The wide panel holds a form beside a preview. */
export const Wide: Story = {
  args: { title: 'Edit basic info', width: 'wide' },
  play: async ({ canvasElement }) => {
    const panel = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Edit basic info' });
    await expect(panel.getBoundingClientRect().width).toBeGreaterThan(600);
  },
};
