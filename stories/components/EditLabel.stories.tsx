import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EditLabel } from '../../web/src/components/EditLabel';

/**
 * An Edit button's text: "Edit" on screen, and what it edits to a screen
 * reader, so a page with several Edit buttons (Company information, Supplier
 * information) lists each by a name of its own. The visible word starts the
 * accessible name (WCAG 2.5.3, label in name).
 */
const meta = {
  title: 'Components/EditLabel',
  component: EditLabel,
  tags: ['autodocs'],
  args: { what: 'company information' },
  render: (args) => (
    <Button variant="outlined">
      <EditLabel {...args} />
    </Button>
  ),
} satisfies Meta<typeof EditLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One Edit button: the screen shows "Edit", its name says what. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Edit company information' });
    await expect(button).toBeVisible();
    // What is hidden is hidden only visually: one pixel, clipped, still in the accessibility tree.
    const hidden = canvas.getByText('company information', { exact: false });
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** Two on one page, as the company page has them: same word on screen, two different names. */
export const TwoOnOnePage: Story = {
  render: () => (
    <Stack direction="row" spacing={2}>
      <Button variant="outlined">
        <EditLabel what="company information" />
      </Button>
      <Button variant="outlined">
        <EditLabel what="supplier information" />
      </Button>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Edit company information' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit supplier information' })).toBeVisible();
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual(['Edit company information', 'Edit supplier information']);
  },
};
