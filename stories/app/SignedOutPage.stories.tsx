import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, waitFor } from 'storybook/test';
import { FullPageLoading } from '../../web/src/app/FullPageLoading';
import { useAutomaticSignIn } from '../../web/src/app/SignInLoopGuard';
import { SIGNED_OUT_HEADING } from '../../web/src/app/SignedOutPage';
import { LOG_OUT_STORAGE_KEY } from '../../web/src/app/sign-in-guard';
import { expectScreenshot } from '../support/screenshot';
import { signInRequired } from '../support/sign-in';

const RETURN_TO = '/addons';

/** The portal's first screen after the identity provider sent the browser back from log-out: it meets a 401. */
function LandingAfterLogOut() {
  const signIn = useAutomaticSignIn();
  useEffect(() => {
    signIn(RETURN_TO);
  }, [signIn]);
  return <FullPageLoading label="Redirecting to sign in…" />;
}

/** The tab logged out a moment ago (the account menu's Log out records it, sign-in-guard.ts). */
const loggedOutAMomentAgo = () => {
  window.sessionStorage.setItem(LOG_OUT_STORAGE_KEY, String(Date.now() - 2_000));
  return () => window.sessionStorage.removeItem(LOG_OUT_STORAGE_KEY);
};

/**
 * Where a log-out lands (issue 31 item 20): "You are signed out", not a silent
 * bounce to the identity provider's sign-in page.
 */
const meta = {
  title: 'App/SignedOutPage',
  render: () => <LandingAfterLogOut />,
  parameters: { layout: 'fullscreen' },
  beforeEach: loggedOutAMomentAgo,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focus on the heading; no automatic redirect; Sign in again goes where the user was. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const heading = await canvas.findByRole('heading', { level: 1, name: SIGNED_OUT_HEADING });
    await expect(heading).toHaveFocus();
    await waitFor(() => expect(document.title).toBe('Signed out · Partner Portal'));
    await expect(signInRequired).not.toHaveBeenCalled();
    await expectScreenshot(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in again' }));
    await expect(signInRequired).toHaveBeenCalledWith(RETURN_TO);
  },
};

/** Long after a log-out, a 401 is an ordinary expiry: straight to sign in, no "signed out" page. */
export const LongAfterLogOutRedirects: Story = {
  beforeEach: () => {
    window.sessionStorage.setItem(LOG_OUT_STORAGE_KEY, String(Date.now() - 10 * 60_000));
    return () => window.sessionStorage.removeItem(LOG_OUT_STORAGE_KEY);
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(signInRequired).toHaveBeenCalledWith(RETURN_TO));
    await expect(canvas.queryByRole('heading', { name: SIGNED_OUT_HEADING })).toBeNull();
  },
};

/** At 390 px the button and the link wrap under the sentence. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: SIGNED_OUT_HEADING });
    await expectScreenshot(canvasElement);
  },
};
