import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { removeBenefits, type SandboxStore } from '../../../fixtures/msw';
import { expectScreenshot } from '../../support/screenshot';
import { errorHandlingSettled, flashesShown } from '../../support/flashes';
import { body, desktop, listingLoaded, listingPath, overlaysClosed, pageParameters, renderAt, storyBackend } from './listing-story-support';
import { BenefitsSection } from '../../../web/src/features/marketplace-listing/BenefitsSection';
import { EditBenefitPanel, NewBenefitPanel } from '../../../web/src/features/marketplace-listing/BenefitPanel';
import { BenefitDeleteDialog } from '../../../web/src/features/marketplace-listing/BenefitDeleteDialog';
import { SortableList } from '../../../web/src/components/SortableList';

/**
 * Benefits of a listing (spec §2: reorderable, each with a title and a
 * description, and a delete confirmation), through the real route with the
 * sandbox's data; the panels and the confirmation are sub-routes.
 */
const meta = {
  // The components these stories show, rendered through the real routes.
  subcomponents: { BenefitsSection, NewBenefitPanel, EditBenefitPanel, BenefitDeleteDialog, SortableList },
  title: 'Features/Marketplace listing/Benefits',
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const postgres = ['Point-in-time recovery', 'Read replicas in one command', 'Automatic failover', 'Every popular extension'] as const;

/** The titles in the list, in order (read straight from the DOM: polled often, it must be cheap). */
const listedTitles = (list: HTMLElement) => [...list.querySelectorAll('h3')].map((heading) => heading.textContent);

/** The stored titles of an add-on's benefits, in order. */
const storedTitles = (store: SandboxStore, slug: string) => store.benefitsOf(store.findAddon(slug)!).map((benefit) => benefit.title);

async function benefitsSection(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('region', { name: 'Benefits' });
}

/** The benefit panel once its form is there (while the list loads, a different panel says so). */
async function benefitPanel(canvasElement: HTMLElement, name: 'Add Benefit' | 'Edit Benefit') {
  await body(canvasElement).findByRole('textbox', { name: /^Title/ });
  return body(canvasElement).getByRole('dialog', { name });
}

const list = storyBackend('partner');

/** Acme Postgres: four benefits in listing order, each with its move, edit and delete controls. */
export const List: Story = {
  render: renderAt(listingPath('acme-postgres')),
  parameters: { msw: { handlers: list.handlers } },
  beforeEach: list.reset,
  play: async ({ canvasElement }) => {
    const section = await benefitsSection(canvasElement);
    const benefits = await within(section).findByRole('list', { name: 'Benefits' });
    await expect(within(benefits).getAllByRole('listitem')).toHaveLength(4);
    await expect(listedTitles(benefits)).toEqual(postgres);
    await expect(within(benefits).getByText(/^Restore to any second of the last 7 days/)).toBeVisible();
    await expect(within(benefits).getByRole('button', { name: `Move ${postgres[0]} up` })).toBeDisabled();
    await expect(within(benefits).getByRole('button', { name: `Move ${postgres[0]} down` })).toBeEnabled();
    await expect(within(benefits).getByRole('button', { name: `Move ${postgres[3]} down` })).toBeDisabled();
    await expect(within(benefits).getByRole('button', { name: `Reorder ${postgres[1]}` })).toHaveAccessibleDescription(
      /press Space or Enter to pick up the benefit, use the up and down arrow keys to move it/,
    );
    await expect(within(benefits).getByRole('link', { name: `Edit ${postgres[2]}` })).toHaveAttribute(
      'href',
      listingPath('acme-postgres', '/benefits/acme-postgres-b3/edit'),
    );
    await expect(within(benefits).getByRole('link', { name: `Delete ${postgres[2]}` })).toHaveAttribute(
      'href',
      listingPath('acme-postgres', '/benefits/acme-postgres-b3/delete'),
    );
    await expect(within(section).getByRole('link', { name: 'Add Benefit' })).toHaveAttribute('href', listingPath('acme-postgres', '/benefits/new'));
    await expect(within(section).queryByRole('heading', { name: 'No benefits yet' })).toBeNull();
  },
};

const empty = storyBackend('partner', { seed: (store) => removeBenefits(store, 'acme-postgres') });

/** No benefits: an empty state inviting the first one, and no list. */
export const Empty: Story = {
  render: renderAt(listingPath('acme-postgres')),
  parameters: { msw: { handlers: empty.handlers } },
  beforeEach: empty.reset,
  play: async ({ canvasElement }) => {
    const section = await benefitsSection(canvasElement);
    await expect(await within(section).findByRole('heading', { level: 3, name: 'No benefits yet' })).toBeVisible();
    await expect(within(section).queryByRole('list', { name: 'Benefits' })).toBeNull();
    // One way to add, inside the empty state (not a second one in the header).
    const add = within(section).getAllByRole('link', { name: 'Add Benefit' });
    await expect(add).toHaveLength(1);
    await expect(add[0]).toHaveAttribute('href', listingPath('acme-postgres', '/benefits/new'));
    await listingLoaded(canvasElement);
    await expectScreenshot(section);
  },
};

const edit = storyBackend('partner');
const newDescription = 'A hot standby takes over within 15 seconds when the primary fails; DATABASE_URL stays the same.';

/** Editing a benefit: nothing changed says so and sends nothing; a changed description is sent alone. */
export const EditSendsOnlyWhatChanged: Story = {
  render: renderAt(listingPath('acme-postgres', '/benefits/acme-postgres-b3/edit')),
  parameters: { msw: { handlers: edit.handlers } },
  beforeEach: edit.reset,
  play: async ({ canvasElement }) => {
    const panel = await benefitPanel(canvasElement, 'Edit Benefit');
    await expect(within(panel).getByRole('textbox', { name: /^Title/ })).toHaveValue('Automatic failover');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await expect(await within(panel).findByText('Nothing has changed, so there is nothing to save.')).toBeVisible();
    await expect(edit.calls).toHaveLength(0);

    const description = within(panel).getByRole('textbox', { name: /^Description/ });
    await userEvent.clear(description);
    await userEvent.type(description, newDescription);
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await expect(await body(canvasElement).findByText('Benefit saved.')).toBeVisible();
    await overlaysClosed(canvasElement);
    const benefits = within(await benefitsSection(canvasElement)).getByRole('list', { name: 'Benefits' });
    await expect(await within(benefits).findByText(newDescription)).toBeVisible();

    await expect(edit.writes('PATCH', '/platform/addons/acme-postgres/benefits/acme-postgres-b3').map((call) => call.body)).toEqual([
      { description: newDescription },
    ]);
    const stored = edit.store.benefits.find((benefit) => benefit.id === 'acme-postgres-b3');
    await expect(stored).toMatchObject({ title: 'Automatic failover', description: newDescription, position: 2 });
  },
};

const remove = storyBackend('partner');

/** benefits/{id}/delete: a confirmation naming the benefit (Cancel focused); confirmed, it is gone and Add Benefit has focus. */
export const DeleteWithConfirmation: Story = {
  render: renderAt(listingPath('acme-postgres', '/benefits/acme-postgres-b2/delete')),
  parameters: { msw: { handlers: remove.handlers } },
  beforeEach: remove.reset,
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Delete Benefit' });
    await expect(dialog).toHaveAccessibleDescription(`Delete the benefit ${postgres[1]} from the listing? This cannot be undone.`);
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(remove.calls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await expect(await body(canvasElement).findByText('Benefit deleted.')).toBeVisible();
    await overlaysClosed(canvasElement);
    const section = await benefitsSection(canvasElement);
    const benefits = within(section).getByRole('list', { name: 'Benefits' });
    await waitFor(() => expect(listedTitles(benefits)).toEqual([postgres[0], postgres[2], postgres[3]]));
    await waitFor(() => expect(within(section).getByRole('link', { name: 'Add Benefit' })).toHaveFocus());
    await expect(remove.writes('DELETE', '/platform/addons/acme-postgres/benefits/acme-postgres-b2')).toHaveLength(1);
    await expect(storedTitles(remove.store, 'acme-postgres')).toEqual([postgres[0], postgres[2], postgres[3]]);
    await expect(remove.store.benefitsOf(remove.addon('acme-postgres')).map((benefit) => benefit.position)).toEqual([0, 1, 2]);
  },
};

const cancelDelete = storyBackend('partner');

/** Escape (like Cancel) keeps the benefit, sends nothing, and returns to the listing. */
export const DeleteCancelled: Story = {
  render: renderAt(listingPath('acme-postgres', '/benefits/acme-postgres-b2/delete')),
  parameters: { msw: { handlers: cancelDelete.handlers } },
  beforeEach: cancelDelete.reset,
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Delete Benefit' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await overlaysClosed(canvasElement);
    const benefits = within(await benefitsSection(canvasElement)).getByRole('list', { name: 'Benefits' });
    await expect(listedTitles(benefits)).toEqual(postgres);
    await expect(cancelDelete.calls).toHaveLength(0);
    await expect(storedTitles(cancelDelete.store, 'acme-postgres')).toEqual(postgres);
  },
};

const reorder = storyBackend('partner');

/** Move down, then up: each move is saved, announced, and focus stays on the button used. */
export const ReorderWithMoveButtons: Story = {
  render: renderAt(listingPath('acme-postgres')),
  parameters: { msw: { handlers: reorder.handlers } },
  beforeEach: reorder.reset,
  play: async ({ canvasElement }) => {
    const section = await benefitsSection(canvasElement);
    const benefits = await within(section).findByRole('list', { name: 'Benefits' });
    await userEvent.click(within(benefits).getByRole('button', { name: `Move ${postgres[0]} down` }));
    await expect(await body(canvasElement).findByText('Benefit successfully reordered.')).toBeVisible();
    await waitFor(() => expect(listedTitles(benefits)).toEqual([postgres[1], postgres[0], postgres[2], postgres[3]]));
    await waitFor(() => expect(within(benefits).getByRole('button', { name: `Move ${postgres[0]} down` })).toHaveFocus());

    // The last one up: its "down" is disabled before and enabled after.
    await userEvent.click(within(benefits).getByRole('button', { name: `Move ${postgres[3]} up` }));
    await waitFor(() => expect(listedTitles(benefits)).toEqual([postgres[1], postgres[0], postgres[3], postgres[2]]));
    await waitFor(() => expect(within(benefits).getByRole('button', { name: `Move ${postgres[3]} up` })).toHaveFocus());
    await expect(within(benefits).getByRole('button', { name: `Move ${postgres[2]} down` })).toBeDisabled();

    await waitFor(() => expect(storedTitles(reorder.store, 'acme-postgres')).toEqual([postgres[1], postgres[0], postgres[3], postgres[2]]));
    await expect(reorder.writes('PUT', '/platform/addons/acme-postgres/benefits/order').map((call) => call.body)).toEqual([
      { order: ['acme-postgres-b2', 'acme-postgres-b1', 'acme-postgres-b3', 'acme-postgres-b4'] },
      { order: ['acme-postgres-b2', 'acme-postgres-b1', 'acme-postgres-b4', 'acme-postgres-b3'] },
    ]);
  },
};

const unknownEdit = storyBackend('partner');

/** benefits/{id}/edit for a benefit that does not exist: back to the listing, no panel. */
export const UnknownBenefitReturnsToTheListing: Story = {
  render: renderAt(listingPath('acme-postgres', '/benefits/acme-postgres-b99/edit')),
  parameters: { msw: { handlers: unknownEdit.handlers } },
  beforeEach: unknownEdit.reset,
  play: async ({ canvasElement }) => {
    const benefits = await within(await benefitsSection(canvasElement)).findByRole('list', { name: 'Benefits' });
    await expect(listedTitles(benefits)).toEqual(postgres);
    // The list has loaded, so the route has decided: no panel, nothing sent.
    await overlaysClosed(canvasElement);
    await expect(unknownEdit.calls).toHaveLength(0);
  },
};

const unknownDelete = storyBackend('partner');

/** benefits/{id}/delete for a benefit that does not exist: no confirmation, back to the listing. */
export const UnknownBenefitDeleteReturnsToTheListing: Story = {
  render: renderAt(listingPath('acme-postgres', '/benefits/acme-postgres-b99/delete')),
  parameters: { msw: { handlers: unknownDelete.handlers } },
  beforeEach: unknownDelete.reset,
  play: async ({ canvasElement }) => {
    const section = await benefitsSection(canvasElement);
    const benefits = await within(section).findByRole('list', { name: 'Benefits' });
    await expect(listedTitles(benefits)).toEqual(postgres);
    await overlaysClosed(canvasElement);
    await expect(unknownDelete.calls).toHaveLength(0);
  },
};

const refusedCreate = storyBackend('partner', {
  overrides: [
    http.post('/api/v3/addons/:slug/benefits', () =>
      HttpResponse.json({ errors: { title: ['is already the title of another benefit'] } }, { status: 422 }),
    ),
  ],
});

/** The server refuses a new benefit (422): its message is on the Title field, the typing is kept, the panel stays. */
export const CreateRefusedByTheServer: Story = {
  render: renderAt(listingPath('acme-postgres', '/benefits/new')),
  parameters: { msw: { handlers: refusedCreate.handlers } },
  beforeEach: refusedCreate.reset,
  play: async ({ canvasElement }) => {
    const panel = await benefitPanel(canvasElement, 'Add Benefit');
    const title = within(panel).getByRole('textbox', { name: /^Title/ });
    const description = within(panel).getByRole('textbox', { name: /^Description/ });
    await userEvent.type(title, 'Automatic failover');
    await userEvent.type(description, 'Failover in seconds.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add Benefit' }));

    await waitFor(() => expect(title).toHaveAccessibleDescription(/^Title is already the title of another benefit\./));
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(title).toHaveFocus());
    await expect(title).toHaveValue('Automatic failover');
    await expect(description).toHaveValue('Failover in seconds.');
    await expect(description).toHaveAttribute('aria-invalid', 'false');
    // On the field only: no flash repeats it (issue 21 item 3).
    await errorHandlingSettled();
    await expect(flashesShown(canvasElement.ownerDocument)).toEqual([]);
    await expect(body(canvasElement).getByRole('dialog', { name: 'Add Benefit' })).toBeVisible();
    await expect(body(canvasElement).queryByText('Benefit saved.')).toBeNull();
    await expect(refusedCreate.writes('POST', '/api/v3/addons/acme-postgres/benefits').map((call) => call.body)).toEqual([
      { title: 'Automatic failover', description: 'Failover in seconds.' },
    ]);
    await expect(refusedCreate.store.benefitsOf(refusedCreate.addon('acme-postgres'))).toHaveLength(4);
  },
};

const blank = storyBackend('partner');

/** An empty form is stopped in the browser: both fields say they cannot be blank, nothing is sent. */
export const CreateWithBlankFields: Story = {
  render: renderAt(listingPath('acme-postgres', '/benefits/new')),
  parameters: { msw: { handlers: blank.handlers } },
  beforeEach: blank.reset,
  play: async ({ canvasElement }) => {
    const panel = await benefitPanel(canvasElement, 'Add Benefit');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add Benefit' }));
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: /^Title/ })).toHaveAccessibleDescription(/^Title can't be blank\./));
    await expect(within(panel).getByRole('textbox', { name: /^Description/ })).toHaveAccessibleDescription(/^Description can't be blank\./);
    await expect(within(panel).getByRole('textbox', { name: /^Title/ })).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: /^Title/ })).toHaveFocus());
    await expect(within(panel).getByRole('textbox', { name: /^Description/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(blank.calls).toHaveLength(0);
  },
};
