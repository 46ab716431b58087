import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { handlersFor, loadingHandlers } from '../../../fixtures/msw';
import { expectScreenshot } from '../../support/screenshot';
import { renderAt, storyBackend } from '../marketplace-listing/listing-story-support';
import { RegistryPage } from '../../../web/src/features/buildpacks/RegistryPage';
import { SearchField } from '../../../web/src/components/SearchField';
import { addManyBuildpacks } from './registry-story-support';
import { BuildpackCard } from '../../../web/src/features/buildpacks/BuildpackCard';

/**
 * The buildpack registry at /buildpacks (issue 23): the partner's own
 * buildpacks and their teams', grouped by namespace, through the real route
 * tree with the registry answered by MSW from the sandbox.
 */
const meta = {
  title: 'Features/Buildpacks/Registry',
  component: RegistryPage,
  subcomponents: { BuildpackCard, SearchField },
  render: renderAt('/buildpacks'),
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const many = storyBackend('partner', { seed: addManyBuildpacks });
const seeded = storyBackend('partner');

/** Every card's latest revision has loaded. */
async function revisionsLoaded(canvasElement: HTMLElement) {
  await waitFor(() => expect(within(canvasElement).queryAllByText('Loading the latest revision…')).toHaveLength(0), { timeout: 10_000 });
}

/** Priya: her own two (partner-acme), team acme's metrics and the enterprise team acme-secure's vault-client, shown as a team. */
export const OwnAndTeams: Story = {
  parameters: { msw: { handlers: seeded.handlers } },
  beforeEach: seeded.reset,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Buildpacks' })).toBeVisible();
    await canvas.findByRole('list', { name: 'partner-acme' });
    const groups = within(canvas.getByRole('main')).getAllByRole('heading', { level: 2 });
    await expect(groups.map((heading) => heading.textContent)).toEqual(['acme', 'acme-secure', 'partner-acme']);
    const own = canvas.getByRole('list', { name: 'partner-acme' });
    await expect(within(own).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(own).getByRole('link', { name: 'partner-acme/insights-agent' })).toHaveAttribute('href', '/buildpacks/partner-acme/insights-agent');
    await expect(within(own).getAllByText('Owner: You')).toHaveLength(2);
    await expect(within(canvas.getByRole('list', { name: 'acme-secure' })).getByText('Owner: Team acme-secure')).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'acme' })).getByText('Owner: Team acme')).toBeVisible();
    await revisionsLoaded(canvasElement);
    // insights-agent's newest revision is release 3 (v1.2.0), published; the failed rc came before it.
    await expect(within(own).getByText(/Latest: release 3 \(v1\.2\.0\)/)).toBeVisible();
    await expect(within(own).getByRole('link', { name: 'support@acme.test' })).toHaveAttribute('href', 'mailto:support@acme.test');
    await expect(canvas.queryByRole('link', { name: /northwind/ })).toBeNull();
    await expectScreenshot(canvasElement);
  },
};

/** Many of them, searched: a word of a description narrows the list, and the count says so. */
export const ManySearched: Story = {
  parameters: { msw: { handlers: many.handlers } },
  beforeEach: many.reset,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const own = await canvas.findByRole('list', { name: 'partner-acme' });
    await expect(within(own).getAllByRole('listitem')).toHaveLength(8);
    await expect(canvas.getByRole('status')).toHaveTextContent('10 buildpacks.');
    await revisionsLoaded(canvasElement);
    await expectScreenshot(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search buildpacks' }), 'json');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 of 10 buildpacks match “json”.');
    await expect(within(canvas.getByRole('main')).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['partner-acme']);
    await expect(canvas.getByRole('link', { name: 'partner-acme/jq' })).toBeVisible();
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search buildpacks' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search buildpacks' }), 'acme-secure/');
    await expect(canvas.getByRole('link', { name: 'acme-secure/vault-client' })).toBeVisible();
    await expect(within(canvas.getByRole('main')).getAllByRole('listitem')).toHaveLength(1);
  },
};

/** On a phone (390 px): one card a row, nothing scrolls sideways. */
export const OnAPhone: Story = {
  ...OwnAndTeams,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('list', { name: 'partner-acme' })).toBeVisible();
    await revisionsLoaded(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expectScreenshot(canvasElement);
  },
};

/** Sam has no buildpacks and no teams: an invitation to publish a first one. */
export const Empty: Story = {
  parameters: { msw: { handlers: handlersFor('solo') } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Publish your first buildpack' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Publish your first buildpack' })).toHaveAttribute('href', '/buildpacks/publish');
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await expectScreenshot(canvasElement);
  },
};

/** The empty state on a phone. */
export const EmptyOnAPhone: Story = {
  ...Empty,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('link', { name: 'Publish your first buildpack' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expectScreenshot(canvasElement);
  },
};

/** Everything still loading: a named spinner. */
export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Buildpacks' })).toBeVisible();
    await expect(await canvas.findByText('Loading your account…')).toBeVisible();
  },
};

/** The registry is down: the error says so, not a blank page. */
export const RegistryDown: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/buildpack-registry/users/:user/buildpacks', () =>
          HttpResponse.json({ id: 'bad_gateway', message: 'The buildpack registry is not answering.' }, { status: 502 }),
        ),
        ...handlersFor('partner'),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    // The page's own alert, in the shell's main (not the loading page's, which goes).
    const alert = await waitFor(() => within(canvas.getByRole('main')).getByRole('alert'), { timeout: 10_000 });
    await expect(alert).toHaveTextContent('The buildpack registry could not be loaded');
    await expect(alert).toHaveTextContent('The buildpack registry is not answering.');
    // The same message as a flash (spec §8), as on every screen.
    await waitFor(() => expect(within(document.body).getAllByText('The buildpack registry is not answering.')).toHaveLength(2));
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectScreenshot(canvasElement);
  },
};
