import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { anonymousHandlers, handlersFor } from '../../fixtures/msw';
import { AppRoute } from '../support/router';
import { expectScreenshot } from '../support/screenshot';
import { signInRequired } from '../support/sign-in';
import { ProviderHomePage } from '../../web/src/features/public/ProviderHomePage';
import { ResourceCentre } from '../../web/src/features/public/ResourceCentre';

/**
 * The public provider home at /provider/home (spec §1, §2 "Public routes"):
 * the partner programme pitch with Join Provider Program, who partners are,
 * why partner, and the resource centre's four link groups. Anonymous visitors
 * get the public header with Sign in; signed-in visitors their usual header.
 */
const meta = {
  title: 'Pages/Provider home',
  subcomponents: { ProviderHomePage, ResourceCentre },
  render: () => <AppRoute path="/provider/home" />,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const noSidewaysScroll = (canvasElement: HTMLElement) => {
  const page = canvasElement.ownerDocument.documentElement;
  return expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
};

/** Nobody signed in: the whole pitch and the resource centre, Sign in in the header. */
export const Anonymous: Story = {
  parameters: { msw: { handlers: anonymousHandlers() } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Bring your service to every developer on the platform' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Join Provider Program' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    for (const section of ['Who partners are', 'Why partner', 'Resource centre']) {
      await expect(canvas.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    const groups = within(canvas.getByRole('list', { name: 'Resource groups' }));
    for (const group of ['How to partner', 'How add-ons work', 'How to build an add-on', 'Useful links']) {
      await expect(groups.getByRole('heading', { level: 3, name: group })).toBeVisible();
    }
    const useful = within(groups.getByRole('list', { name: 'Useful links' }));
    await expect(useful.getByRole('link', { name: 'Request a state progression' })).toBeVisible();
    await expect(useful.getByRole('link', { name: 'Request a plan change' })).toBeVisible();
    await expect(useful.getByRole('link', { name: 'Contact partner support' })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    const header = within(canvas.getByRole('banner'));
    // The header asks /bff/visitor; the page itself does not wait for it.
    await expect(await header.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?return_to=%2Fprovider%2Fhome');
    await expect(header.getByRole('link', { name: 'Partner program' })).toHaveAttribute('aria-current', 'page');
    await expect(signInRequired).not.toHaveBeenCalled();
    await expectScreenshot(canvasElement);
  },
};

/** On a phone (390 px): cards in one column, buttons full width, no sideways scroll. */
export const AnonymousMobile: Story = {
  ...Anonymous,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('link', { name: 'Join Provider Program' })).toBeVisible();
    await expect(await within(canvas.getByRole('banner')).findByRole('link', { name: 'Sign in' })).toBeVisible();
    await noSidewaysScroll(canvasElement);
    await expectScreenshot(canvasElement);
  },
};

/**
 * A signed-in admin reading the pitch: their usual header with Admin, no Sign
 * in, and the way into the portal where a visitor is asked to join (issue 31 item 13).
 */
export const SignedIn: Story = {
  parameters: { msw: { handlers: handlersFor('admin') } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('link', { name: 'Go to your add-ons' })).toHaveAttribute('href', '/addons');
    await expect(canvas.queryByRole('link', { name: 'Join Provider Program' })).toBeNull();
    const header = within(canvas.getByRole('banner'));
    await expect(await header.findByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Admin' })).toBeVisible();
    await expect(header.queryByRole('link', { name: 'Sign in' })).toBeNull();
    await expectScreenshot(canvasElement);
  },
};

export const SignedInMobile: Story = {
  ...SignedIn,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('link', { name: 'Go to your add-ons' })).toBeVisible();
    // On a phone Log out is in the header's Menu (issue 21 item 6: one header row).
    await userEvent.click(await within(canvas.getByRole('banner')).findByRole('button', { name: 'Menu' }));
    const logOut = await within(canvasElement.ownerDocument.body).findByRole('menuitem', { name: 'Log out' });
    await waitFor(() => expect(logOut).toBeVisible()); // once the menu has faded in
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('menu')).toBeNull());
    await noSidewaysScroll(canvasElement);
    await expectScreenshot(canvasElement);
  },
};
