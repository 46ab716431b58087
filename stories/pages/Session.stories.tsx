import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { errorHandlers, handlersFor, sessionPath } from '../../fixtures/msw';
import { SIGN_IN_PROBLEM_HEADING } from '../../web/src/app/SignInProblemPage';
import { AppRoute } from '../support/router';
import { expectScreenshot } from '../support/screenshot';
import { automaticSignInAgo, automaticSignInRecord, signInRequired, type SignInParameters } from '../support/sign-in';

/**
 * Before any page: the SPA asks the BFF who is signed in (GET /bff/session).
 * Signed out, it sends the browser to sign in and back to the page afterwards
 * — once: a 401 straight after that explains instead of looping.
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

/** The first 401 a while after an automatic sign-in (here 30 minutes): still a silent redirect. */
export const SignedOutLongAfterSigningIn: Story = {
  parameters: { msw: { handlers: errorHandlers(401) } },
  beforeEach: automaticSignInAgo(30 * 60_000),
  play: async ({ canvas }) => {
    await waitFor(() => expect(signInRequired).toHaveBeenCalledWith('/addons?view=all'));
    await expect(canvas.queryByRole('heading', { name: SIGN_IN_PROBLEM_HEADING })).toBeNull();
  },
};

/**
 * A visitor was sent to sign in seconds ago, left the sign-in page without
 * signing in, and opened this address: asked to sign in again, never told
 * that the portal signed them in (issue 31 #14).
 */
export const SignInAbandoned: Story = {
  parameters: { msw: { handlers: errorHandlers(401) } },
  beforeEach: automaticSignInAgo(5_000, { signedIn: false }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Redirecting to sign in…')).toBeVisible();
    await waitFor(() => expect(signInRequired).toHaveBeenCalledWith('/addons?view=all'));
    await expect(canvas.queryByRole('heading', { name: SIGN_IN_PROBLEM_HEADING })).toBeNull();
  },
};

const returnsAtOnce: SignInParameters = { returnsAtOnce: true };

/**
 * No session ever holds (GET /bff/session answers 401 on every page load, and
 * the identity provider sends the browser back at once): a few quick
 * automatic redirects, then an explanation that does not claim a sign-in,
 * never an endless loop.
 */
export const SignInLoop: Story = {
  parameters: { msw: { handlers: errorHandlers(401) }, signIn: returnsAtOnce },
  play: async ({ canvas, canvasElement }) => {
    const heading = await canvas.findByRole('heading', { level: 1, name: SIGN_IN_PROBLEM_HEADING });
    await expect(heading).toHaveFocus();
    await expect(signInRequired).toHaveBeenCalledTimes(3);
    await expect(signInRequired).toHaveBeenCalledWith('/addons?view=all');
    await expect(canvas.getByRole('main')).toHaveTextContent(/could not keep your session/);
    await expect(canvas.getByRole('main')).not.toHaveTextContent(/signed you in/);
    await expect(canvas.getByRole('button', { name: 'Sign in again' })).toBeVisible();
    await expect(canvas.queryByText('Redirecting to sign in…')).toBeNull();
    await expect(automaticSignInRecord()).not.toBeNull();
    await expectScreenshot(canvasElement);
  },
};

/**
 * The incident: the session answers 200 but the API refuses its token (401)
 * on every page load. The session's 200 marks the sign-in: the second load
 * explains that the session was refused.
 */
export const ApiRefusesEverySession: Story = {
  parameters: {
    msw: {
      handlers: [...errorHandlers(401).filter((handler) => handler.info.path !== sessionPath), ...handlersFor('partner')],
    },
    signIn: returnsAtOnce,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: SIGN_IN_PROBLEM_HEADING })).toHaveFocus();
    await expect(signInRequired).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('main')).toHaveTextContent(/signed you in, but the service then refused your session/);
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
