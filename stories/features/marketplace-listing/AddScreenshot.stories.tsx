import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fillScreenshots } from '../../../fixtures/msw';
import { gifNamedPng, pngFile } from '../../support/image-files';
import { errorHandlingSettled, flashesShown } from '../../support/flashes';
import { NewScreenshotPanel } from '../../../web/src/features/marketplace-listing/ScreenshotPanel';
import { ScreenshotFileField } from '../../../web/src/features/marketplace-listing/ScreenshotFileField';
import { body, desktop, listingPath, overlaysClosed, pageParameters, renderAt, storyBackend } from './listing-story-support';
import { addPanel, fileInput, galleryOrder, postgres, screenshotsSection } from './screenshot-story-support';

/**
 * Adding a screenshot (spec §5): the image is checked from its own bytes and
 * previewed, the alt text is required, a refused upload keeps what was entered,
 * and at the limit the panel says why instead of offering the form.
 */
const meta = {
  // The components these stories show, rendered through the real routes.
  // The panel's image chooser and preview (ScreenshotFileField) is exercised by every story here.
  subcomponents: { NewScreenshotPanel, ScreenshotFileField },
  title: 'Features/Marketplace listing/Screenshots/Add',
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

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

const gif = storyBackend('partner');

/** A GIF named .png is refused from its own bytes, naming what it is, and nothing is uploaded. */
export const AddRefusesAGif: Story = {
  render: renderAt(listingPath('acme-postgres', '/screenshots/new')),
  parameters: { msw: { handlers: gif.handlers } },
  beforeEach: gif.reset,
  play: async ({ canvasElement }) => {
    const panel = await addPanel(canvasElement);
    await expect(fileInput(panel)).toHaveAttribute('accept', 'image/png,image/jpeg');
    await userEvent.upload(fileInput(panel), gifNamedPng('dashboard.png'));
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
    // On the field only: no flash repeats it (issue 21 item 3).
    await errorHandlingSettled();
    await expect(flashesShown(canvasElement.ownerDocument)).toEqual([]);
    await expect(body(canvasElement).queryByText('Screenshot added.')).toBeNull();
    await expect(refusedUpload.writes('POST', '/api/v3/addons/acme-postgres/screenshots')).toHaveLength(1);
    await expect(refusedUpload.store.screenshotsOf(refusedUpload.addon('acme-postgres'))).toHaveLength(3);
  },
};
