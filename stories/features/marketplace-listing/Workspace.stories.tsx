import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { darkScheme } from '../../../web/src/theme/tokens';
import { expectScreenshot } from '../../support/screenshot';
import { mobile } from '../company/company-story-support';
import { desktop, listingLoaded, listingPath, pageParameters, renderAt, storyBackend } from './listing-story-support';
import { AddonWorkspaceLayout } from '../../../web/src/features/addon-workspace/AddonWorkspaceLayout';
import { WorkspaceNavigation } from '../../../web/src/features/addon-workspace/WorkspaceNavigation';

/**
 * The add-on workspace around the listing (spec §2 "addons/{addon_slug}"):
 * the header with icon, display name, state tag (Alpha orange, Beta blue,
 * Shutdown red, nothing for GA) and 'View on Elements', the sub-navigation,
 * and the redirect from /addons/{slug}.
 */
const meta = {
  // The components these stories show, rendered through the real routes.
  subcomponents: { AddonWorkspaceLayout, WorkspaceNavigation },
  title: 'Features/Marketplace listing/Workspace',
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header: `row` holds the h1 and its state tag, `whole` the icon beside them too. */
async function header(canvasElement: HTMLElement, displayName: string) {
  const heading = await within(canvasElement).findByRole('heading', { level: 1, name: displayName });
  const row = heading.parentElement!;
  return { heading, row, whole: row.parentElement!.parentElement! };
}

/** `#RRGGBB` as `rgb(r, g, b)`, the way computed styles give colours. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const ga = storyBackend('partner');

/** GA (Acme Postgres): no tag; the icon, the Elements link (new tab) and the current section. */
export const GaHasNoTag: Story = {
  render: renderAt(listingPath('acme-postgres')),
  parameters: { msw: { handlers: ga.handlers } },
  beforeEach: ga.reset,
  play: async ({ canvasElement }) => {
    const { row, whole } = await header(canvasElement, 'Acme Postgres');
    await expect(within(row).queryByText(/^(Alpha|Beta|Shutdown)$/)).toBeNull();
    await expect(row.querySelector('[data-state]')).toBeNull();
    await expect(whole.querySelector('img')).not.toBeNull();
    const elements = within(canvasElement).getByRole('link', { name: 'View on Elements (opens in a new tab)' });
    await expect(elements).toHaveAttribute('href', 'https://elements.example.com/addons/acme-postgres');
    await expect(elements).toHaveAttribute('target', '_blank');
    await expect(elements).toHaveAttribute('rel', 'noopener noreferrer');
    const navigation = within(canvasElement).getByRole('navigation', { name: 'Add-on sections' });
    await expect(within(navigation).getByRole('link', { name: 'Marketplace Listing' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Marketplace listing · Acme Postgres · Partner Portal'));
  },
};

const alpha = storyBackend('partner');

/** Alpha (Acme Insights): the Alpha tag beside the name, and the icon placeholder. */
export const AlphaTag: Story = {
  render: renderAt(listingPath('acme-insights')),
  parameters: { msw: { handlers: alpha.handlers } },
  beforeEach: alpha.reset,
  play: async ({ canvasElement }) => {
    const { row, whole } = await header(canvasElement, 'Acme Insights');
    const tag = within(row).getByText('Alpha').closest('[data-state]');
    await expect(tag).toHaveAttribute('data-state', 'alpha');
    await expect(tag).toHaveClass('MuiChip-colorStateAlpha');
    await expect(within(row).queryByText(/^(Beta|Shutdown)$/)).toBeNull();
    const placeholder = within(whole).getByTestId('addon-icon-placeholder');
    // Decorative: the name is right beside it.
    await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    await expect(whole.querySelector('img')).toBeNull();
  },
};

const beta = storyBackend('partner');

/** Beta (Acme Vault): the Beta tag. */
export const BetaTag: Story = {
  render: renderAt(listingPath('acme-vault')),
  parameters: { msw: { handlers: beta.handlers } },
  beforeEach: beta.reset,
  play: async ({ canvasElement }) => {
    const { row } = await header(canvasElement, 'Acme Vault');
    const tag = within(row).getByText('Beta').closest('[data-state]');
    await expect(tag).toHaveAttribute('data-state', 'beta');
    await expect(tag).toHaveClass('MuiChip-colorStateBeta');
    await expect(within(row).queryByText(/^(Alpha|Shutdown)$/)).toBeNull();
  },
};

const shutdown = storyBackend('partner');

/** Shut down (Acme Archive): the Shutdown tag; the listing is still there to read, but no longer to edit. */
export const ShutdownTag: Story = {
  render: renderAt(listingPath('acme-archive')),
  parameters: { msw: { handlers: shutdown.handlers } },
  beforeEach: shutdown.reset,
  play: async ({ canvasElement }) => {
    const { row } = await header(canvasElement, 'Acme Archive');
    const tag = within(row).getByText('Shutdown').closest('[data-state]');
    await expect(tag).toHaveAttribute('data-state', 'shutdown');
    await expect(tag).toHaveClass('MuiChip-colorStateShutdown');
    await expect(within(row).queryByText(/^(Alpha|Beta)$/)).toBeNull();
    await expect(await within(canvasElement).findByRole('region', { name: 'Basic Info' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('link', { name: 'Edit basic info' })).toBeNull();
  },
};

const redirect = storyBackend('partner');

/** Spec §2: /addons/{slug} redirects to next-steps, the first workspace section. */
export const RedirectsToNextSteps: Story = {
  render: renderAt('/addons/acme-stream'),
  parameters: { msw: { handlers: redirect.handlers } },
  beforeEach: redirect.reset,
  play: async ({ canvasElement }) => {
    await header(canvasElement, 'Acme Stream');
    await expect(await within(canvasElement).findByRole('region', { name: 'Generally available' })).toBeVisible();
    const navigation = within(canvasElement).getByRole('navigation', { name: 'Add-on sections' });
    const current = within(navigation).getByRole('link', { name: 'Next Steps' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('href', '/addons/acme-stream/next-steps');
    await waitFor(() => expect(document.title).toBe('Next steps · Acme Stream · Partner Portal'));
  },
};

const phone = storyBackend('partner');

/**
 * WorkspaceNavigation on a phone: the sections do not fit in one row, each name stays on one
 * line, and the current section (Settings, the last) is scrolled into view
 * rather than left past the edge.
 */
export const PhoneShowsTheCurrentSection: Story = {
  render: renderAt('/addons/acme-postgres/settings'),
  parameters: { msw: { handlers: phone.handlers } },
  beforeEach: phone.reset,
  globals: mobile,
  play: async ({ canvasElement }) => {
    await header(canvasElement, 'Acme Postgres');
    const navigation = within(canvasElement).getByRole('navigation', { name: 'Add-on sections' });
    const row = navigation.querySelector('ul')!;
    await expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
    const links = within(navigation).getAllByRole('link');
    const heights = new Set(links.map((link) => link.getBoundingClientRect().height));
    await expect(heights.size).toBe(1);
    const current = within(navigation).getByRole('link', { name: 'Settings' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    const [box, visible] = [current.getBoundingClientRect(), row.getBoundingClientRect()];
    await expect(box.left).toBeGreaterThanOrEqual(visible.left);
    await expect(box.right).toBeLessThanOrEqual(visible.right);
    await expect(canvasElement.ownerDocument.scrollingElement!.scrollTop).toBe(0);
  },
};

const lateFont = storyBackend('partner');
/** Stands in for the web font: narrower links until the story takes it away. */
const NARROW_LINKS = Object.assign(document.createElement('style'), { textContent: 'nav[aria-label="Add-on sections"] a { letter-spacing: -2px }' });
let fontArrives: () => void = () => undefined;

/**
 * The web font arrives after the row was centred on the current section
 * (Company): the links grow wider, and once the font is in the row is
 * centred again, not left where the narrower links put it.
 */
export const PhoneCentresTheSectionOnceTheFontIsIn: Story = {
  render: renderAt('/addons/acme-postgres/company'),
  parameters: { msw: { handlers: lateFont.handlers } },
  beforeEach: () => {
    lateFont.reset();
    document.head.append(NARROW_LINKS);
    const ready = new Promise<void>((resolve) => (fontArrives = resolve));
    Object.defineProperty(document, 'fonts', { configurable: true, value: { ready } });
    return () => {
      NARROW_LINKS.remove();
      Reflect.deleteProperty(document, 'fonts');
    };
  },
  globals: mobile,
  play: async ({ canvasElement }) => {
    await header(canvasElement, 'Acme Postgres');
    const navigation = within(canvasElement).getByRole('navigation', { name: 'Add-on sections' });
    const row = navigation.querySelector('ul')!;
    const current = within(navigation).getByRole('link', { name: 'Company' });
    const offCentre = () => {
      const [box, visible] = [current.getBoundingClientRect(), row.getBoundingClientRect()];
      return Math.abs(box.left + box.width / 2 - (visible.left + visible.width / 2));
    };
    await expect(offCentre()).toBeLessThanOrEqual(1);
    NARROW_LINKS.remove();
    await expect(offCentre(), 'the wider links move the current one').toBeGreaterThan(1);
    fontArrives();
    await waitFor(() => expect(offCentre()).toBeLessThanOrEqual(1));
  },
};

/** Holds GET /api/v3/current_user until the story lets it through (then the sandbox answers). */
let userArrives: () => void = () => undefined;
let userKnown: Promise<void> = Promise.resolve();
const lateUser = storyBackend('partner', {
  overrides: [
    http.get('/api/v3/current_user', async () => {
      await userKnown;
      return undefined;
    }),
  ],
});

/**
 * The current user arrives after the row was centred on the current section
 * (Logs): Reports, which only some company roles may read, joins the row
 * before Logs and pushes it right; the row is centred on Logs again rather
 * than leaving it where Reports pushed it (towards the edge on a phone).
 */
export const PhoneCentresTheSectionOnceReportsJoins: Story = {
  render: renderAt('/addons/acme-postgres/logs'),
  parameters: { msw: { handlers: lateUser.handlers } },
  beforeEach: () => {
    lateUser.reset();
    userKnown = new Promise<void>((resolve) => (userArrives = resolve));
    return () => userArrives();
  },
  globals: mobile,
  play: async ({ canvasElement }) => {
    await header(canvasElement, 'Acme Postgres');
    const navigation = within(canvasElement).getByRole('navigation', { name: 'Add-on sections' });
    const row = navigation.querySelector('ul')!;
    const current = within(navigation).getByRole('link', { name: 'Logs' });
    const offCentre = () => {
      const [box, visible] = [current.getBoundingClientRect(), row.getBoundingClientRect()];
      return Math.abs(box.left + box.width / 2 - (visible.left + visible.width / 2));
    };
    await expect(within(navigation).queryByRole('link', { name: 'Reports' }), 'no Reports before the user is known').toBeNull();
    await waitFor(() => expect(offCentre()).toBeLessThanOrEqual(1));
    userArrives();
    await within(navigation).findByRole('link', { name: 'Reports' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(offCentre(), 'Logs centred again once Reports is in').toBeLessThanOrEqual(1));
  },
};

const another = storyBackend('admin');

/** A platform admin manages any company's add-on (Northwind APM), which a partner of Acme could not even find. */
export const AdminOpensAnotherCompanysAddon: Story = {
  render: renderAt(listingPath('northwind-apm')),
  parameters: { msw: { handlers: another.handlers } },
  beforeEach: another.reset,
  play: async ({ canvasElement }) => {
    await header(canvasElement, 'Northwind APM');
    const buttons = await within(canvasElement).findByRole('region', { name: 'Example Buttons' });
    await expect(within(buttons).getByText('northwind/apm-express-example')).toBeVisible();
  },
};

const dark = storyBackend('partner');

/** The workspace of a beta add-on in the dark colour scheme. */
export const Dark: Story = {
  render: renderAt(listingPath('acme-vault')),
  parameters: { msw: { handlers: dark.handlers } },
  beforeEach: dark.reset,
  globals: { theme: 'dark', ...desktop },
  play: async ({ canvasElement }) => {
    const { row } = await header(canvasElement, 'Acme Vault');
    await expect(within(row).getByText('Beta')).toBeVisible();
    await expect(getComputedStyle(canvasElement.ownerDocument.body).backgroundColor).toBe(rgb(darkScheme.background.default));
    await listingLoaded(canvasElement);
    await expectScreenshot(canvasElement);
  },
};
