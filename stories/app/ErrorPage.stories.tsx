import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ERROR_PAGE_MESSAGE, ErrorPage } from '../../web/src/app/ErrorPage';
import { withMemoryRouter } from '../support/router';

/**
 * 'Ooops, something has gone wrong.' with a way back: the wildcard route and
 * every route's error boundary. Pages/Error page shows it inside the shell.
 */
const meta = {
  title: 'App/ErrorPage',
  component: ErrorPage,
  decorators: [withMemoryRouter('/no/such/page')],
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inside the shell, which brings the main landmark. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: ERROR_PAGE_MESSAGE })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the portal' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('main')).toBeNull();
  },
};

/** Outside the shell (the root route failed): its own main landmark. */
export const Standalone: Story = {
  args: { standalone: true },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toHaveTextContent(ERROR_PAGE_MESSAGE);
  },
};
