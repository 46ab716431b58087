import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { anonymousHandlers, handlersFor, loadingHandlers } from '../../fixtures/msw';
import { AppRoute } from '../support/router';
import { expectScreenshot } from '../support/screenshot';
import { signInRequired } from '../support/sign-in';
import { ChangelogPage } from '../../web/src/features/public/ChangelogPage';
import { ChangelogEntryRow } from '../../web/src/features/public/ChangelogEntryRow';

/**
 * The public changelog at /changelog (spec §2 "Public routes"): the 20 most
 * recently updated add-ons grouped by month, for anyone. Rendered through the
 * real route tree: anonymous visitors get the public header with Sign in;
 * signed-in visitors their usual header. The sandbox has 14 add-ons, updated
 * between January and October 2026.
 */
const meta = {
  title: 'Pages/Changelog',
  subcomponents: { ChangelogPage, ChangelogEntryRow },
  render: () => <AppRoute path="/changelog" />,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const noSidewaysScroll = (canvasElement: HTMLElement) => {
  const page = canvasElement.ownerDocument.documentElement;
  return expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
};

/** Nobody signed in: the changelog, a Sign in button that comes back here, no session needed. */
export const Anonymous: Story = {
  parameters: { msw: { handlers: anonymousHandlers() } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Add-ons changelog' })).toBeVisible();
    // Newest first: the alpha add-ons of October (invite-only) are not public, so
    // September's Acme Postgres (22 Sep, GA) leads.
    const september = await canvas.findByRole('region', { name: 'September 2026' });
    const entries = within(within(september).getByRole('list')).getAllByRole('listitem');
    await expect(entries).toHaveLength(1);
    const postgres = within(entries[0] as HTMLElement);
    await expect(postgres.getByRole('heading', { level: 3, name: 'Acme Postgres' })).toBeVisible();
    await expect(postgres.getByRole('link', { name: 'Acme Postgres' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/.+acme-postgres/));
    await expect(postgres.getByText('as of September 22nd, 2026')).toBeVisible();
    // Months, newest first, down to January: the 10 publicly listed sandbox add-ons
    // (fewer than 20), shut-down ones included if they were ever listed, alpha ones never.
    const months = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(months[0]).toBe('September 2026');
    await expect(months.at(-1)).toBe('January 2026');
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(10);
    await expect(canvas.queryByRole('heading', { level: 3, name: 'Kiln Cache' })).toBeNull();
    // Shut down without ever leaving its invite-only alpha (issue 31 item 10).
    await expect(canvas.queryByRole('heading', { level: 3, name: 'Kiln Queue' })).toBeNull();
    await expect(within(canvas.getByRole('region', { name: 'January 2026' })).getByText('Shutdown')).toBeVisible();
    // GA add-ons carry a badge here too.
    await expect(within(canvas.getByRole('region', { name: 'July 2026' })).getByText('GA')).toBeVisible();
    const header = canvas.getByRole('banner');
    await expect(await within(header).findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?return_to=%2Fchangelog');
    await expect(within(header).queryByRole('button', { name: 'Log out' })).toBeNull();
    await expect(within(canvas.getByRole('contentinfo')).getByRole('link', { name: 'Send us feedback' })).toBeVisible();
    // Reading it never starts a sign-in.
    await expect(signInRequired).not.toHaveBeenCalled();
    await expectScreenshot(canvasElement);
  },
};

/** On a phone (390 px): one column, no sideways scroll, the Sign in button still in the header. */
export const AnonymousMobile: Story = {
  ...Anonymous,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('region', { name: 'September 2026' })).toBeVisible();
    await expect(await within(canvas.getByRole('banner')).findByRole('link', { name: 'Sign in' })).toBeVisible();
    await noSidewaysScroll(canvasElement);
    await expectScreenshot(canvasElement);
  },
};

/** The dark colour scheme: badges and links keep their contrast (axe checks it). */
export const AnonymousDark: Story = {
  ...Anonymous,
  globals: { theme: 'dark', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('region', { name: 'September 2026' })).toBeVisible();
    await expectScreenshot(canvasElement);
  },
};

/** A signed-in partner on the changelog: their usual header (Add-ons, avatar, Log out), no Sign in. */
export const SignedIn: Story = {
  parameters: { msw: { handlers: handlersFor('partner') } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('region', { name: 'September 2026' })).toBeVisible();
    const header = canvas.getByRole('banner');
    await expect(await within(header).findByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(within(header).getByRole('link', { name: 'Add-ons' })).toHaveAttribute('href', '/addons');
    await expect(within(header).queryByRole('link', { name: 'Sign in' })).toBeNull();
    await expectScreenshot(canvasElement);
  },
};

export const SignedInMobile: Story = {
  ...SignedIn,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('region', { name: 'September 2026' })).toBeVisible();
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

/** While the changelog loads: a named spinner under the heading. */
export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Add-ons changelog' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Loading the changelog…' })).toBeVisible();
  },
};

/** No add-on yet: an empty state instead of months. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get('/api/v3/changelog', () => HttpResponse.json([])), ...anonymousHandlers()] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'No add-on has been updated yet' })).toBeVisible();
    await expectScreenshot(canvasElement);
  },
};

/** The partner API is down: the error in place with Try again, and no sign-in for the anonymous reader. */
export const Unavailable: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v3/changelog', () =>
          HttpResponse.json({ id: 'upstream_unavailable', message: 'The service is unavailable. Please try again shortly.' }, { status: 502 }),
        ),
        ...anonymousHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The service is unavailable. Please try again shortly.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(signInRequired).not.toHaveBeenCalled();
  },
};
