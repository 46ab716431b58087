import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { PNG } from 'pngjs/browser';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fillScreenshots, type SandboxStore } from '../../../fixtures/msw';
import { expectScreenshot } from '../../support/screenshot';
import { body, desktop, listingLoaded, listingPath, overlaysClosed, pageParameters, renderAt, storyBackend } from './listing-story-support';
import { ScreenshotsSection } from '../../../web/src/features/marketplace-listing/ScreenshotsSection';
import { EditScreenshotPanel, NewScreenshotPanel } from '../../../web/src/features/marketplace-listing/ScreenshotPanel';
import { ScreenshotImage } from '../../../web/src/features/marketplace-listing/ScreenshotImage';
import { SortableList } from '../../../web/src/components/SortableList';

/**
 * Screenshots of a listing (spec §2, §5: a reorderable gallery of 2 to 5 PNG
 * or JPG images; adding is blocked at 5 with 'You cannot add anymore
 * screenshots.'), through the real route with the sandbox's data.
 */
const meta = {
  // The components these stories show, rendered through the real routes.
  subcomponents: { ScreenshotsSection, NewScreenshotPanel, EditScreenshotPanel, ScreenshotImage, SortableList },
  title: 'Features/Marketplace listing/Screenshots',
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const postgres = [
  'Acme Postgres dashboard showing replication lag per replica',
  'Acme Postgres query insights listing the slowest queries by mean time',
  'Acme Postgres overview with connections, cache hit rate and disk usage',
] as const;

/** The gallery's alt texts, in gallery order (read straight from the DOM: polled often, it must be cheap). */
const galleryOrder = (gallery: HTMLElement) => [...gallery.querySelectorAll('img')].map((image) => image.getAttribute('alt'));

/** The stored order of an add-on's screenshots. */
const storedOrder = (store: SandboxStore, slug: string) => store.screenshotsOf(store.findAddon(slug)!).map((screenshot) => screenshot.name);

async function screenshotsSection(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('region', { name: 'Screenshots' });
}

/** A real PNG (a blue block on a light page), drawn in the browser. */
function pngFile(name: string, width = 640, height = 400): File {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (width * y + x) * 4;
      const inside = x > width / 8 && x < (width * 7) / 8 && y > height / 4 && y < (height * 3) / 4;
      png.data[offset] = inside ? 47 : 246;
      png.data[offset + 1] = inside ? 111 : 245;
      png.data[offset + 2] = inside ? 222 : 249;
      png.data[offset + 3] = 255;
    }
  }
  return new File([new Uint8Array(PNG.sync.write(png))], name, { type: 'image/png' });
}

/** A GIF's bytes under a .png name and type: only its first bytes tell. */
function gifNamedPng(): File {
  const bytes = [...'GIF89a'].map((character) => character.charCodeAt(0));
  return new File([new Uint8Array([...bytes, 1, 0, 1, 0, 0x80, 0, 0])], 'dashboard.png', { type: 'image/png' });
}

const fileInput = (panel: HTMLElement) => within(panel).getByLabelText('Screenshot image') as HTMLInputElement;

/**
 * The Add Screenshot panel once its form is there (while the gallery loads, a
 * different panel says so; the form's panel replaces it).
 */
async function addPanel(canvasElement: HTMLElement): Promise<HTMLElement> {
  await body(canvasElement).findByLabelText('Screenshot image');
  return body(canvasElement).getByRole('dialog', { name: 'Add Screenshot' });
}

/** The gallery's own notice (too few, or no room), apart from the loading and drag-and-drop live regions. */
async function findNotice(section: HTMLElement, text: string | RegExp): Promise<HTMLElement> {
  const notice = (await within(section).findByText(text)).closest<HTMLElement>('[role="status"]');
  if (!notice) throw new Error(`The notice "${String(text)}" is not a status message`);
  return notice;
}

// ---------------------------------------------------------------------------
// The gallery in each of its counts

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

/** Acme Metrics has one screenshot: the listing needs at least two, and says so. */
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
    const checklist = within(canvasElement).getByRole('list', { name: 'Listing checklist' });
    await expect(within(checklist).getByText('Add 1 more screenshot.')).toBeVisible();
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

const panelAtTheLimit = storyBackend('partner', { seed: (store) => fillScreenshots(store, 'acme-postgres', 5) });

/** Opening screenshots/new anyway (a bookmark, a stale tab): the panel says why instead of offering the form. */
export const AddPanelAtTheLimit: Story = {
  render: renderAt(listingPath('acme-postgres', '/screenshots/new')),
  parameters: { msw: { handlers: panelAtTheLimit.handlers } },
  beforeEach: panelAtTheLimit.reset,
  play: async ({ canvasElement }) => {
    const message = await body(canvasElement).findByText(
      'You cannot add anymore screenshots. The listing already has 5; delete one to make room for another.',
    );
    const panel = body(canvasElement).getByRole('dialog', { name: 'Add Screenshot' });
    await expect(panel).toContainElement(message);
    await expect(message.closest('[role="status"]')).not.toBeNull();
    await expect(within(panel).queryByRole('textbox', { name: /Alternative text/ })).toBeNull();
    await expect(within(panel).queryByLabelText('Screenshot image')).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await overlaysClosed(canvasElement);
  },
};

// ---------------------------------------------------------------------------
// Adding one

const gif = storyBackend('partner');

/** A GIF named .png is refused from its own bytes, naming what it is, and nothing is uploaded. */
export const AddRefusesAGif: Story = {
  render: renderAt(listingPath('acme-postgres', '/screenshots/new')),
  parameters: { msw: { handlers: gif.handlers } },
  beforeEach: gif.reset,
  play: async ({ canvasElement }) => {
    const panel = await addPanel(canvasElement);
    await expect(fileInput(panel)).toHaveAttribute('accept', 'image/png,image/jpeg');
    await userEvent.upload(fileInput(panel), gifNamedPng());
    const problem = await within(panel).findByRole('alert');
    await expect(problem).toHaveTextContent('A screenshot must be a PNG or JPG image; this is a GIF image.');
    await expect(within(panel).getByRole('button', { name: 'Choose image…' })).toHaveAccessibleDescription(/this is a GIF image/);
    await expect(within(panel).queryByRole('img')).toBeNull();
    await userEvent.type(within(panel).getByRole('textbox', { name: /Alternative text/ }), 'An animated dashboard');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add Screenshot' }));
    // Still open, still refusing, and the server never heard of it.
    await expect(within(panel).getByRole('alert')).toHaveTextContent('this is a GIF image');
    await expect(gif.writes('POST', '/api/v3/addons/acme-postgres/screenshots')).toHaveLength(0);
    await expect(body(canvasElement).getByRole('dialog', { name: 'Add Screenshot' })).toBeVisible();
    await expect(gif.store.screenshotsOf(gif.addon('acme-postgres'))).toHaveLength(3);
  },
};

const png = storyBackend('partner');
const newAltText = 'Acme Postgres connection pooler with active and idle clients';

/** A real PNG with its alt text: previewed, uploaded, announced, and the fourth tile of the gallery. */
export const AddAPng: Story = {
  render: renderAt(listingPath('acme-postgres', '/screenshots/new')),
  parameters: { msw: { handlers: png.handlers } },
  beforeEach: png.reset,
  play: async ({ canvasElement }) => {
    const panel = await addPanel(canvasElement);
    await userEvent.upload(fileInput(panel), pngFile('pooler.png'));
    await expect(await within(panel).findByRole('img', { name: 'Preview of pooler.png' })).toBeVisible();
    await expect(within(panel).getByText(/^Chosen: pooler\.png, \d+ KB\./)).toBeVisible();
    await expect(within(panel).queryByRole('alert')).toBeNull();
    await userEvent.type(within(panel).getByRole('textbox', { name: /Alternative text/ }), newAltText);
    await expect(within(panel).getByRole('img', { name: `Preview: ${newAltText}` })).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Add Screenshot' }));

    await expect(await body(canvasElement).findByText('Screenshot added.')).toBeVisible();
    await overlaysClosed(canvasElement);
    const gallery = within(await screenshotsSection(canvasElement)).getByRole('list', { name: 'Screenshots' });
    await waitFor(() => expect(galleryOrder(gallery)).toEqual([...postgres, newAltText]));
    await expect(png.writes('POST', '/api/v3/addons/acme-postgres/screenshots')).toHaveLength(1);
    const stored = png.store.screenshotsOf(png.addon('acme-postgres'));
    await expect(stored.map((screenshot) => [screenshot.name, screenshot.width, screenshot.height, screenshot.format])).toContainEqual([
      newAltText,
      640,
      400,
      'png',
    ]);
  },
};

const refusedUpload = storyBackend('partner', {
  overrides: [
    http.post('/api/v3/addons/:slug/screenshots', () =>
      HttpResponse.json({ errors: { file: ['looks blank: export the screen again'] } }, { status: 422 }),
    ),
  ],
});

/** The server refuses the file (422): its message lands on the image field, and the panel keeps what was entered. */
export const UploadRefusedByTheServer: Story = {
  render: renderAt(listingPath('acme-postgres', '/screenshots/new')),
  parameters: { msw: { handlers: refusedUpload.handlers } },
  beforeEach: refusedUpload.reset,
  play: async ({ canvasElement }) => {
    const panel = await addPanel(canvasElement);
    await userEvent.upload(fileInput(panel), pngFile('blank.png'));
    await within(panel).findByRole('img', { name: 'Preview of blank.png' });
    const altText = within(panel).getByRole('textbox', { name: /Alternative text/ });
    await userEvent.type(altText, 'An empty dashboard');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add Screenshot' }));

    const problem = await within(panel).findByRole('alert');
    await expect(problem).toHaveTextContent('looks blank: export the screen again');
    await expect(within(panel).getByRole('button', { name: 'Choose another image…' })).toHaveAccessibleDescription(/looks blank/);
    await expect(altText).toHaveValue('An empty dashboard');
    await expect(within(panel).getByRole('img', { name: 'Preview: An empty dashboard' })).toBeVisible();
    await expect(await body(canvasElement).findByText('file looks blank: export the screen again')).toBeVisible();
    await expect(body(canvasElement).queryByText('Screenshot added.')).toBeNull();
    await expect(refusedUpload.writes('POST', '/api/v3/addons/acme-postgres/screenshots')).toHaveLength(1);
    await expect(refusedUpload.store.screenshotsOf(refusedUpload.addon('acme-postgres'))).toHaveLength(3);
  },
};

// ---------------------------------------------------------------------------
// Editing, deleting, reordering

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
const stream = [
  'Acme Stream topic overview with messages per second for each topic',
  'Acme Stream consumer groups table with lag alerts',
] as const;

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
