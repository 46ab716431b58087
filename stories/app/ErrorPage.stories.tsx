import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ApiError } from '../../web/src/api/errors';
import { ERROR_PAGE_MESSAGE, ErrorPage } from '../../web/src/app/ErrorPage';
import { CHUNK_LOAD_FAILED_MESSAGE } from '../../web/src/components/chunk-load-error';
import { withMemoryRouter } from '../support/router';
import { expectScreenshot } from '../support/screenshot';
import { standInClipboard } from '../support/stand-in-clipboard';

/**
 * 'Ooops, something has gone wrong.' with a way back: the wildcard route and
 * every route's error boundary. Pages/Error page shows it inside the shell.
 * With a failed call's id it shows SupportReference ("Reference: …", Copy reference).
 */
const meta = {
  title: 'App/ErrorPage',
  component: ErrorPage,
  decorators: [withMemoryRouter('/no/such/page')],
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inside the shell, which brings the main landmark. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: ERROR_PAGE_MESSAGE })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the portal' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('main')).toBeNull();
  },
};

/** Outside the shell (the root route failed): its own main landmark. */
export const Standalone: Story = {
  args: { standalone: true },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toHaveTextContent(ERROR_PAGE_MESSAGE);
  },
};

const REFERENCE = '3f2b8c1e-7a4d-4c2b-9e1f-0a1b2c3d4e5f';
const copied: string[] = [];

/**
 * A route failed on an API call (issue 32): the page gives the call's request
 * id as the reference to quote to support, and Copy puts it on the clipboard.
 */
export const WithReference: Story = {
  args: { error: new ApiError({ status: 503, id: 'session_store_unavailable', requestId: REFERENCE }) },
  beforeEach: () => {
    copied.length = 0;
    return standInClipboard(copied);
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: ERROR_PAGE_MESSAGE })).toBeVisible();
    await expect(canvas.getByText(REFERENCE)).toBeVisible();
    await expectScreenshot(canvasElement);
    await expect(canvas.getByText(/^Reference:/)).toHaveTextContent(`Reference: ${REFERENCE}`);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy reference' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied.');
    await expect(copied).toEqual([REFERENCE]);
  },
};

/** An error that is not a failed API call has no reference to give. */
export const WithoutReference: Story = {
  args: { error: new Error('render failed') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: ERROR_PAGE_MESSAGE })).toBeVisible();
    await expect(canvas.queryByText(/Reference:/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Copy reference' })).toBeNull();
  },
};

/**
 * A screen whose chunk is gone (the portal was redeployed since the page
 * loaded, the route's code could not be fetched): the page says so and
 * offers Reload, which gets the new version, beside the way back.
 */
export const ScreenChunkGone: Story = {
  args: { error: new TypeError('Failed to fetch dynamically imported module: https://portal.example/assets/CompanyPage-3f9a1c.js') },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: ERROR_PAGE_MESSAGE })).toBeVisible();
    await expect(canvas.getByText(CHUNK_LOAD_FAILED_MESSAGE)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the portal' })).toHaveAttribute('href', '/');
    await expectScreenshot(canvasElement);
  },
};

export const ScreenChunkGonePhone: Story = { ...ScreenChunkGone, globals: { viewport: { value: 'mobile', isRotated: false } } };
