import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectScreenshot } from '../../support/screenshot';
import { body, desktop, listingLoaded, listingPath, overlaysClosed, pageParameters, renderAt, storyBackend } from './listing-story-support';
import { GeneralInformation } from '../../../web/src/features/marketplace-listing/GeneralInformation';
import { GeneralInformationPanel } from '../../../web/src/features/marketplace-listing/GeneralInformationPanel';
import { RenameReview } from '../../../web/src/features/marketplace-listing/RenameReview';

/**
 * Basic Info (spec §2 "General information": icon, name, terms URL, summary,
 * legal statements; the terms URL field is hidden for some add-ons), read-only
 * on the listing and edited in its panel (general-information/edit).
 */
const meta = {
  // The components these stories show, rendered through the real routes.
  subcomponents: { GeneralInformation, GeneralInformationPanel, RenameReview },
  title: 'Features/Marketplace listing/Basic info',
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function basicInfo(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('region', { name: 'Basic Info' });
}

/** The facts shown, as "label: value" pairs. */
function facts(section: HTMLElement): Record<string, string> {
  const terms = [...section.querySelectorAll('dt')];
  return Object.fromEntries(terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']));
}

const complete = storyBackend('partner');

/** Acme Postgres: every fact, its icon, its tags as a list, the terms URL as a link. */
export const Complete: Story = {
  render: renderAt(listingPath('acme-postgres')),
  parameters: { msw: { handlers: complete.handlers } },
  beforeEach: complete.reset,
  play: async ({ canvasElement }) => {
    const section = await basicInfo(canvasElement);
    await expect(Object.keys(facts(section))).toEqual([
      'Icon',
      'Display name',
      'Name',
      'Summary',
      'Tags',
      'Terms of service URL',
      'Legal statements',
    ]);
    await expect(facts(section)).toMatchObject({
      'Display name': 'Acme Postgres',
      Name: 'acme-postgres',
      Summary: 'Managed PostgreSQL with point-in-time recovery, read replicas and automatic failover.',
    });
    await expect(within(section).getByRole('img', { name: 'Acme Postgres icon' })).toBeVisible();
    const tags = within(section).getByRole('list', { name: 'Tags' });
    await expect(within(tags).getAllByRole('listitem').map((tag) => tag.textContent)).toEqual(['postgres', 'sql', 'database', 'backups']);
    await expect(within(section).getByRole('link', { name: 'https://acme.test/legal/terms' })).toHaveAttribute(
      'href',
      'https://acme.test/legal/terms',
    );
    await expect(within(section).getByRole('link', { name: 'Edit basic info' })).toHaveAttribute(
      'href',
      listingPath('acme-postgres', '/general-information/edit'),
    );
  },
};

const shutdown = storyBackend('partner');

/**
 * Acme Archive is shut down (issue 21 item 12): its listing is read, not
 * changed — a notice says why, and there is no Edit, Add Screenshot or Add
 * Benefit; its edit panel does not open even from its address. It hides its
 * terms URL (spec §2): not in the view.
 */
export const ShutDownIsReadOnly: Story = {
  render: renderAt(listingPath('acme-archive', '/general-information/edit')),
  parameters: { msw: { handlers: shutdown.handlers } },
  beforeEach: shutdown.reset,
  play: async ({ canvasElement }) => {
    const section = await basicInfo(canvasElement);
    await expect(Object.keys(facts(section))).not.toContain('Terms of service URL');
    await expect(Object.keys(facts(section))).toContain('Legal statements');
    await expect(within(section).queryByRole('link', { name: 'https://acme.test/legal/terms' })).toBeNull();
    await expect(within(canvasElement).getByText('This add-on is shut down, so it can no longer be changed.')).toBeVisible();
    await expect(within(section).queryByRole('link', { name: 'Edit basic info' })).toBeNull();
    await expect(await within(canvasElement).findByRole('region', { name: 'Screenshots' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('link', { name: 'Add Screenshot' })).toBeNull();
    await expect(within(canvasElement).queryByRole('link', { name: 'Add Benefit' })).toBeNull();
    await expect(body(canvasElement).queryByRole('dialog', { name: 'Edit basic info' })).toBeNull();
  },
};

const hiddenTerms = storyBackend('partner', {
  seed: (store) => {
    const stream = store.findAddon('acme-stream');
    if (stream) stream.provider_terms_url_hidden = true;
  },
});

/** An add-on that hides its terms URL: not in the form, and never in what is sent when another field is saved. */
export const HiddenTermsUrlNeverSent: Story = {
  render: renderAt(listingPath('acme-stream')),
  parameters: { msw: { handlers: hiddenTerms.handlers } },
  beforeEach: hiddenTerms.reset,
  play: async ({ canvasElement }) => {
    const section = await basicInfo(canvasElement);
    await expect(Object.keys(facts(section))).not.toContain('Terms of service URL');
    await userEvent.click(within(section).getByRole('link', { name: 'Edit basic info' }));
    const panel = await body(canvasElement).findByRole('dialog', { name: 'Edit basic info' });
    await expect(within(panel).getByRole('textbox', { name: /^Display name/ })).toHaveValue('Acme Stream');
    await expect(within(panel).getByRole('textbox', { name: /^Legal statements/ })).toBeVisible();
    await expect(within(panel).queryByRole('textbox', { name: /Terms of service URL/ })).toBeNull();

    const summary = within(panel).getByRole('textbox', { name: /^Summary/ });
    const before = hiddenTerms.addon('acme-stream').provider_terms_url;
    await userEvent.clear(summary);
    await userEvent.type(summary, 'Kafka-compatible event streaming.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Review changes' }));
    const review = await body(canvasElement).findByRole('dialog', { name: 'Review changes' });
    await expect(within(review).queryByText('Terms of service URL')).toBeNull();
    await userEvent.click(within(review).getByRole('button', { name: 'Save changes' }));
    await expect(await body(canvasElement).findByText('Marketplace listing updated.')).toBeVisible();
    await expect(hiddenTerms.writes('PATCH', '/api/v3/addons/acme-stream').map((call) => call.body)).toEqual([{ summary: 'Kafka-compatible event streaming.' }]);
    // The hidden URL is kept as it was.
    await expect(hiddenTerms.addon('acme-stream').provider_terms_url).toBe(before);
    await overlaysClosed(canvasElement);
  },
};

const alpha = storyBackend('partner');

/** Acme Insights (alpha) has no icon yet: a named placeholder in the view and in the form, and the checklist asks for one. */
export const AlphaWithoutIcon: Story = {
  render: renderAt(listingPath('acme-insights')),
  parameters: { msw: { handlers: alpha.handlers } },
  beforeEach: alpha.reset,
  play: async ({ canvasElement }) => {
    const section = await basicInfo(canvasElement);
    const placeholder = within(section).getByRole('img', { name: 'No icon yet' });
    await expect(placeholder).toHaveAttribute('data-testid', 'addon-icon-placeholder');
    await expect(section.querySelector('img')).toBeNull();
    // The header's placeholder is decorative: the add-on's name is beside it.
    const header = within(canvasElement).getByRole('heading', { level: 1, name: 'Acme Insights' });
    await expect(within(canvasElement).getAllByTestId('addon-icon-placeholder')).toHaveLength(2);
    await expect(within(canvasElement).getAllByRole('img', { name: 'No icon yet' })).toHaveLength(1);
    await expect(header).toBeVisible();
    const checklist = within(canvasElement).getByRole('list', { name: 'Listing checklist' });
    await expect(within(checklist).getByText('Icon: missing')).toBeVisible();
    await expect(within(checklist).getByText('Upload a 70×70 PNG icon.')).toBeVisible();
    await expect(within(canvasElement).getByText('Listing incomplete')).toBeVisible();
    await listingLoaded(canvasElement);
    await expectScreenshot(section);

    await userEvent.click(within(section).getByRole('link', { name: 'Edit basic info' }));
    const panel = await body(canvasElement).findByRole('dialog', { name: 'Edit basic info' });
    await expect(within(panel).getByRole('img', { name: 'No icon yet' })).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Choose icon…' })).toHaveAccessibleDescription(
      'PNG, exactly 70×70 pixels, transparent background preferred.',
    );
  },
};

const escape = storyBackend('partner');

/**
 * Escape on the edit panel with changes asks 'Discard changes?' (issue 21
 * item 4); Escape on the question goes back with the typing kept; Discard
 * closes without saving, and focus goes back to the Edit link that opened it.
 */
export const EscapeClosesThePanel: Story = {
  render: renderAt(listingPath('acme-postgres')),
  parameters: { msw: { handlers: escape.handlers } },
  beforeEach: escape.reset,
  play: async ({ canvasElement }) => {
    const section = await basicInfo(canvasElement);
    const edit = within(section).getByRole('link', { name: 'Edit basic info' });
    await userEvent.click(edit);
    const panel = await body(canvasElement).findByRole('dialog', { name: 'Edit basic info' });
    const displayName = within(panel).getByRole('textbox', { name: /^Display name/ });
    await userEvent.type(displayName, ' (draft)');
    await userEvent.keyboard('{Escape}');
    let question = await body(canvasElement).findByRole('dialog', { name: 'Discard changes?' });
    await waitFor(() => expect(within(question).getByRole('button', { name: 'Keep editing' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name: 'Discard changes?' })).toBeNull());
    await expect(displayName).toHaveValue('Acme Postgres (draft)');

    await userEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));
    question = await body(canvasElement).findByRole('dialog', { name: 'Discard changes?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Discard' }));
    await overlaysClosed(canvasElement);
    await waitFor(() => expect(edit).toHaveFocus());
    await expect(facts(section)['Display name']).toBe('Acme Postgres');
    await expect(escape.calls).toHaveLength(0);
  },
};

/** Nothing changed: Escape closes the edit panel at once, without a question. */
export const UnchangedClosesAtOnce: Story = {
  render: renderAt(listingPath('acme-postgres')),
  parameters: { msw: { handlers: escape.handlers } },
  beforeEach: escape.reset,
  play: async ({ canvasElement }) => {
    const section = await basicInfo(canvasElement);
    await userEvent.click(within(section).getByRole('link', { name: 'Edit basic info' }));
    await body(canvasElement).findByRole('dialog', { name: 'Edit basic info' });
    await userEvent.keyboard('{Escape}');
    await overlaysClosed(canvasElement);
    await expect(body(canvasElement).queryByRole('dialog', { name: 'Discard changes?' })).toBeNull();
  },
};

const refusedAsAWhole = storyBackend('partner', {
  overrides: [
    http.patch('/api/v3/addons/:slug', () =>
      HttpResponse.json({ errors: { base: ['The listing is under review; it can change again once the review ends.'] } }, { status: 422 }),
    ),
  ],
});

/**
 * The server refuses the save for the add-on as a whole (`base`): back on the
 * form, the reason is shown above it and the typing is kept. (This panel used
 * to drop such messages; the one FormPanel shows them everywhere.)
 */
export const RefusedForTheWholeAddOn: Story = {
  render: renderAt(listingPath('acme-postgres', '/general-information/edit')),
  parameters: { msw: { handlers: refusedAsAWhole.handlers } },
  beforeEach: refusedAsAWhole.reset,
  play: async ({ canvasElement }) => {
    const panel = await body(canvasElement).findByRole('dialog', { name: 'Edit basic info' });
    const summary = within(panel).getByRole('textbox', { name: /^Summary/ });
    await userEvent.clear(summary);
    await userEvent.type(summary, 'Managed PostgreSQL, now with query insights.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Review changes' }));
    await userEvent.click(await within(panel).findByRole('button', { name: 'Save changes' }));

    const again = await body(canvasElement).findByRole('dialog', { name: 'Edit basic info' });
    await expect(await within(again).findByRole('alert')).toHaveTextContent(
      'The listing is under review; it can change again once the review ends.',
    );
    await expect(within(again).getByRole('textbox', { name: /^Summary/ })).toHaveValue('Managed PostgreSQL, now with query insights.');
    await expect(within(again).getByRole('textbox', { name: /^Summary/ })).toHaveAttribute('aria-invalid', 'false');
    await expect(refusedAsAWhole.writes('PATCH', '/api/v3/addons/acme-postgres')).toHaveLength(1);
    await expect(refusedAsAWhole.addon('acme-postgres').summary).toBe(
      'Managed PostgreSQL with point-in-time recovery, read replicas and automatic failover.',
    );
  },
};

const rename = storyBackend('partner');

/**
 * A new name is the add-on's new identifier (issue 21 item 5): the review says
 * what it changes — the CLI command, the Elements address, the plan ids — and
 * Save changes does nothing until the rename is confirmed.
 */
export const RenameAsksForConfirmation: Story = {
  render: renderAt(listingPath('acme-stream')),
  parameters: { msw: { handlers: rename.handlers } },
  beforeEach: rename.reset,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await basicInfo(canvasElement)).getByRole('link', { name: 'Edit basic info' }));
    const panel = await body(canvasElement).findByRole('dialog', { name: 'Edit basic info' });
    const name = within(panel).getByRole('textbox', { name: /^Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'acme-events');
    await userEvent.click(within(panel).getByRole('button', { name: 'Review changes' }));
    const review = await body(canvasElement).findByRole('dialog', { name: 'Review changes' });
    const warning = within(review).getByRole('region', { name: 'Renaming the add-on' });
    // Acme Stream's first plan is basic.
    await expect(warning).toHaveTextContent('CLI command: addons:create acme-stream:basic → addons:create acme-events:basic');
    await expect(warning).toHaveTextContent('Elements page: https://elements.example.com/addons/acme-stream → https://elements.example.com/addons/acme-events');
    await expect(warning).toHaveTextContent('Plan id: acme-stream:basic → acme-events:basic');
    await expectScreenshot(review);

    await userEvent.click(within(review).getByRole('button', { name: 'Save changes' }));
    await expect(await within(warning).findByRole('alert')).toHaveTextContent('Confirm the rename to save: tick the box above.');
    await expect(rename.writes('PATCH', '/api/v3/addons/acme-stream')).toEqual([]);

    await userEvent.click(within(warning).getByRole('checkbox', { name: /I understand that renaming acme-stream to acme-events/ }));
    await expect(within(warning).queryByRole('alert')).toBeNull();
    await userEvent.click(within(review).getByRole('button', { name: 'Save changes' }));
    await expect(await body(canvasElement).findByText('Marketplace listing updated.')).toBeVisible();
    await expect(rename.writes('PATCH', '/api/v3/addons/acme-stream').map((call) => call.body)).toEqual([{ name: 'acme-events' }]);
    await overlaysClosed(canvasElement);
  },
};

const noRename = storyBackend('partner');

/** Other changes, the name kept: no rename warning, nothing to confirm. */
export const NoRenameNoWarning: Story = {
  render: renderAt(listingPath('acme-stream')),
  parameters: { msw: { handlers: noRename.handlers } },
  beforeEach: noRename.reset,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await basicInfo(canvasElement)).getByRole('link', { name: 'Edit basic info' }));
    const panel = await body(canvasElement).findByRole('dialog', { name: 'Edit basic info' });
    await userEvent.type(within(panel).getByRole('textbox', { name: /^Display name/ }), ' Pro');
    await userEvent.click(within(panel).getByRole('button', { name: 'Review changes' }));
    const review = await body(canvasElement).findByRole('dialog', { name: 'Review changes' });
    await expect(within(review).queryByRole('region', { name: 'Renaming the add-on' })).toBeNull();
    await userEvent.click(within(review).getByRole('button', { name: 'Save changes' }));
    await expect(await body(canvasElement).findByText('Marketplace listing updated.')).toBeVisible();
    await expect(noRename.writes('PATCH', '/api/v3/addons/acme-stream').map((call) => call.body)).toEqual([{ display_name: 'Acme Stream Pro' }]);
    // The story's axe check reads the page once the dialogs have gone: closing, they leave the page aria-hidden (failed once in a loaded CI run).
    await overlaysClosed(canvasElement);
  },
};
