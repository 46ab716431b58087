import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { setDocumentation } from '../../../fixtures/msw';
import { expectScreenshot } from '../../support/screenshot';
import { body, desktop, listingLoaded, listingPath, pageParameters, renderAt, storyBackend } from './listing-story-support';
import { DocumentationSection } from '../../../web/src/features/marketplace-listing/DocumentationSection';

/**
 * Documentation (spec §2): a status banner, orange for an error status and
 * blue for a notice, with the server's message and a link to the developer
 * documentation; a failed load can be retried.
 */
const meta = {
  // The components these stories show, rendered through the real routes.
  subcomponents: { DocumentationSection },
  title: 'Features/Marketplace listing/Documentation',
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function documentationSection(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('region', { name: 'Documentation' });
}

/** The banner of the section: the MUI Alert holding `title`. */
async function banner(section: HTMLElement, title: string): Promise<HTMLElement> {
  const alert = (await within(section).findByText(title)).closest<HTMLElement>('.MuiAlert-root');
  if (!alert) throw new Error(`"${title}" is not in a banner`);
  return alert;
}

const ok = storyBackend('partner');

/** Acme Postgres: published and up to date, no banner, the link to its article. */
export const Published: Story = {
  render: renderAt(listingPath('acme-postgres')),
  parameters: { msw: { handlers: ok.handlers } },
  beforeEach: ok.reset,
  play: async ({ canvasElement }) => {
    const section = await documentationSection(canvasElement);
    await expect(await within(section).findByText('Your article is published and up to date.')).toBeVisible();
    await expect(section.querySelector('.MuiAlert-root')).toBeNull();
    await expect(within(section).getByRole('link', { name: 'Developer documentation' })).toHaveAttribute(
      'href',
      'https://devcenter.example.com/articles/acme-postgres',
    );
  },
};

const notPublished = storyBackend('partner', {
  seed: (store) => setDocumentation(store, 'acme-stream', { status: 'ok', has_docs: false, status_message: null }),
});

/** Status ok but no article yet: said plainly, still without a banner. */
export const NotPublishedYet: Story = {
  render: renderAt(listingPath('acme-stream')),
  parameters: { msw: { handlers: notPublished.handlers } },
  beforeEach: notPublished.reset,
  play: async ({ canvasElement }) => {
    const section = await documentationSection(canvasElement);
    await expect(await within(section).findByText('No article has been published yet.')).toBeVisible();
    await expect(section.querySelector('.MuiAlert-root')).toBeNull();
    await expect(within(section).getByRole('link', { name: 'Developer documentation' })).toHaveAttribute(
      'href',
      'https://devcenter.example.com/articles/acme-stream',
    );
  },
};

const notice = storyBackend('partner');

/** Acme Vault (beta): a notice, in the blue (info) banner, with the server's message. */
export const Notice: Story = {
  render: renderAt(listingPath('acme-vault')),
  parameters: { msw: { handlers: notice.handlers } },
  beforeEach: notice.reset,
  play: async ({ canvasElement }) => {
    const section = await documentationSection(canvasElement);
    const alert = await banner(section, 'Documentation notice');
    await expect(alert).toHaveClass('MuiAlert-colorInfo');
    await expect(alert).not.toHaveClass('MuiAlert-colorWarning');
    await expect(alert).toHaveAttribute('role', 'status');
    await expect(within(alert).getByText('Your article is pending review by the documentation team.')).toBeVisible();
    await expect(within(section).getByRole('link', { name: 'Developer documentation' })).toHaveAttribute(
      'href',
      'https://devcenter.example.com/articles/acme-vault',
    );
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Acme Vault' })).toBeVisible();
    await listingLoaded(canvasElement);
    await expectScreenshot(canvasElement);
  },
};

const errorStatus = storyBackend('partner');

/** Acme Insights (alpha): an error, in the orange (warning) banner, with the server's message. */
export const ErrorStatus: Story = {
  render: renderAt(listingPath('acme-insights')),
  parameters: { msw: { handlers: errorStatus.handlers } },
  beforeEach: errorStatus.reset,
  play: async ({ canvasElement }) => {
    const section = await documentationSection(canvasElement);
    const alert = await banner(section, 'Documentation needs attention');
    await expect(alert).toHaveClass('MuiAlert-colorWarning');
    await expect(alert).not.toHaveClass('MuiAlert-colorInfo');
    await expect(
      within(alert).getByText('No article found at the Dev Center URL. Publish the article, then ask for a review.'),
    ).toBeVisible();
    await expect(within(section).getByRole('link', { name: 'Developer documentation' })).toHaveAttribute(
      'href',
      'https://devcenter.example.com/articles/acme-insights',
    );
  },
};

const silentNotice = storyBackend('partner', {
  seed: (store) => setDocumentation(store, 'acme-stream', { status: 'notice', status_message: null }),
});

/** A notice without a message from the documentation team still says something. */
export const NoticeWithoutAMessage: Story = {
  render: renderAt(listingPath('acme-stream')),
  parameters: { msw: { handlers: silentNotice.handlers } },
  beforeEach: silentNotice.reset,
  play: async ({ canvasElement }) => {
    const section = await documentationSection(canvasElement);
    const alert = await banner(section, 'Documentation notice');
    await expect(within(alert).getByText('The documentation team left no message.')).toBeVisible();
  },
};

/** Fails the first documentation request of each run; later ones reach the sandbox. */
let documentationRequests = 0;
const flaky = storyBackend('partner', {
  overrides: [
    http.get('/api/v3/addons/:slug/documentations', () => {
      documentationRequests += 1;
      if (documentationRequests > 1) return undefined;
      return HttpResponse.json({ id: 'service_unavailable', message: 'The Dev Center is not answering.' }, { status: 503 });
    }),
  ],
});

/** The status cannot be loaded: an error with the server's message and Try again, which loads it. */
export const LoadErrorWithRetry: Story = {
  render: renderAt(listingPath('acme-vault')),
  parameters: { msw: { handlers: flaky.handlers } },
  beforeEach: [
    flaky.reset,
    () => {
      documentationRequests = 0;
    },
  ],
  play: async ({ canvasElement }) => {
    const section = await documentationSection(canvasElement);
    const failure = await within(section).findByRole('alert');
    await expect(failure).toHaveTextContent('The backend responded with an error');
    await expect(failure).toHaveTextContent('The Dev Center is not answering.');
    await expect(within(section).queryByRole('link', { name: 'Developer documentation' })).toBeNull();
    // The app flashes it too: once in the section, once in the flash message.
    await waitFor(() => expect(body(canvasElement).getAllByText('The Dev Center is not answering.')).toHaveLength(2));

    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    const alert = await banner(section, 'Documentation notice');
    await expect(within(alert).getByText('Your article is pending review by the documentation team.')).toBeVisible();
    await waitFor(() => expect(within(section).queryByRole('button', { name: 'Try again' })).toBeNull());
    await expect(documentationRequests).toBe(2);
  },
};
