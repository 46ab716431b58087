import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { errorHandlers, handlersFor, sessionPath } from '../../fixtures/msw';
import { AppRoute } from '../support/router';
import { expectScreenshot } from '../support/screenshot';
import { signInRequired } from '../support/sign-in';

/**
 * Before any page: the SPA asks the BFF who is signed in (GET /bff/session).
 * Signed out, it sends the browser to sign in and back to the page afterwards.
 */
const meta = {
  title: 'Pages/Session',
  render: () => <AppRoute path="/addons?view=all" />,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The session has expired (401): on the way to sign in, returning to the same path and query. */
export const SignedOut: Story = {
  parameters: { msw: { handlers: errorHandlers(401) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Redirecting to sign in…')).toBeVisible();
    await waitFor(() => expect(signInRequired).toHaveBeenCalledWith('/addons?view=all'));
  },
};

/** The BFF cannot say who is signed in: an error with a retry, no shell. */
export const Unavailable: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(sessionPath, () =>
          HttpResponse.json({ id: 'service_unavailable', message: 'The session store is not reachable.' }, { status: 503 }),
        ),
        ...handlersFor('partner'),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const alert = await canvas.findByRole('alert');
    await expect(canvas.getByRole('main')).toContainElement(alert);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Partner Portal' })).toBeVisible();
    await expect(alert).toHaveTextContent('The session store is not reachable.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(signInRequired).not.toHaveBeenCalled();
    await expectScreenshot(canvasElement);
  },
};
