import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { FullPageLoading } from '../../web/src/app/FullPageLoading';
import { useAutomaticSignIn } from '../../web/src/app/SignInLoopGuard';
import { SIGN_IN_PROBLEM_HEADING } from '../../web/src/app/SignInProblemPage';
import { automaticSignInAgo, automaticSignInRecord, signInRequired } from '../support/sign-in';

const RETURN_TO = '/addons/acme-postgres/marketplace-listing?panel=benefits';

/**
 * A screen that meets a 401, as the session guard or an API call would;
 * `times` > 1 as when both do, or StrictMode runs the effect twice.
 */
function UnauthorizedAt({ returnTo, times = 1 }: { returnTo: string; times?: number }) {
  const signIn = useAutomaticSignIn();
  useEffect(() => {
    for (let call = 0; call < times; call += 1) signIn(returnTo);
  }, [signIn, returnTo, times]);
  return <FullPageLoading label="Redirecting to sign in…" />;
}

const redirectedAMomentAgo = automaticSignInAgo(5_000);

/**
 * The sign-in loop guard's page: a 401 arrived seconds after the tab was sent
 * to sign in automatically, so instead of another redirect the portal explains
 * and lets the user choose. Pages/Session shows how the app gets here.
 */
const meta = {
  title: 'App/SignInProblemPage',
  render: () => <UnauthorizedAt returnTo={RETURN_TO} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focus on the heading; Sign in again forgets the earlier redirect and goes where the user was going. */
export const Default: Story = {
  beforeEach: redirectedAMomentAgo,
  play: async ({ canvas, userEvent }) => {
    const heading = await canvas.findByRole('heading', { level: 1, name: SIGN_IN_PROBLEM_HEADING });
    await expect(heading).toHaveFocus();
    await expect(canvas.getByRole('main')).toContainElement(heading);
    await waitFor(() => expect(document.title).toBe('Sign-in problem · Partner Portal'));
    await expect(canvas.getByRole('main')).toHaveTextContent(/signed you in, but the service then refused your session/);
    await expect(canvas.getByRole('link', { name: 'partner-feedback@example.com' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:partner-feedback@example\.com\?subject=/),
    );
    await expect(signInRequired).not.toHaveBeenCalled();
    await expect(automaticSignInRecord()).not.toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Sign in again' }));
    await expect(signInRequired).toHaveBeenCalledTimes(1);
    await expect(signInRequired).toHaveBeenCalledWith(RETURN_TO);
    await expect(automaticSignInRecord()).toBeNull();
  },
};

/** Keyboard only: from the heading, Tab reaches the support link, then the button; Enter signs in again. */
export const Keyboard: Story = {
  beforeEach: redirectedAMomentAgo,
  play: async ({ canvas, userEvent }) => {
    const main = within(await canvas.findByRole('main'));
    await expect(main.getByRole('heading', { level: 1 })).toHaveFocus();
    await userEvent.tab();
    await expect(main.getByRole('link', { name: 'partner-feedback@example.com' })).toHaveFocus();
    await userEvent.tab();
    await expect(main.getByRole('button', { name: 'Sign in again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(signInRequired).toHaveBeenCalledTimes(1);
    await expect(signInRequired).toHaveBeenCalledWith(RETURN_TO);
  },
};

/** The dark scheme (axe checks the contrast). */
export const Dark: Story = {
  beforeEach: redirectedAMomentAgo,
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: SIGN_IN_PROBLEM_HEADING })).toHaveFocus();
  },
};

/**
 * Not shown for the first 401 of a while, however many arrive before the page
 * unloads: they are one redirect, not a loop.
 */
export const NotForOnePageLoad: Story = {
  render: () => <UnauthorizedAt returnTo={RETURN_TO} times={3} />,
  play: async ({ canvas }) => {
    await waitFor(() => expect(signInRequired).toHaveBeenCalledWith(RETURN_TO));
    await expect(signInRequired).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('Redirecting to sign in…');
    await expect(canvas.queryByRole('heading', { name: SIGN_IN_PROBLEM_HEADING })).toBeNull();
  },
};
