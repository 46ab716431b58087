import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { handlersFor } from '../../fixtures/msw';
import { LEGACY_PORTAL_BANNER_STORAGE_KEY } from '../../web/src/app/legacy-portal-banner';
import { LegacyPortalBanner } from '../../web/src/app/LegacyPortalBanner';
import { AppRoute } from '../support/router';
import { expectScreenshot } from '../support/screenshot';

/**
 * The banner offering a way back to the older provider portal (spec §1), above
 * every signed-in page until dismissed; the dismissal is remembered per browser
 * (localStorage). Shown through the real app at /addons.
 */
const meta = {
  title: 'App/Legacy portal banner',
  subcomponents: { LegacyPortalBanner },
  render: () => <AppRoute path="/addons" />,
  parameters: { layout: 'fullscreen', legacyPortalBanner: 'shown', msw: { handlers: handlersFor('partner') } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const announcements = (canvasElement: HTMLElement) => within(canvasElement).findByRole('region', { name: 'Announcements' });

/** A first visit: the banner above the page, with the link back and a dismiss button. */
export const Shown: Story = {
  play: async ({ canvas, canvasElement }) => {
    const region = await announcements(canvasElement);
    await expect(within(region).getByRole('status')).toHaveTextContent('Welcome to the new Partner Portal');
    await expect(within(region).getByRole('link', { name: 'Go back to the older provider portal' })).toHaveAttribute(
      'href',
      'https://addons-legacy.example.com/provider',
    );
    await expect(within(region).getByRole('button', { name: 'Dismiss the notice about the older portal' })).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'Acme Data add-ons' })).toBeVisible();
    await expectScreenshot(canvasElement);
  },
};

/** On a phone the banner wraps; nothing scrolls sideways. */
export const ShownOnAPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await announcements(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Acme Data add-ons' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expectScreenshot(canvasElement);
  },
};

/** Dismissed from the keyboard: the banner goes, focus moves on to the page, and this browser remembers. */
export const DismissWithTheKeyboard: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const region = await announcements(canvasElement);
    const dismiss = within(region).getByRole('button', { name: 'Dismiss the notice about the older portal' });
    dismiss.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Announcements' })).toBeNull());
    await expect(canvas.getByRole('main')).toHaveFocus();
    await expect(window.localStorage.getItem(LEGACY_PORTAL_BANNER_STORAGE_KEY)).not.toBeNull();
  },
};

/** Dismissed in an earlier visit: the page opens without it (read before the first paint, so nothing jumps). */
export const DismissedEarlier: Story = {
  parameters: { legacyPortalBanner: 'dismissed' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Acme Data add-ons' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Announcements' })).toBeNull();
    await expect(canvas.queryByText('Welcome to the new Partner Portal')).toBeNull();
    await expect(await canvas.findByRole('list', { name: 'Acme Data add-ons' })).toBeVisible();
    await expectScreenshot(canvasElement);
  },
};
