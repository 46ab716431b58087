import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fillScreenshots } from '../../../fixtures/msw';
import { expectScreenshot } from '../../support/screenshot';
import { ScreenshotsSection } from '../../../web/src/features/marketplace-listing/ScreenshotsSection';
import { ScreenshotImage } from '../../../web/src/features/marketplace-listing/ScreenshotImage';
import { desktop, listingLoaded, listingPath, pageParameters, renderAt, storyBackend } from './listing-story-support';
import { findNotice, galleryOrder, postgres, screenshotsSection } from './screenshot-story-support';

/**
 * The screenshot gallery of a listing in each of its counts (spec §2, §5: 2 to
 * 5 PNG or JPG images; adding is blocked at 5 with 'You cannot add anymore
 * screenshots.'), through the real route with the sandbox's data.
 */
const meta = {
  // The components these stories show, rendered through the real routes.
  subcomponents: { ScreenshotsSection, ScreenshotImage },
  title: 'Features/Marketplace listing/Screenshots/Gallery',
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const threeScreenshots = storyBackend('partner');

/** Acme Postgres: three screenshots, in order, with nothing to warn about. */
export const ThreeScreenshots: Story = {
  render: renderAt(listingPath('acme-postgres')),
  parameters: { msw: { handlers: threeScreenshots.handlers } },
  beforeEach: threeScreenshots.reset,
  play: async ({ canvasElement }) => {
    const section = await screenshotsSection(canvasElement);
    const gallery = await within(section).findByRole('list', { name: 'Screenshots' });
    await expect(within(gallery).getAllByRole('listitem')).toHaveLength(3);
    await expect(galleryOrder(gallery)).toEqual(postgres);
    await expect(within(section).queryByText(/Add at least|You cannot add anymore/)).toBeNull();
    const add = within(section).getByRole('link', { name: 'Add Screenshot' });
    await expect(add).not.toHaveAttribute('aria-disabled');
    await expect(add).toHaveAttribute('href', listingPath('acme-postgres', '/screenshots/new'));
    // The first cannot move earlier, the last cannot move later.
    await expect(within(gallery).getByRole('button', { name: `Move screenshot “${postgres[0]}” earlier` })).toBeDisabled();
    await expect(within(gallery).getByRole('button', { name: `Move screenshot “${postgres[0]}” later` })).toBeEnabled();
    await expect(within(gallery).getByRole('button', { name: `Move screenshot “${postgres[2]}” later` })).toBeDisabled();
    await expect(within(gallery).getByRole('link', { name: `Edit alt text of screenshot “${postgres[1]}”` })).toHaveAttribute(
      'href',
      listingPath('acme-postgres', '/screenshots/acme-postgres-s2/edit'),
    );
  },
};

const onlyOne = storyBackend('partner');

/** Acme Metrics has one screenshot: the gallery says it needs at least two; the listing box (name, summary, icon) says complete, with nothing missing under it. */
export const OnlyOneScreenshot: Story = {
  render: renderAt(listingPath('acme-metrics')),
  parameters: { msw: { handlers: onlyOne.handlers } },
  beforeEach: onlyOne.reset,
  play: async ({ canvasElement }) => {
    const section = await screenshotsSection(canvasElement);
    const gallery = await within(section).findByRole('list', { name: 'Screenshots' });
    await expect(within(gallery).getAllByRole('listitem')).toHaveLength(1);
    await expect(await findNotice(section, 'Add at least 2 screenshots; the listing has 1.')).toBeVisible();
    // Both of its move buttons are disabled: there is nowhere to go.
    for (const button of within(gallery).getAllByRole('button', { name: /^Move screenshot/ })) await expect(button).toBeDisabled();
    // Issue 31 item 4: the listing box does not say "complete" above a missing item; the count is the gallery's.
    await expect(within(canvasElement).getByText('Listing complete')).toBeVisible();
    const checklist = within(canvasElement).getByRole('list', { name: 'Listing checklist' });
    await expect(within(checklist).queryByText(/missing/)).toBeNull();
    await expect(within(section).getByRole('link', { name: 'Add Screenshot' })).not.toHaveAttribute('aria-disabled');
  },
};

const none = storyBackend('partner');

/** Acme Insights has none yet: no gallery, and the warning counts zero. */
export const NoScreenshots: Story = {
  render: renderAt(listingPath('acme-insights')),
  parameters: { msw: { handlers: none.handlers } },
  beforeEach: none.reset,
  play: async ({ canvasElement }) => {
    const section = await screenshotsSection(canvasElement);
    await expect(await findNotice(section, 'Add at least 2 screenshots; the listing has 0.')).toBeVisible();
    await expect(within(section).queryByRole('list', { name: 'Screenshots' })).toBeNull();
    await expect(within(section).queryAllByRole('img')).toHaveLength(0);
    await expect(within(section).getByRole('link', { name: 'Add Screenshot' })).not.toHaveAttribute('aria-disabled');
  },
};

const atTheLimit = storyBackend('partner', { seed: (store) => fillScreenshots(store, 'acme-postgres', 5) });

/** Five screenshots: Add Screenshot is disabled and described by the spec's sentence. */
export const AtTheLimit: Story = {
  render: renderAt(listingPath('acme-postgres')),
  parameters: { msw: { handlers: atTheLimit.handlers } },
  beforeEach: atTheLimit.reset,
  play: async ({ canvasElement }) => {
    const section = await screenshotsSection(canvasElement);
    const gallery = await within(section).findByRole('list', { name: 'Screenshots' });
    await expect(within(gallery).getAllByRole('listitem')).toHaveLength(5);
    await expect(await findNotice(section, 'You cannot add anymore screenshots. Delete one to make room for another.')).toBeVisible();
    const add = within(section).getByRole('link', { name: 'Add Screenshot' });
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await expect(add).toHaveAccessibleDescription(/^You cannot add anymore screenshots\./);
    await listingLoaded(canvasElement);
    await expectScreenshot(section);
  },
};
