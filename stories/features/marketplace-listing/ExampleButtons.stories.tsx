import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectScreenshot } from '../../support/screenshot';
import { body, desktop, listingLoaded, listingPath, overlaysClosed, pageParameters, renderAt, storyBackend } from './listing-story-support';
import { ExampleButtonsSection } from '../../../web/src/features/marketplace-listing/ExampleButtonsSection';

/**
 * Example Buttons (spec §2, §6: platform admins only): repositories in
 * user/repo form, added in the 'Add Button' slide panel with the field
 * 'Button (user/repo)', removed after the 'Remove Button' confirmation.
 */
const meta = {
  // The components these stories show, rendered through the real routes.
  subcomponents: { ExampleButtonsSection },
  title: 'Features/Marketplace listing/Example buttons',
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const repositoryFormat = 'Button (user/repo) must be a repository in user/repo form, e.g. acme/postgres-example.';

async function buttonsSection(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('region', { name: 'Example Buttons' });
}

const listed = (section: HTMLElement) =>
  within(within(section).getByRole('list', { name: 'Example buttons' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

const partner = storyBackend('partner');

/** Partners never see the section, even on an add-on that has buttons. */
export const HiddenFromPartners: Story = {
  render: renderAt(listingPath('acme-postgres')),
  parameters: { msw: { handlers: partner.handlers } },
  beforeEach: partner.reset,
  play: async ({ canvasElement }) => {
    // The last section before it has rendered, so it would be there by now.
    await within(canvasElement).findByRole('region', { name: 'Category' });
    await expect(within(canvasElement).queryByRole('region', { name: 'Example Buttons' })).toBeNull();
    await expect(within(canvasElement).queryByRole('button', { name: 'Add Button' })).toBeNull();
    await expect(within(canvasElement).queryByText('acme-data/postgres-rails-example')).toBeNull();
  },
};

const list = storyBackend('admin');

/** The admin on Acme Postgres: its two buttons, each with a named remove button. */
export const AdminList: Story = {
  render: renderAt(listingPath('acme-postgres')),
  parameters: { msw: { handlers: list.handlers } },
  beforeEach: list.reset,
  play: async ({ canvasElement }) => {
    const section = await buttonsSection(canvasElement);
    await expect(listed(section)).toEqual(['acme-data/postgres-rails-example', 'acme-data/postgres-node-example']);
    await expect(within(section).getByRole('button', { name: 'Remove button acme-data/postgres-node-example' })).toBeVisible();
    await expect(within(section).getByRole('button', { name: 'Add Button' })).toBeVisible();
    await expect(within(section).queryByText('There are no example buttons yet.')).toBeNull();
  },
};

const empty = storyBackend('admin');

/** Acme Stream has none: the section says so, and offers Add Button. */
export const Empty: Story = {
  render: renderAt(listingPath('acme-stream')),
  parameters: { msw: { handlers: empty.handlers } },
  beforeEach: empty.reset,
  play: async ({ canvasElement }) => {
    const section = await buttonsSection(canvasElement);
    await expect(within(section).getByText('There are no example buttons yet.')).toBeVisible();
    await expect(within(section).queryByRole('list', { name: 'Example buttons' })).toBeNull();
    await expect(within(section).getByRole('button', { name: 'Add Button' })).toBeVisible();
  },
};

const add = storyBackend('admin');

/**
 * Add Button: a name that is not user/repo is refused on the field (nothing
 * sent), so is a repository already there; a valid one is saved and listed,
 * and focus returns to Add Button.
 */
export const AddButton: Story = {
  render: renderAt(listingPath('acme-postgres')),
  parameters: { msw: { handlers: add.handlers } },
  beforeEach: add.reset,
  play: async ({ canvasElement }) => {
    const section = await buttonsSection(canvasElement);
    const open = within(section).getByRole('button', { name: 'Add Button' });
    await userEvent.click(open);
    const panel = await body(canvasElement).findByRole('dialog', { name: 'Add Button' });
    const field = within(panel).getByRole('textbox', { name: /^Button \(user\/repo\)/ });

    await userEvent.type(field, 'https://github.com/acme-data/postgres-go-example');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add Button' }));
    await expect(await within(panel).findByText(repositoryFormat)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(repositoryFormat);

    await userEvent.clear(field);
    await userEvent.type(field, 'acme-data/postgres-rails-example');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add Button' }));
    await expect(await within(panel).findByText('Button (user/repo) is already a button of this add-on.')).toBeVisible();
    await expect(add.calls).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, 'acme-data/postgres-go-example');
    await expect(field).toHaveAttribute('aria-invalid', 'false');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add Button' }));
    await expect(await body(canvasElement).findByText('Button acme-data/postgres-go-example added.')).toBeVisible();
    await overlaysClosed(canvasElement);
    await waitFor(() =>
      expect(listed(section)).toEqual([
        'acme-data/postgres-rails-example',
        'acme-data/postgres-node-example',
        'acme-data/postgres-go-example',
      ]),
    );
    await waitFor(() => expect(open).toHaveFocus());
    await expect(add.writes('PATCH', '/api/v3/addons/acme-postgres').map((call) => call.body)).toEqual([
      { buttons: ['acme-data/postgres-rails-example', 'acme-data/postgres-node-example', 'acme-data/postgres-go-example'] },
    ]);
    await expect(add.addon('acme-postgres').buttons).toHaveLength(3);
  },
};

const refuse = storyBackend('admin');

/** Acme Insights (no buttons yet): a name with a space is not user/repo; the field says so and nothing is sent. */
export const AddButtonRefusesANonRepository: Story = {
  render: renderAt(listingPath('acme-insights')),
  parameters: { msw: { handlers: refuse.handlers } },
  beforeEach: refuse.reset,
  play: async ({ canvasElement }) => {
    const section = await buttonsSection(canvasElement);
    await userEvent.click(within(section).getByRole('button', { name: 'Add Button' }));
    const panel = await body(canvasElement).findByRole('dialog', { name: 'Add Button' });
    const field = within(panel).getByRole('textbox', { name: /^Button \(user\/repo\)/ });
    await expect(field).toHaveAccessibleDescription('The example app’s repository, e.g. acme-data/postgres-example.');
    await userEvent.type(field, 'acme-data insights-example');
    await userEvent.tab();
    await expect(await within(panel).findByText(repositoryFormat)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add Button' }));
    await expect(body(canvasElement).getByRole('dialog', { name: 'Add Button' })).toBeVisible();
    await expect(refuse.calls).toHaveLength(0);
    await expect(refuse.addon('acme-insights').buttons).toEqual([]);
  },
};

const remove = storyBackend('admin');

/** Remove asks in the 'Remove Button' dialog (Cancel focused); confirmed, only the other button is left. */
export const RemoveButton: Story = {
  render: renderAt(listingPath('acme-postgres')),
  parameters: { msw: { handlers: remove.handlers } },
  beforeEach: remove.reset,
  play: async ({ canvasElement }) => {
    const section = await buttonsSection(canvasElement);
    await listingLoaded(canvasElement);
    await userEvent.click(within(section).getByRole('button', { name: 'Remove button acme-data/postgres-rails-example' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Remove Button' });
    await expect(dialog).toHaveAccessibleDescription('Remove the example button for acme-data/postgres-rails-example from the listing?');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expectScreenshot(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await expect(await body(canvasElement).findByText('Button acme-data/postgres-rails-example removed.')).toBeVisible();
    await overlaysClosed(canvasElement);
    await waitFor(() => expect(listed(section)).toEqual(['acme-data/postgres-node-example']));
    await expect(remove.writes('PATCH', '/api/v3/addons/acme-postgres').map((call) => call.body)).toEqual([
      { buttons: ['acme-data/postgres-node-example'] },
    ]);
    await expect(remove.addon('acme-postgres').buttons).toEqual(['acme-data/postgres-node-example']);
  },
};

const keep = storyBackend('admin');

/** Cancel keeps the button and sends nothing. */
export const RemoveCancelled: Story = {
  render: renderAt(listingPath('acme-postgres')),
  parameters: { msw: { handlers: keep.handlers } },
  beforeEach: keep.reset,
  play: async ({ canvasElement }) => {
    const section = await buttonsSection(canvasElement);
    await userEvent.click(within(section).getByRole('button', { name: 'Remove button acme-data/postgres-node-example' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Remove Button' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await overlaysClosed(canvasElement);
    await expect(listed(section)).toEqual(['acme-data/postgres-rails-example', 'acme-data/postgres-node-example']);
    await expect(keep.calls).toHaveLength(0);
  },
};

const refusedByTheServer = storyBackend('admin', {
  overrides: [
    http.patch('/api/v3/addons/:slug', () =>
      HttpResponse.json(
        {
          errors: {
            buttons: ['names a repository that does not exist: acme-data/postgres-go-example'],
            base: ['Example buttons cannot change while the add-on is under review.'],
          },
        },
        { status: 422 },
      ),
    ),
  ],
});

/**
 * The server refuses the new button (422): its message about the buttons is on
 * the field, the one about the add-on as a whole above the form, and the panel
 * stays with the typing kept.
 */
export const AddButtonRefusedByTheServer: Story = {
  render: renderAt(listingPath('acme-postgres')),
  parameters: { msw: { handlers: refusedByTheServer.handlers } },
  beforeEach: refusedByTheServer.reset,
  play: async ({ canvasElement }) => {
    const section = await buttonsSection(canvasElement);
    await userEvent.click(within(section).getByRole('button', { name: 'Add Button' }));
    const panel = await body(canvasElement).findByRole('dialog', { name: 'Add Button' });
    const field = within(panel).getByRole('textbox', { name: /^Button \(user\/repo\)/ });
    await userEvent.type(field, 'acme-data/postgres-go-example');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add Button' }));

    await expect(await within(panel).findByRole('alert')).toHaveTextContent('Example buttons cannot change while the add-on is under review.');
    await expect(field).toHaveAccessibleDescription('Button (user/repo) names a repository that does not exist: acme-data/postgres-go-example.');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('acme-data/postgres-go-example');
    await expect(refusedByTheServer.writes('PATCH', '/api/v3/addons/acme-postgres')).toHaveLength(1);
    await expect(refusedByTheServer.addon('acme-postgres').buttons).toHaveLength(2);
  },
};
