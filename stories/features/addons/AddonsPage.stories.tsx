import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { handlersFor } from '../../../fixtures/msw';
import { AddonsPage } from '../../../web/src/features/addons/AddonsPage';
import { withMemoryRouter } from '../../support/router';

/**
 * The add-ons screen on its own, without the shell, judged on a pinned day
 * (its `today` prop) rather than the clock. Pages/Add-ons list shows every
 * state of the whole page.
 */
const meta = {
  title: 'Features/Add-ons/AddonsPage',
  component: AddonsPage,
  decorators: [withMemoryRouter()],
  args: { today: '2024-03-04' },
} satisfies Meta<typeof AddonsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Partner: Story = {
  parameters: { msw: { handlers: handlersFor('partner') } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Acme Data add-ons' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.queryByText('Provisioning API version 3 is required')).toBeNull();
  },
};

/** The day before the API deadline: the API banner names Acme Metrics. */
export const PartnerBeforeApiDeadline: Story = {
  args: { today: '2023-09-04' },
  parameters: { msw: { handlers: handlersFor('partner') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Provisioning API version 3 is required')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: handlersFor('solo') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Contribute your first add-on' })).toBeVisible();
  },
};
