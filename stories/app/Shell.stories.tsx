import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { footerLinks, Shell } from '../../web/src/app/Shell';
import { Banner } from '../../web/src/components/Banner';
import { termsBanner } from '../../web/src/domain/banners';
import { handlersFor } from '../../fixtures/msw';
import { withMemoryRouter } from '../support/router';
import { expectScreenshot } from '../support/screenshot';
import { partnerShellArgs } from '../support/shell-args';
import { automaticSignInAgo, automaticSignInRecord } from '../support/sign-in';

/**
 * The frame around every signed-in page (spec "Shell"): header with the
 * product name, navigation (Admin only for platform admins), the avatar's
 * account menu (API token, Log out); optional announcement banners; the main landmark; footer links and the
 * feedback address.
 */
const meta = {
  title: 'App/Shell',
  component: Shell,
  decorators: [withMemoryRouter('/addons')],
  // The header's notification bell asks the partner API (issue 25): answered as the sandbox would.
  parameters: { layout: 'fullscreen', msw: { handlers: handlersFor('partner') } },
  args: partnerShellArgs,
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A partner: no admin link; the avatar is the button of the account menu, Log out beside it. */
export const Partner: Story = {
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    const nav = within(header).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Add-ons', 'Buildpacks', 'Company']);
    await expect(within(nav).getByRole('link', { name: 'Add-ons' })).toHaveAttribute('aria-current', 'page');
    const account = within(header).getByRole('button', { name: 'Account menu for Priya Raman (PR)' });
    await expect(account).toHaveAttribute('aria-haspopup', 'menu');
    await expect(within(account).getByRole('img', { name: 'Priya Raman' })).toHaveTextContent('PR');
    const logOut = within(header).getByRole('button', { name: 'Log out' });
    await expect(logOut).toHaveAttribute('type', 'submit');
    await expect(logOut.closest('form')).toHaveAttribute('action', '/log-out');
    await expect(logOut.closest('form')).toHaveAttribute('method', 'post');
    await expect(within(header).getByRole('button', { name: 'Notifications' })).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(canvas.getByRole('main')).toHaveTextContent('Page content');
  },
};

/**
 * The account menu (issue 21 item 13b: /token was linked from nowhere): the
 * avatar opens it with API token and Log out — a POST form to /log-out —
 * and it works by keyboard: Enter opens, arrows move, Esc closes back on
 * the avatar.
 */
export const AccountMenu: Story = {
  play: async ({ canvas, userEvent }) => {
    const account = within(canvas.getByRole('banner')).getByRole('button', { name: 'Account menu for Priya Raman (PR)' });
    account.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Account menu for Priya Raman (PR)' });
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['API token', 'Log out']);
    await expect(items[0]).toHaveAttribute('href', '/token');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    // The page behind an open menu is aria-hidden: find the form by its id, not by role.
    const form = account.ownerDocument.getElementById(items[1]?.getAttribute('form') ?? '');
    await expect(items[1]).toHaveAttribute('type', 'submit');
    await expect(form).toHaveAttribute('action', '/log-out');
    await expect(form).toHaveAttribute('method', 'post');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(account).toHaveFocus();
  },
};

/**
 * Logging out comes back to the portal signed out, maybe within a minute of
 * an automatic sign-in: the loop guard forgets that sign-in, so the portal
 * redirects to sign in rather than explaining a problem there is not.
 */
export const LogOutForgetsAutomaticSignIns: Story = {
  beforeEach: automaticSignInAgo(20_000),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(within(canvas.getByRole('banner')).getByRole('button', { name: 'Account menu for Priya Raman (PR)' }));
    const logOut = await screen.findByRole('menuitem', { name: 'Log out' });
    const form = logOut.ownerDocument.getElementById(logOut.getAttribute('form') ?? '');
    if (!form) throw new Error('Log out submits no form');
    // The POST would leave the story: stop it, after the app's own handler saw it.
    const stay = (event: Event) => event.preventDefault();
    form.addEventListener('submit', stay);
    try {
      await expect(automaticSignInRecord()).not.toBeNull();
      await userEvent.click(logOut);
      await expect(automaticSignInRecord()).toBeNull();
    } finally {
      form.removeEventListener('submit', stay);
    }
  },
};

/** A platform admin: the header links to the admin area. */
export const Admin: Story = {
  args: { user: { name: 'Alex Morgan', email: 'admin@platform.test', isPlatformAdmin: true } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Add-ons', 'Buildpacks', 'Admin']);
    await expect(within(nav).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  },
};

/** The footer: documentation, programme, changelog and terms links, and the feedback address. */
export const Footer: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    const nav = within(footer).getByRole('navigation', { name: 'Footer' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(footerLinks.map((link) => link.label));
    for (const [index, link] of links.entries()) await expect(link).toHaveAttribute('href', footerLinks[index]?.href);
    await expect(within(footer).getByRole('link', { name: 'Send us feedback' })).toHaveAttribute(
      'href',
      'mailto:partner-feedback@example.com',
    );
  },
};

const terms = termsBanner({ acknowledgedMsa: false }, '2023-10-15');

/** App-wide announcements sit between the header and the page. */
export const WithAnnouncement: Story = {
  args: {
    banners: terms ? (
      <Banner severity={terms.severity} title={terms.title} link={terms.link}>
        {terms.message}
      </Banner>
    ) : undefined,
  },
  play: async ({ canvas }) => {
    const announcements = canvas.getByRole('region', { name: 'Announcements' });
    await expect(within(announcements).getByRole('status')).toHaveTextContent('Updated terms of service');
  },
};

/** The first Tab stop skips the header; Enter moves focus to the page. */
export const SkipToContent: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/** The header's one toolbar row: its height is a single line's, not two (issue 21 item 6). */
async function expectOneRow(header: HTMLElement) {
  const toolbar = header.querySelector('.MuiToolbar-root') as HTMLElement;
  const name = within(header).getByRole('link', { name: 'Partner Portal' }).getBoundingClientRect();
  const children = [...toolbar.children].map((child) => child.getBoundingClientRect()).filter((box) => box.height > 0);
  for (const box of children) await expect(box.top).toBeLessThan(name.bottom);
  await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  await expect(header.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
}

/** On a 390 px phone the header stays one row: the links and Log out are in a Menu button. */
export const Mobile: Story = {
  args: { user: { name: 'Alex Morgan', email: 'admin@platform.test', isPlatformAdmin: true } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const header = canvas.getByRole('banner');
    await expectOneRow(header);
    await expect(within(header).getByRole('button', { name: 'Account menu for Alex Morgan (AM)' })).toBeVisible();
    await expect(within(header).getByRole('button', { name: 'Notifications' })).toBeVisible();
    const menuButton = within(header).getByRole('button', { name: 'Menu' });
    await userEvent.click(menuButton);
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Add-ons', 'Buildpacks', 'Admin', 'Log out']);
    await expect(within(menu).getByRole('menuitem', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    const logOut = within(menu).getByRole('menuitem', { name: 'Log out' });
    await expect(logOut).toHaveAttribute('type', 'submit');
    await expect(logOut.closest('form')).toHaveAttribute('action', '/log-out');
    await userEvent.keyboard('{Escape}');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  },
};

/** An anonymous visitor on a phone: the public pages in the menu, Sign in beside it, one row. */
export const MobileAnonymous: Story = {
  args: { user: null },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const header = canvas.getByRole('banner');
    await expectOneRow(header);
    await expect(within(header).getByRole('link', { name: 'Sign in' })).toBeVisible();
    await userEvent.click(within(header).getByRole('button', { name: 'Menu' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Partner program', 'Changelog']);
    await userEvent.keyboard('{Escape}');
  },
};

/**
 * An anonymous visitor of a public page (spec §2 "Public routes"): the public
 * pages in the navigation, the product name leading to the provider home, and
 * Sign in returning to this page — no avatar, no account menu, no Log out.
 */
export const Anonymous: Story = {
  args: { user: null },
  play: async ({ canvas }) => {
    const header = within(canvas.getByRole('banner'));
    const nav = within(header.getByRole('navigation', { name: 'Main' }));
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Partner program', 'Changelog']);
    await expect(header.getByRole('link', { name: 'Partner Portal' })).toHaveAttribute('href', '/provider/home');
    await expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?return_to=%2Faddons');
    await expect(header.queryByRole('button', { name: /^Account menu/ })).toBeNull();
    await expect(header.queryByRole('button', { name: 'Log out' })).toBeNull();
    await expect(header.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

/** A public page still asking who is looking: neither Sign in nor an account yet, so nothing flickers. */
export const VisitorNotYetKnown: Story = {
  args: { user: undefined },
  play: async ({ canvas }) => {
    const header = within(canvas.getByRole('banner'));
    await expect(header.queryByRole('link', { name: 'Sign in' })).toBeNull();
    await expect(header.queryByRole('button', { name: /^Account menu/ })).toBeNull();
    await expect(header.queryByRole('button', { name: 'Log out' })).toBeNull();
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeVisible();
  },
};

/** The dark scheme (issue 25 item 4) at 1280 px: header, page and footer from the dark tokens. */
export const Dark: Story = {
  globals: { theme: 'dark', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(within(canvas.getByRole('banner')).getByRole('button', { name: 'Colour scheme: Dark' })).toBeVisible();
    await expectScreenshot(canvasElement);
  },
};

/** The dark scheme on a 390 px phone: the switch fits the one-row header. */
export const DarkOnAPhone: Story = {
  globals: { theme: 'dark', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const header = canvas.getByRole('banner');
    await expectOneRow(header);
    await expect(within(header).getByRole('button', { name: 'Colour scheme: Dark' })).toBeVisible();
    await expectScreenshot(canvasElement);
  },
};
