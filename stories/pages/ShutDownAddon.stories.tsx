import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SHUT_DOWN_READ_ONLY } from '../../web/src/domain/shutdown';
import { mobile } from '../features/company/company-story-support';
import { body, desktop, pageParameters, renderAt, storyBackend } from '../features/marketplace-listing/listing-story-support';
import { layoutSettled } from '../support/layout-settled';
import { expectScreenshot } from '../support/screenshot';
import { AppRoute } from '../support/router';
import { ReadOnlyPanels } from '../../web/src/components/ReadOnlyPanels';

/**
 * A shut-down add-on is read-only in the interface (spec §4: shutdown is
 * irreversible; issue 21 item 12): its listing, plans and settings show the
 * facts, say once why nothing can be changed, and offer no control that
 * would change them, to an admin either. Panel URLs typed by hand return to
 * the screen. Acme Archive is the seed's shut-down add-on, with screenshots,
 * benefits, features and plans to show.
 */
const meta = {
  component: AppRoute,
  subcomponents: { ReadOnlyPanels },
  title: 'Pages/Shut-down add-on',
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta<typeof AppRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const path = (section: string, panel = '') => `/addons/acme-archive/${section}${panel}`;

/** Names of controls that would change something: buttons, links and menu items starting with a verb of change, or a row menu of actions. */
const CHANGE = /^(Actions for|Add|Edit|Delete|Remove|Reorder|Move|Regenerate|Create|Shut down|Change|Save|Upload|Request|Progress)(\s|$)/;

function changeControls(canvasElement: HTMLElement): string[] {
  const canvas = within(canvasElement);
  const named = [...canvas.queryAllByRole('button'), ...canvas.queryAllByRole('link'), ...canvas.queryAllByRole('menuitem')].map((element) =>
    (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
  );
  // Checkboxes and switches save at once; the plans' filter and sort selects only change the view.
  const toggles = [...canvas.queryAllByRole('checkbox'), ...canvas.queryAllByRole('switch')].map(
    (element) => `toggle ${element.getAttribute('aria-label') ?? element.id}`,
  );
  return [...named.filter((name) => CHANGE.test(name)), ...toggles];
}

async function readOnlyScreen(canvasElement: HTMLElement, lastRegion: string) {
  const canvas = within(canvasElement);
  await canvas.findByRole('region', { name: lastRegion }, { timeout: 10_000 });
  await waitFor(() => expect(canvas.queryAllByText(/^Loading /)).toHaveLength(0));
  // Said once, at the top, rather than by greying each control.
  await expect(canvas.getAllByText(SHUT_DOWN_READ_ONLY)).toHaveLength(1);
  await expect(changeControls(canvasElement)).toEqual([]);
  await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
}

const admin = storyBackend('admin');
const partner = storyBackend('partner');

/** The listing as an admin (who could otherwise edit the category and example buttons): screenshots, benefits and languages shown, nothing to change. */
export const Listing: Story = {
  args: { path: path('marketplace-listing') },
  render: renderAt(path('marketplace-listing')),
  parameters: { msw: { handlers: admin.handlers } },
  beforeEach: admin.reset,
  play: async ({ canvasElement }) => {
    await readOnlyScreen(canvasElement, 'Example Buttons');
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('region', { name: 'Benefits' })).getByRole('heading', { name: 'Cheap cold storage' })).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Supported Languages' })).getByText(/none/)).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Screenshots' })).getAllByRole('img')).toHaveLength(2);
    await layoutSettled(canvasElement);
    await expectScreenshot(canvasElement);
  },
};

export const ListingOnPhone: Story = { ...Listing, globals: mobile };

/** Plans: features and plans listed, no Add Feature, no row handles or menus, no Create Plan, no Edit Plan Defaults. */
export const Plans: Story = {
  args: { path: path('plans') },
  render: renderAt(path('plans')),
  parameters: { msw: { handlers: admin.handlers } },
  beforeEach: admin.reset,
  play: async ({ canvasElement }) => {
    await readOnlyScreen(canvasElement, 'Plan Defaults');
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('list', { name: 'Features' })).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getAllByText('Cold').length).toBeGreaterThan(0);
    // Nothing to ask for either: no support ticket to change the defaults.
    await expect(within(canvas.getByRole('region', { name: 'Plan Defaults' })).queryByRole('link', { name: /support ticket/ })).toBeNull();
    await layoutSettled(canvasElement);
    await expectScreenshot(canvasElement);
  },
};

export const PlansOnPhone: Story = { ...Plans, globals: mobile };

/** Settings as an admin: marketing, credentials (masked, no Regenerate), support, metadata as facts; no Shutdown section. */
export const Settings: Story = {
  args: { path: path('settings') },
  render: renderAt(path('settings')),
  parameters: { msw: { handlers: admin.handlers } },
  beforeEach: admin.reset,
  play: async ({ canvasElement }) => {
    await readOnlyScreen(canvasElement, 'Metadata');
    const metadata = within(canvasElement).getByRole('region', { name: 'Metadata' });
    await expect(within(metadata).getByText('Featured')).toBeVisible();
    await expect(within(canvasElement).queryByRole('region', { name: 'Shut down add-on' })).toBeNull();
    await layoutSettled(canvasElement);
    await expectScreenshot(canvasElement);
  },
};

export const SettingsOnPhone: Story = { ...Settings, globals: mobile };

/** A panel URL typed by hand (here: edit a benefit) returns to the listing: no form to fill in only to be refused. */
export const TypedListingPanelUrl: Story = {
  args: { path: path('marketplace-listing', '/benefits/acme-archive-b1/edit') },
  render: renderAt(path('marketplace-listing', '/benefits/acme-archive-b1/edit')),
  parameters: { msw: { handlers: partner.handlers } },
  beforeEach: partner.reset,
  play: async ({ canvasElement }) => {
    await readOnlyScreen(canvasElement, 'Category');
    await expect(partner.calls).toEqual([]);
  },
};

/** The same for the plans tab's panels (here: a new plan). */
export const TypedPlansPanelUrl: Story = {
  args: { path: path('plans', '/new') },
  render: renderAt(path('plans', '/new')),
  parameters: { msw: { handlers: partner.handlers } },
  beforeEach: partner.reset,
  play: async ({ canvasElement }) => {
    await readOnlyScreen(canvasElement, 'Plan Defaults');
    await expect(partner.calls).toEqual([]);
  },
};

/** And for the settings' panels (here: marketing). */
export const TypedSettingsPanelUrl: Story = {
  args: { path: path('settings', '/marketing/edit') },
  render: renderAt(path('settings', '/marketing/edit')),
  parameters: { msw: { handlers: partner.handlers } },
  beforeEach: partner.reset,
  play: async ({ canvasElement }) => {
    await readOnlyScreen(canvasElement, 'Support');
    await expect(partner.calls).toEqual([]);
  },
};

// Acme Stream offers custom plans (one of the two flagged add-ons); here it has been shut down.
const customPlans = storyBackend('admin', {
  seed: (store) => {
    const stream = store.findAddon('acme-stream');
    if (stream) stream.state = 'shutdown';
  },
});

/** Custom plans of a shut-down add-on: whether they were offered, in words; no switch and no text button. */
export const CustomPlans: Story = {
  args: { path: '/addons/acme-stream/plans' },
  render: renderAt('/addons/acme-stream/plans'),
  parameters: { msw: { handlers: customPlans.handlers } },
  beforeEach: customPlans.reset,
  play: async ({ canvasElement }) => {
    await readOnlyScreen(canvasElement, 'Custom Plans');
    const section = within(canvasElement).getByRole('region', { name: 'Custom Plans' });
    await expect(within(section).getByText(/^Custom plans are (not )?offered on the listing\.$/)).toBeVisible();
  },
};
