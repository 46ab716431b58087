import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DEFAULT_AVATAR_SIZE, UserAvatar } from '../../web/src/components/UserAvatar';
import { acmeAddonIn } from '../support/fixture-addons';

/** The signed-in user's avatar (spec "Shell"): an image, or their initials; 80 px unless told otherwise. */
const meta = {
  title: 'Components/UserAvatar',
  component: UserAvatar,
  tags: ['autodocs'],
  args: { name: 'Priya Raman' },
} satisfies Meta<typeof UserAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No image: the initials, on the placeholder colour. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Priya Raman' });
    await expect(avatar).toHaveTextContent('PR');
    await expect(avatar.getBoundingClientRect().width).toBe(DEFAULT_AVATAR_SIZE);
  },
};

export const WithImage: Story = {
  args: { src: acmeAddonIn('beta').iconUrl },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Priya Raman' })).toBeVisible();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

/** An image that fails to load falls back to the initials. */
export const BrokenImage: Story = {
  args: { src: 'data:image/png;base64,bm90IGFuIGltYWdl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('PR')).toBeVisible();
  },
};

/** In the header: 36 px, named for who is signed in. */
export const HeaderSize: Story = {
  args: { size: 36, label: 'Signed in as Priya Raman' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Signed in as Priya Raman' });
    await expect(avatar.getBoundingClientRect().width).toBe(36);
  },
};

/** A single name gives one or two letters. */
export const SingleName: Story = {
  args: { name: 'Cher' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Cher' }).textContent).toMatch(/^[A-Z]{1,2}$/);
  },
};
