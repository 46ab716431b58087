import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AddonIcon } from '../../web/src/components/AddonIcon';
import { acmeAddonIn } from '../support/fixture-addons';

/** An add-on's 70×70 icon, or a placeholder tile when it has none. */
const meta = {
  title: 'Components/AddonIcon',
  component: AddonIcon,
  tags: ['autodocs'],
  args: { src: acmeAddonIn('ga').iconUrl },
} satisfies Meta<typeof AddonIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Next to the add-on's name the icon is decorative (empty alt text). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('alt', '');
    await expect(image).toHaveAttribute('width', '70');
  },
};

/** Where the icon stands alone it is named. */
export const Labelled: Story = {
  args: { alt: 'Acme Metrics' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Acme Metrics' })).toBeVisible();
  },
};

export const Placeholder: Story = {
  args: { src: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('addon-icon-placeholder')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const LabelledPlaceholder: Story = {
  args: { src: null, alt: 'Acme Insights' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Acme Insights' })).toBeVisible();
  },
};

export const Small: Story = {
  args: { size: 36 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('width', '36');
  },
};
