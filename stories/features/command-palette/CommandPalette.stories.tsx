import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { handlersFor } from '../../../fixtures/msw';
import { CommandPaletteLauncher } from '../../../web/src/app/CommandPaletteLauncher';
import { Shell } from '../../../web/src/app/Shell';
import { CommandPalette } from '../../../web/src/features/command-palette/CommandPalette';
import { PaletteSearch } from '../../../web/src/features/command-palette/PaletteSearch';
import { withMemoryRouter } from '../../support/router';
import { expectScreenshot } from '../../support/screenshot';

/**
 * The command palette (issue 25 item 3): Ctrl+K / ⌘K, or the header's Search
 * button, opens a dialog with one combobox that jumps to an add-on (by name or
 * slug), a screen of it, and for admins the admin screens and the e-mail
 * lookup. Shown in the real Shell, with the sandbox's add-ons from MSW.
 */
const meta = {
  title: 'Features/Command palette',
  component: Shell,
  subcomponents: { CommandPaletteLauncher, CommandPalette, PaletteSearch },
  decorators: [withMemoryRouter('/addons')],
  parameters: { layout: 'fullscreen', msw: { handlers: handlersFor('partner') } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    user: { name: 'Priya Raman', email: 'partner@acme.test', isPlatformAdmin: false },
    children: <Typography variant="h1">Page content</Typography>,
  },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

const combobox = () => screen.findByRole('combobox', { name: 'Add-on name or slug, or a screen' });
const results = () => screen.getByRole('listbox', { name: 'Results' });
const optionNames = () => within(results()).queryAllByRole('option').map((option) => option.firstElementChild?.textContent);

/** Closed: the header's Search button, naming its shortcut for assistive technology. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const search = within(canvas.getByRole('banner')).getByRole('button', { name: 'Search' });
    await expect(search).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** ⌘K (Meta+K) opens it too, for Mac users; Alt or Shift with K does not. */
export const MetaK: Story = {
  play: async ({ userEvent }) => {
    await userEvent.keyboard('{Alt>}{Control>}k{/Control}{/Alt}');
    await userEvent.keyboard('{Shift>}{Meta>}k{/Meta}{/Shift}');
    await expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.keyboard('{Meta>}k{/Meta}');
    await waitFor(async () => expect(await combobox()).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/**
 * Opened with Ctrl+K from the page: focus in the field, the combobox's list
 * showing the company's add-ons, the count announced politely. Esc closes it
 * and focus goes back where it was.
 */
export const OpenEmptyQuery: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const before = within(canvas.getByRole('banner')).getByRole('link', { name: 'Add-ons' });
    before.focus();
    await userEvent.keyboard('{Control>}k{/Control}');
    const field = await combobox();
    await waitFor(() => expect(field).toHaveFocus());
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Go to an add-on or screen' })).toBeVisible());
    // The company's six add-ons, then the suggested screens (Add-ons, Company, Buildpacks, API token).
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('10 suggestions'));
    await expect(optionNames().slice(-4)).toEqual(['Add-ons', 'Company', 'Buildpacks', 'API token']);
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expect(field).toHaveAttribute('aria-controls', results().id);
    await expectScreenshot(canvasElement.ownerDocument.body);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(before).toHaveFocus();
  },
};

/**
 * Typing a slug: the add-on first, then its screens; ↓ moves the active
 * option (aria-activedescendant), and the count follows each keystroke.
 */
export const Results: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(within(canvas.getByRole('banner')).getByRole('button', { name: 'Search' }));
    const field = await combobox();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('10 suggestions'));
    await userEvent.type(field, 'acme-postgres');
    await waitFor(() => expect(optionNames()[0]).toBe('Acme Postgres'));
    await expect(optionNames()).toContain('Acme Postgres › Plans');
    await expect(screen.getByRole('status')).toHaveTextContent(`${optionNames().length} results`);
    const [first, second] = within(results()).getAllByRole('option');
    await expect(field).toHaveAttribute('aria-activedescendant', first?.id);
    await userEvent.keyboard('{ArrowDown}');
    await expect(field).toHaveAttribute('aria-activedescendant', second?.id);
    await expectScreenshot(canvasElement.ownerDocument.body);
  },
};

/** Nothing matches: "No results" is shown and announced, and the list is empty. */
export const NoResults: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(within(canvas.getByRole('banner')).getByRole('button', { name: 'Search' }));
    await userEvent.type(await combobox(), 'no such add-on');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No results'));
    await expect(optionNames()).toEqual([]);
  },
};

/**
 * The screens outside an add-on, by name or a usual word for them (issue 31
 * item 12): "token" reaches the API token, "buildpack" the registry and its
 * publish screen, "company" the user's own company (/company).
 */
export const Screens: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(within(canvas.getByRole('banner')).getByRole('button', { name: 'Search' }));
    const field = await combobox();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('10 suggestions'));
    await userEvent.type(field, 'token');
    await waitFor(() => expect(optionNames()).toEqual(['API token']));
    await userEvent.clear(field);
    await userEvent.type(field, 'buildpack');
    await waitFor(() => expect(optionNames()).toEqual(['Buildpacks', 'Publish a buildpack']));
    await userEvent.clear(field);
    await userEvent.type(field, 'company');
    await waitFor(() => expect(optionNames()).toEqual(['Company']));
    await expect(screen.getByRole('status')).toHaveTextContent('1 result');
  },
};

/** A new partner (Solo Labs, no add-ons): before typing, suggested screens — never "No results". */
export const NewPartner: Story = {
  args: { user: { name: 'Sam Solo', email: 'owner@solo.test', isPlatformAdmin: false } },
  parameters: { msw: { handlers: handlersFor('solo') } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(within(canvas.getByRole('banner')).getByRole('button', { name: 'Search' }));
    await combobox();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('4 suggestions'));
    await expect(optionNames()).toEqual(['Add-ons', 'Company', 'Buildpacks', 'API token']);
    await expectScreenshot(canvasElement.ownerDocument.body);
  },
};

/** An admin: every company's add-ons, the admin screens, and "Look up e-mail …" for what is typed. */
export const Admin: Story = {
  args: { user: { name: 'Alex Morgan', email: 'admin@platform.test', isPlatformAdmin: true } },
  parameters: { msw: { handlers: handlersFor('admin') } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(within(canvas.getByRole('banner')).getByRole('button', { name: 'Search' }));
    const field = await screen.findByRole('combobox');
    await waitFor(() => expect(optionNames()).toContain('Repricing'));
    await userEvent.type(field, 'partner@acme.test');
    await waitFor(() => expect(optionNames()[0]).toBe('Look up e-mail partner@acme.test'));
    await expectScreenshot(canvasElement.ownerDocument.body);
  },
};

/**
 * A Developer (issue 35 §2): the palette offers what the tabs do, so no
 * "› Reports" for an add-on, and "users" does not lead to the company's users
 * they may not see; the company itself is still found by name.
 */
export const Developer: Story = {
  args: { user: { name: 'Ines Duarte', email: 'ops@acme.test', isPlatformAdmin: false } },
  parameters: { msw: { handlers: handlersFor('developer') } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(within(canvas.getByRole('banner')).getByRole('button', { name: 'Search' }));
    const field = await combobox();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('10 suggestions'));
    await userEvent.type(field, 'acme-postgres');
    await waitFor(() => expect(optionNames()).toContain('Acme Postgres › Plans'));
    await expect(optionNames()).not.toContain('Acme Postgres › Reports');
    await userEvent.clear(field);
    // "<add-on> <screen>" names no screen of theirs.
    await userEvent.type(field, 'postgres reports');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No results'));
    await userEvent.clear(field);
    await userEvent.type(field, 'users');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No results'));
    await userEvent.clear(field);
    await userEvent.type(field, 'company');
    await waitFor(() => expect(optionNames()).toEqual(['Company']));
    // Run after the file's other stories the field is drawn without its focus ring, alone with it:
    // the picture is of the results, so it is taken with the field blurred either way.
    field.blur();
    await waitFor(() => expect(field).not.toHaveFocus());
    await expectScreenshot(canvasElement.ownerDocument.body);
  },
};

/** Finance may see reports and the company's users: both are offered. */
export const Finance: Story = {
  args: { user: { name: 'Daniel Okafor', email: 'billing@acme.test', isPlatformAdmin: false } },
  parameters: { msw: { handlers: handlersFor('finance') } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(within(canvas.getByRole('banner')).getByRole('button', { name: 'Search' }));
    const field = await combobox();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('10 suggestions'));
    await userEvent.type(field, 'acme-postgres');
    await waitFor(() => expect(optionNames()).toContain('Acme Postgres › Reports'));
    await userEvent.clear(field);
    await userEvent.type(field, 'users');
    await waitFor(() => expect(optionNames()).toEqual(['Company']));
  },
};

/** On a 390 px phone: a search icon in the header, and the palette fills the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(within(canvas.getByRole('banner')).getByRole('button', { name: 'Search' }));
    await userEvent.type(await combobox(), 'metrics');
    await waitFor(() => expect(optionNames()[0]).toBe('Acme Metrics'));
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expectScreenshot(canvasElement.ownerDocument.body);
    // No Esc key on a phone: the Close button dismisses the full-screen palette.
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
