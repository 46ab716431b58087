import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { adminAreas, AdminIndexPage } from '../../../web/src/features/admin/AdminIndexPage';
import { withMemoryRouter } from '../../support/router';

/** The admin index (spec §2): cards leading to repricing, addresses, users and e-mail lookup. */
const meta = {
  title: 'Features/Admin/AdminIndexPage',
  component: AdminIndexPage,
  decorators: [withMemoryRouter('/admin')],
} satisfies Meta<typeof AdminIndexPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Admin areas' });
    const links = within(list).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Repricing', 'Addresses', 'Users', 'Email lookup']);
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(adminAreas.map((area) => area.to));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};
