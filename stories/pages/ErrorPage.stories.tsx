import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { handlersFor } from '../../fixtures/msw';
import { ERROR_PAGE_MESSAGE } from '../../web/src/app/ErrorPage';
import { AppRoute } from '../support/router';
import { expectScreenshot } from '../support/screenshot';

/** Any other path (spec §2 "/*wildcard"): the error page inside the shell, with a link back to /. */
const meta = {
  title: 'Pages/Error page',
  render: () => <AppRoute path="/no/such/page" />,
  parameters: { layout: 'fullscreen', msw: { handlers: handlersFor('partner') } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: ERROR_PAGE_MESSAGE })).toBeVisible();
    const main = canvas.getByRole('main');
    await expect(main).toHaveTextContent(ERROR_PAGE_MESSAGE);
    await expect(within(main).getByRole('link', { name: 'Back to the portal' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expectScreenshot(canvasElement);
  },
};

/** 'Back to the portal' leads to / and from there to the add-ons list. */
export const BackToThePortal: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Back to the portal' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Acme Data add-ons' })).toBeVisible();
  },
};
