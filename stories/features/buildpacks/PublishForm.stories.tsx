import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectScreenshot } from '../../support/screenshot';
import { PublishForm } from '../../../web/src/features/buildpacks-publish/PublishForm';
import { body, codeHostingDown, desktop, noOrganisations, pageParameters, phone, publishBackend, PUBLISH_PATH, renderAt } from './publish-story-support';
import { fillForm, labelled, publish, select, typeInto } from './publish-steps';
import { PublishFields } from '../../../web/src/features/buildpacks-publish/PublishFields';
import { PublishPage } from '../../../web/src/features/buildpacks-publish/PublishPage';
import { PublishSelectField } from '../../../web/src/features/buildpacks-publish/PublishSelectField';
import { RefChoices } from '../../../web/src/features/buildpacks-publish/RefChoices';
import { RepositoryPicker } from '../../../web/src/features/buildpacks-publish/RepositoryPicker';

/**
 * The publish form at /buildpacks/publish (issue 23, spec §2): owner,
 * namespace and name, description, category, support, the repository from
 * the code-hosting service and the tag or branch; each refusal where it
 * belongs. The flow after Publish is in PublishFlow.stories.tsx.
 */
const meta = {
  title: 'Features/Buildpacks/Publish form',
  subcomponents: { PublishForm, PublishPage, PublishFields, PublishSelectField, RepositoryPicker, RefChoices },
  render: renderAt(PUBLISH_PATH),
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('form', { name: 'Publish a buildpack' });
  // The code-hosting login fills the user's own namespace once it arrives.
  await waitFor(() => expect(canvas.getByRole('textbox', { name: labelled('Namespace') })).toHaveValue('partner-acme'));
  await canvas.findByText(/Search the repositories of your account partner-acme and of acme-data\./);
};

const empty = publishBackend();

/** The form as it opens: the partner as owner in their own namespace, support on the repository's issues. */
export const EmptyForm: Story = {
  parameters: { msw: { handlers: empty.handlers } },
  beforeEach: empty.reset,
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: select('Owner') })).toHaveTextContent('You (Priya Raman)');
    await expect(canvas.getByRole('combobox', { name: select('Support') })).toHaveTextContent("The repository's issues");
    await expect(canvas.queryByRole('textbox', { name: /Support e-mail/ })).toBeNull();
    await expectScreenshot(canvasElement);
  },
};

/** The same on a phone (390 px): one column, nothing scrolls sideways. */
export const EmptyFormOnAPhone: Story = {
  ...EmptyForm,
  globals: phone,
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expectScreenshot(canvasElement);
  },
};

const invalid = publishBackend();

/**
 * Publish with a bad name, no category, an e-mail support method without
 * an address and no repository: every message a sentence on its field,
 * focus on the first, nothing sent.
 */
export const ValidationErrors: Story = {
  parameters: { msw: { handlers: invalid.handlers } },
  beforeEach: invalid.reset,
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    const name = await typeInto(canvasElement, 'Name', '-fresh');
    await userEvent.click(canvas.getByRole('combobox', { name: select('Support') }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'E-mail' }));
    await publish(canvasElement);
    await expect(name).toHaveAccessibleDescription('Name must start with a letter or digit and use only letters, digits, "_" and "-".');
    await waitFor(() => expect(name).toHaveFocus());
    await expect(canvas.getByText('Choose a category.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: labelled('Support e-mail address') })).toHaveAccessibleDescription("Support e-mail address can't be blank.");
    await expect(canvas.getByRole('searchbox', { name: 'Search repositories' })).toHaveAccessibleDescription('Choose the repository to publish from.');
    await expect(canvas.getByRole('textbox', { name: labelled('Tag or branch') })).toHaveAccessibleDescription("Tag or branch can't be blank.");
    await expect(invalid.calls).toEqual([]);
    await expectScreenshot(canvasElement);
  },
};

const orgless = publishBackend({ overrides: noOrganisations });

/** An account in no organisation (the service's 404): said so, and the user's own repositories offered. */
export const NoOrganisations: Story = {
  parameters: { msw: { handlers: orgless.handlers } },
  beforeEach: orgless.reset,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/belongs to no organisations: you can publish from your own repositories\./)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show my repositories' }));
    const found = await canvas.findByRole('radiogroup', { name: 'Repositories found' });
    await waitFor(() => expect(within(found).getAllByRole('radio')).toHaveLength(3));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expectScreenshot(canvasElement);
  },
};

const searching = publishBackend();

/** A search, debounced: what the account and its organisation can reach; choosing one fills in its default branch. */
export const RepositorySearchResults: Story = {
  parameters: { msw: { handlers: searching.handlers } },
  beforeEach: searching.reset,
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search repositories' }), 'buildpack');
    const found = await canvas.findByRole('radiogroup', { name: 'Repositories found' });
    await waitFor(() => expect(within(found).getAllByRole('radio')).toHaveLength(5));
    // Typed in one go: one search, for the whole word, not one per keystroke.
    await expect(searching.searches).toEqual(['buildpack']);
    await userEvent.click(within(found).getByRole('radio', { name: /partner-acme\/fresh-buildpack \(private\)/ }));
    await expect(canvas.getByRole('textbox', { name: labelled('Tag or branch') })).toHaveValue('main');
    await expect(canvas.getByText('Publishing from partner-acme/fresh-buildpack.')).toBeVisible();
    await expectScreenshot(canvasElement);
  },
};

const taken = publishBackend();

/** partner-acme/jq exists: the registry's 422 name_taken lands on Name, focused; nothing else is lost or flashed. */
export const NameTaken: Story = {
  parameters: { msw: { handlers: taken.handlers } },
  beforeEach: taken.reset,
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await fillForm(canvasElement, { name: 'jq', repository: ['jq', 'partner-acme/jq-buildpack'], ref: 'v3' });
    await publish(canvasElement);
    const name = within(canvasElement).getByRole('textbox', { name: labelled('Name') });
    await waitFor(() => expect(name).toHaveAccessibleDescription('This name is already taken in this namespace; choose another.'));
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveValue('jq');
    await expect(within(canvasElement).getByRole('textbox', { name: labelled('Tag or branch') })).toHaveValue('v3');
    await expect(taken.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /buildpack-registry/buildpacks']);
    await expect(body(canvasElement).queryByRole('alert')).toBeNull();
    // Wanting a new version of jq is the likelier reason: the way there is offered.
    await expect(within(canvasElement).getByRole('link', { name: 'open partner-acme/jq' })).toHaveAttribute('href', '/buildpacks/partner-acme/jq');
    await expectScreenshot(canvasElement);
  },
};

const down = publishBackend({ overrides: codeHostingDown });

/** The code-hosting service down: said in the repository section with Try again; the rest of the form works and keeps what is typed. */
export const CodeHostingDown: Story = {
  parameters: { msw: { handlers: down.handlers } },
  beforeEach: down.reset,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The code-hosting service is not answering');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    const name = await typeInto(canvasElement, 'Name', 'fresh-buildpack');
    await publish(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search repositories' })).toHaveAccessibleDescription('Choose the repository to publish from.');
    await expect(name).toHaveValue('fresh-buildpack');
    await expect(down.calls).toEqual([]);
    await expectScreenshot(canvasElement);
  },
};
