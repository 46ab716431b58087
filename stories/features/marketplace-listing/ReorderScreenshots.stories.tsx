import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SortableList } from '../../../web/src/components/SortableList';
import { ScreenshotsSection } from '../../../web/src/features/marketplace-listing/ScreenshotsSection';
import { body, desktop, listingPath, pageParameters, renderAt, storyBackend } from './listing-story-support';
import { galleryOrder, postgres, screenshotsSection, storedOrder } from './screenshot-story-support';

/**
 * Reordering the gallery with the move buttons (the drag handles share the
 * sortable list's keyboard story): each move is saved at once, announced, and
 * rolled back if the platform refuses it.
 */
const meta = {
  // The components these stories show, rendered through the real routes.
  subcomponents: { ScreenshotsSection, SortableList },
  title: 'Features/Marketplace listing/Screenshots/Reorder',
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const reorder = storyBackend('partner');

/** Move later, then move earlier: each move is saved, announced, and keeps focus on the button used. */
export const ReorderWithMoveButtons: Story = {
  render: renderAt(listingPath('acme-postgres')),
  parameters: { msw: { handlers: reorder.handlers } },
  beforeEach: reorder.reset,
  play: async ({ canvasElement }) => {
    const section = await screenshotsSection(canvasElement);
    const gallery = await within(section).findByRole('list', { name: 'Screenshots' });
    await userEvent.click(within(gallery).getByRole('button', { name: `Move screenshot “${postgres[0]}” later` }));
    await expect(await body(canvasElement).findByText('Screenshots successfully reordered.')).toBeVisible();
    await waitFor(() => expect(galleryOrder(gallery)).toEqual([postgres[1], postgres[0], postgres[2]]));
    await waitFor(() => expect(within(gallery).getByRole('button', { name: `Move screenshot “${postgres[0]}” later` })).toHaveFocus());
    await expect(storedOrder(reorder.store, 'acme-postgres')).toEqual([postgres[1], postgres[0], postgres[2]]);

    await userEvent.click(within(gallery).getByRole('button', { name: `Move screenshot “${postgres[2]}” earlier` }));
    await waitFor(() => expect(galleryOrder(gallery)).toEqual([postgres[1], postgres[2], postgres[0]]));
    await waitFor(() => expect(storedOrder(reorder.store, 'acme-postgres')).toEqual([postgres[1], postgres[2], postgres[0]]));
    await expect(reorder.writes('PUT', '/platform/addons/acme-postgres/screenshots/order').map((call) => call.body)).toEqual([
      { order: ['acme-postgres-s2', 'acme-postgres-s1', 'acme-postgres-s3'] },
      { order: ['acme-postgres-s2', 'acme-postgres-s3', 'acme-postgres-s1'] },
    ]);
  },
};

const refusedReorder = storyBackend('partner', {
  overrides: [
    http.put('/platform/addons/:slug/screenshots/order', async () => {
      // Long enough to see the new order before the refusal puts the old one back.
      await delay(2500);
      return HttpResponse.json({ id: 'internal_error', message: 'The platform API could not save the new order.' }, { status: 500 });
    }),
  ],
});

/** The platform refuses the new order (500): it shows at once, then the old order comes back and the error is flashed. */
export const RefusedReorderRollsBack: Story = {
  render: renderAt(listingPath('acme-postgres')),
  parameters: { msw: { handlers: refusedReorder.handlers } },
  beforeEach: refusedReorder.reset,
  play: async ({ canvasElement }) => {
    const section = await screenshotsSection(canvasElement);
    const gallery = await within(section).findByRole('list', { name: 'Screenshots' });
    await userEvent.click(within(gallery).getByRole('button', { name: `Move screenshot “${postgres[0]}” later` }));
    // Optimistic: the new order shows while the request runs…
    await waitFor(() => expect(galleryOrder(gallery)).toEqual([postgres[1], postgres[0], postgres[2]]));
    // …and is rolled back when it is refused.
    await expect(await body(canvasElement).findByText('The platform API could not save the new order.')).toBeVisible();
    await waitFor(() => expect(galleryOrder(gallery)).toEqual(postgres));
    await expect(body(canvasElement).queryByText('Screenshots successfully reordered.')).toBeNull();
    await expect(refusedReorder.writes('PUT', '/platform/addons/acme-postgres/screenshots/order')).toHaveLength(1);
    await expect(storedOrder(refusedReorder.store, 'acme-postgres')).toEqual(postgres);
  },
};
