import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { handlersFor } from '../../fixtures/msw';
import { AppRoute } from '../support/router';
import { expectScreenshot } from '../support/screenshot';

/** The admin area's index at /admin (spec §2 "Admin routes"), behind the admin guard. */
const meta = {
  title: 'Pages/Admin',
  render: () => <AppRoute path="/admin" />,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A platform admin: four cards, and the header's Admin link marks the section. */
export const Admin: Story = {
  parameters: { msw: { handlers: handlersFor('admin') } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
    const areas = canvas.getByRole('list', { name: 'Admin areas' });
    await expect(within(areas).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Repricing',
      'Addresses',
      'Users',
      'Email lookup',
    ]);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Admin' })).toHaveAttribute('aria-current', 'page');
    await expectScreenshot(canvasElement);
  },
};

/** A partner who opens /admin is sent to / and on to the add-ons list. */
export const PartnerIsSentAway: Story = {
  parameters: { msw: { handlers: handlersFor('partner') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Acme Data add-ons' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Admin' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Admin' })).toBeNull();
  },
};
