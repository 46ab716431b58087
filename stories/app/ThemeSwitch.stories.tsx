import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { ThemeSwitch } from '../../web/src/app/ThemeSwitch';
import { expectScreenshot } from '../support/screenshot';

/**
 * The header's colour-scheme switch (issue 25 item 4): Light, Dark or the
 * system's choice. One icon button whose name says the current choice,
 * opening a menu of three radio items. Shown in a header bar, as in the Shell.
 * (Stories force a scheme and remember nothing; the app keeps the choice in
 * localStorage — the Playwright journey reloads to prove it.)
 */
const meta = {
  title: 'App/Theme switch',
  component: ThemeSwitch,
  parameters: { layout: 'fullscreen' },
  render: () => (
    <AppBar position="static" color="primary" elevation={0}>
      <Toolbar sx={{ justifyContent: 'flex-end' }}>
        <ThemeSwitch />
      </Toolbar>
    </AppBar>
  ),
} satisfies Meta<typeof ThemeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

const switchButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: /^Colour scheme: / });

/** Light chosen: the button names it. */
export const Light: Story = {
  play: async ({ canvasElement }) => {
    await expect(switchButton(canvasElement)).toHaveAccessibleName('Colour scheme: Light');
    await expect(switchButton(canvasElement)).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Dark chosen: the page is dark and the button says so. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(switchButton(canvasElement)).toHaveAccessibleName('Colour scheme: Dark');
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('data-dark');
  },
};

/**
 * The menu open from the keyboard: three radio items, the current one
 * checked (and ticked, not told by colour alone), focus on the first.
 */
export const MenuOpen: Story = {
  play: async ({ canvasElement, userEvent }) => {
    switchButton(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Colour scheme' });
    const items = within(menu).getAllByRole('menuitemradio');
    await expect(items.map((item) => item.textContent)).toEqual(['Light', 'Dark', 'System']);
    await expect(items.map((item) => item.getAttribute('aria-checked'))).toEqual(['true', 'false', 'false']);
    await waitFor(() => expect(items[0]).toHaveFocus());
    // The menu's own paper: where the popover lands depends on the frame's scrollbar, not on this component.
    await expectScreenshot(menu.closest('.MuiPaper-root') ?? menu, 'theme-switch-menu-open');
  },
};

/**
 * Choosing Dark with the arrow keys: the document switches to the dark
 * scheme, the menu closes with focus back on the button, whose name follows.
 */
export const ChooseDark: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const button = switchButton(canvasElement);
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Colour scheme' });
    await waitFor(() => expect(within(menu).getByRole('menuitemradio', { name: 'Light' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(button).toHaveFocus();
    await expect(button).toHaveAccessibleName('Colour scheme: Dark');
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('data-dark');
    await expect(canvasElement.ownerDocument.documentElement).not.toHaveAttribute('data-light');
  },
};

/** Choosing System: the OS decides (the test browser prefers light), and the button says System. */
export const ChooseSystem: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const button = switchButton(canvasElement);
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'System' }));
    await waitFor(() => expect(button).toHaveAccessibleName('Colour scheme: System'));
    const prefersDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute(prefersDark ? 'data-dark' : 'data-light');
    await userEvent.click(button);
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitemradio');
    await expect(items.map((item) => item.getAttribute('aria-checked'))).toEqual(['false', 'false', 'true']);
    await userEvent.keyboard('{Escape}');
  },
};
