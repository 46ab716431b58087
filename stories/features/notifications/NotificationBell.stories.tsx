import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { createStoryStore, errorHandlers, handlersFor, loadingHandlers } from '../../../fixtures/msw';
import { storedNotifications } from '../../../fixtures/model/notifications';
import { NOTIFICATIONS_SENT } from '../../../web/src/api/notifications';
import { Shell } from '../../../web/src/app/Shell';
import { MARK_ALL_READ, NotificationBell } from '../../../web/src/features/notifications/NotificationBell';
import { NotificationList } from '../../../web/src/features/notifications/NotificationList';
import { freezeClockAt } from '../../support/clock';
import { errorHandlingSettled, flashesShown } from '../../support/flashes';
import { withMemoryRouter } from '../../support/router';
import { partnerShellArgs } from '../../support/shell-args';
import { expectScreenshot } from '../../support/screenshot';
import { seedNotifications, STORY_NOW } from './notification-seed';

/**
 * The notification centre (issue 25 item 2): the bell in the header with the
 * unread count, and its panel listing what happened to Priya's add-ons, each
 * a link to where it happened, to mark one or all read. Shown in the real
 * header, answered by the sandbox's operations (MSW). Screenshots take the
 * whole page, since the panel opens in a portal over it.
 */
const meta = {
  title: 'Features/Notifications/Bell',
  component: Shell,
  subcomponents: { NotificationBell, NotificationList },
  decorators: [withMemoryRouter('/addons')],
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  beforeEach: freezeClockAt(STORY_NOW),
  args: partnerShellArgs,
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function openPanel(canvas: ReturnType<typeof within>, userEvent: { click: (element: Element) => Promise<void> }, name: string | RegExp) {
  const bell = await canvas.findByRole('button', { name });
  // The panel is placed against the bell when it opens: with the web font still loading, the header's
  // text (and the bell with it) moves afterwards and the panel would not.
  await document.fonts.ready;
  await userEvent.click(bell);
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  // Grown in: assertions on visibility and size read the panel as the user ends up seeing it.
  await waitFor(() => expect([getComputedStyle(panel).opacity, getComputedStyle(panel).transform]).toEqual(['1', 'none']));
  return { bell, panel };
}

/** Nothing has happened yet: no count, and the panel says so; nothing to mark. */
export const Empty: Story = {
  parameters: { msw: { handlers: handlersFor('partner') } },
  play: async ({ canvas, userEvent }) => {
    const { bell, panel } = await openPanel(canvas, userEvent, 'Notifications');
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
    await expect(await within(panel).findByRole('heading', { name: "You're all caught up" })).toBeVisible();
    await expect(within(panel).getByRole('button', { name: MARK_ALL_READ })).toBeDisabled();
    await expectScreenshot(document.body);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(bell).toHaveFocus();
  },
};


/**
 * Three of six unread: the count on the badge and in the bell's name; focus
 * moves to the newest on opening; each links to where it happened; one is
 * marked read from its button, then Esc returns to the bell.
 */
export const Unread: Story = {
  parameters: { msw: { handlers: handlersFor('partner', { seed: seedNotifications(6, 3) }) } },
  play: async ({ canvas, userEvent }) => {
    const { bell, panel } = await openPanel(canvas, userEvent, 'Notifications, 3 unread');
    const list = within(panel).getByRole('list', { name: 'Notifications' });
    const links = within(list).getAllByRole('link');
    await waitFor(() => expect(links[0]).toHaveFocus());
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Unread: Technical Approval approved', '/addons/acme-insights/next-steps'],
      ['Unread: Automatic review failed', '/addons/acme-vault/logs'],
      ['Unread: Repricing of the Standard 2 plan: Approved', '/addons/acme-postgres/plans/acme-postgres-plan-standard-2/repricing'],
      ['Moved to GA', '/addons/acme-vault'],
      ['sasha@contractors.test was added to your company', '/addons/acme-archive/company'],
      ['billing@acme.test was removed from your company', '/addons/acme-archive/company'],
    ]);
    await expect(within(list).getByText('Acme Insights · 3 minutes ago')).toBeVisible();
    await expectScreenshot(document.body);
    await userEvent.click(within(panel).getByRole('button', { name: 'Mark as read: Automatic review failed' }));
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications, 2 unread'));
    await expect(within(list).getAllByRole('link')[1]).toHaveTextContent(/^Automatic review failed$/);
    await expect(within(list).getAllByRole('link')[1]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(bell).toHaveFocus();
  },
};

const followStore = createStoryStore();

/** The unread panel in the dark scheme (axe checks its contrast there too). */
export const UnreadDark: Story = {
  globals: { theme: 'dark', viewport: { value: 'desktop', isRotated: false } },
  parameters: { msw: { handlers: handlersFor('partner', { seed: seedNotifications(6, 3) }) } },
  play: async ({ canvas, userEvent }) => {
    const { panel } = await openPanel(canvas, userEvent, 'Notifications, 3 unread');
    await waitFor(() => expect(within(panel).getAllByRole('link')[0]).toHaveFocus());
    await expectScreenshot(document.body);
  },
};

/** Following a link marks it read and closes the panel; Mark all as read clears the rest. */
export const FollowAndMarkAll: Story = {
  parameters: { msw: { handlers: handlersFor('partner', { store: followStore }) } },
  beforeEach: () => {
    followStore.reset();
    seedNotifications(2, 2)(followStore);
  },
  play: async ({ canvas, userEvent }) => {
    const { bell, panel } = await openPanel(canvas, userEvent, 'Notifications, 2 unread');
    await userEvent.click(within(panel).getByRole('link', { name: /Technical Approval approved/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications, 1 unread'));
    await expect(storedNotifications(followStore).map((notification) => notification.read_at !== null)).toEqual([true, false]);
    const reopened = (await openPanel(canvas, userEvent, 'Notifications, 1 unread')).panel;
    await userEvent.click(within(reopened).getByRole('button', { name: MARK_ALL_READ }));
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications'));
    await expect(within(reopened).getByRole('button', { name: MARK_ALL_READ })).toBeDisabled();
    await expect(within(reopened).queryByRole('button', { name: /^Mark as read/ })).toBeNull();
    await expect(within(reopened).getAllByRole('link')[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(bell).toHaveFocus();
  },
};

/** More than fit: the badge says 99+, the list scrolls inside the panel, and the newest 50 are sent. */
export const Many: Story = {
  parameters: { msw: { handlers: handlersFor('partner', { seed: seedNotifications(120, 110) }) } },
  play: async ({ canvas, userEvent }) => {
    const { bell, panel } = await openPanel(canvas, userEvent, 'Notifications, 99+ unread');
    await expect(within(bell).getByText('99+')).toBeVisible();
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(NOTIFICATIONS_SENT);
    await waitFor(() => expect(within(panel).getAllByRole('link')[0]).toHaveFocus());
    await expect(panel.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expectScreenshot(document.body);
  },
};

/** Still asking: no count yet, and the panel says it is loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers() } },
  play: async ({ canvas, userEvent }) => {
    const { panel } = await openPanel(canvas, userEvent, 'Notifications');
    await expect(within(panel).getByRole('status')).toHaveTextContent('Loading notifications…');
    await expectScreenshot(document.body);
  },
};

/** The poll failed: the panel says so and offers a retry; no flash on the page, which is not about notifications. */
export const LoadFailed: Story = {
  name: 'Error',
  parameters: { msw: { handlers: errorHandlers(500) } },
  play: async ({ canvas, userEvent }) => {
    const { panel } = await openPanel(canvas, userEvent, 'Notifications');
    const alert = await within(panel).findByRole('alert');
    await expect(alert).toHaveTextContent('Your notifications could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await errorHandlingSettled();
    await expect(flashesShown(document)).toHaveLength(0);
    await expectScreenshot(document.body);
  },
};

/** On a 390 px phone the bell stays in the header row beside the avatar, and the panel fits the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { msw: { handlers: handlersFor('partner', { seed: seedNotifications(6, 3) }) } },
  play: async ({ canvas, userEvent }) => {
    const header = canvas.getByRole('banner');
    const bell = await within(header).findByRole('button', { name: 'Notifications, 3 unread' });
    const avatar = within(header).getByRole('button', { name: 'Account menu for Priya Raman (PR)' });
    const [bellBox, avatarBox] = [bell.getBoundingClientRect(), avatar.getBoundingClientRect()];
    await expect(Math.abs(bellBox.top + bellBox.height / 2 - (avatarBox.top + avatarBox.height / 2))).toBeLessThan(2);
    await expect(bellBox.right).toBeLessThanOrEqual(avatarBox.left);
    const { panel } = await openPanel(canvas, userEvent, 'Notifications, 3 unread');
    // Measured once it has grown in (focus moves to the newest when the transition ends).
    await waitFor(() => expect(within(panel).getAllByRole('link')[0]).toHaveFocus());
    const box = panel.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expect(body().getByRole('button', { name: MARK_ALL_READ })).toBeVisible();
    await expectScreenshot(document.body);
  },
};
