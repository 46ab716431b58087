import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectScreenshot } from '../../support/screenshot';
import { EditScreenshotPanel } from '../../../web/src/features/marketplace-listing/ScreenshotPanel';
import { ScreenshotsSection } from '../../../web/src/features/marketplace-listing/ScreenshotsSection';
import { body, desktop, listingLoaded, listingPath, overlaysClosed, pageParameters, renderAt, storyBackend } from './listing-story-support';
import { findNotice, galleryOrder, postgres, screenshotsSection, storedOrder, stream } from './screenshot-story-support';

/**
 * Changing a screenshot of the listing: its alt text in the edit panel (an
 * unknown one returns to the listing), and deleting it after a confirmation
 * that warns when the gallery would fall below two.
 */
const meta = {
  // The components these stories show, rendered through the real routes.
  subcomponents: { EditScreenshotPanel, ScreenshotsSection },
  title: 'Features/Marketplace listing/Screenshots/Edit and delete',
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const editAlt = storyBackend('partner');
const betterAltText = 'Acme Postgres query insights: the ten slowest queries by mean time';

/** screenshots/{id}/edit: the alt text is changed, sent alone, and the gallery shows it. */
export const EditAltText: Story = {
  render: renderAt(listingPath('acme-postgres', '/screenshots/acme-postgres-s2/edit')),
  parameters: { msw: { handlers: editAlt.handlers } },
  beforeEach: editAlt.reset,
  play: async ({ canvasElement }) => {
    const altText = await body(canvasElement).findByRole('textbox', { name: /Alternative text/ });
    const panel = body(canvasElement).getByRole('dialog', { name: 'Edit Screenshot' });
    await expect(altText).toHaveValue(postgres[1]);
    await expect(within(panel).getByRole('img', { name: postgres[1] })).toBeVisible();
    await userEvent.clear(altText);
    await userEvent.type(altText, betterAltText);
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));

    await expect(await body(canvasElement).findByText('Screenshot saved.')).toBeVisible();
    await overlaysClosed(canvasElement);
    const gallery = within(await screenshotsSection(canvasElement)).getByRole('list', { name: 'Screenshots' });
    await waitFor(() => expect(galleryOrder(gallery)).toEqual([postgres[0], betterAltText, postgres[2]]));
    await expect(editAlt.writes('PATCH', '/platform/addons/acme-postgres/screenshots/acme-postgres-s2').map((call) => call.body)).toEqual([
      { name: betterAltText },
    ]);
    await expect(editAlt.store.findScreenshot('acme-postgres-s2')?.name).toBe(betterAltText);
  },
};

const unknownScreenshot = storyBackend('partner');

/** An edit route for a screenshot that is not there returns to the listing. */
export const EditUnknownScreenshot: Story = {
  render: renderAt(listingPath('acme-postgres', '/screenshots/acme-postgres-s99/edit')),
  parameters: { msw: { handlers: unknownScreenshot.handlers } },
  beforeEach: unknownScreenshot.reset,
  play: async ({ canvasElement }) => {
    const section = await screenshotsSection(canvasElement);
    await within(section).findByRole('list', { name: 'Screenshots' });
    await overlaysClosed(canvasElement);
    await expect(unknownScreenshot.calls).toHaveLength(0);
  },
};

const deleteOne = storyBackend('partner');

/** Delete asks first (Cancel has focus); confirmed, the tile goes and Add Screenshot takes focus. */
export const DeleteWithConfirmation: Story = {
  render: renderAt(listingPath('acme-postgres')),
  parameters: { msw: { handlers: deleteOne.handlers } },
  beforeEach: deleteOne.reset,
  play: async ({ canvasElement }) => {
    const section = await screenshotsSection(canvasElement);
    const gallery = await within(section).findByRole('list', { name: 'Screenshots' });
    await userEvent.click(within(gallery).getByRole('button', { name: `Delete screenshot “${postgres[0]}”` }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Delete Screenshot' });
    await expect(dialog).toHaveAccessibleDescription(`Delete the screenshot ${postgres[0]} from the listing? This cannot be undone.`);
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(within(dialog).queryByText(/fewer than the 2/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await expect(await body(canvasElement).findByText('Screenshot deleted.')).toBeVisible();
    await overlaysClosed(canvasElement);
    await waitFor(() => expect(galleryOrder(gallery)).toEqual([postgres[1], postgres[2]]));
    await waitFor(() => expect(within(section).getByRole('link', { name: 'Add Screenshot' })).toHaveFocus());
    await expect(deleteOne.writes('DELETE', '/platform/addons/acme-postgres/screenshots/acme-postgres-s1')).toHaveLength(1);
    await expect(storedOrder(deleteOne.store, 'acme-postgres')).toEqual([postgres[1], postgres[2]]);
  },
};

const deleteFromTwo = storyBackend('partner');

/** Acme Stream has two: the confirmation warns that one will be too few, and afterwards the gallery says so. */
export const DeleteWarnsBelowTwo: Story = {
  render: renderAt(listingPath('acme-stream')),
  parameters: { msw: { handlers: deleteFromTwo.handlers } },
  beforeEach: deleteFromTwo.reset,
  play: async ({ canvasElement }) => {
    const section = await screenshotsSection(canvasElement);
    const gallery = await within(section).findByRole('list', { name: 'Screenshots' });
    await expect(galleryOrder(gallery)).toEqual(stream);
    await listingLoaded(canvasElement);
    await userEvent.click(within(gallery).getByRole('button', { name: `Delete screenshot “${stream[1]}”` }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Delete Screenshot' });
    await expect(dialog).toHaveAccessibleDescription(
      `Delete the screenshot ${stream[1]} from the listing? This cannot be undone. The listing will then have 1 screenshot, fewer than the 2 it needs.`,
    );
    await expectScreenshot(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await expect(await body(canvasElement).findByText('Screenshot deleted.')).toBeVisible();
    await waitFor(() => expect(galleryOrder(gallery)).toEqual([stream[0]]));
    await expect(await findNotice(section, 'Add at least 2 screenshots; the listing has 1.')).toBeVisible();
    await expect(storedOrder(deleteFromTwo.store, 'acme-stream')).toEqual([stream[0]]);
    await overlaysClosed(canvasElement);
  },
};
