import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StateTag } from '../../web/src/components/StateTag';
import { ADDON_STATES } from '../../web/src/domain/addon-state';

/**
 * An add-on's lifecycle state (spec §4): Alpha (orange), Beta (blue),
 * Shutdown (red) — and nothing at all for GA.
 */
const meta = {
  title: 'Components/StateTag',
  component: StateTag,
  tags: ['autodocs'],
  argTypes: { state: { control: 'inline-radio', options: ADDON_STATES } },
  args: { state: 'alpha' },
} satisfies Meta<typeof StateTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Alpha: Story = {
  args: { state: 'alpha' },
  play: async ({ canvas }) => {
    const tag = canvas.getByText('Alpha');
    await expect(tag.closest('[data-state]')).toHaveAttribute('data-state', 'alpha');
  },
};

export const Beta: Story = {
  args: { state: 'beta' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Beta')).toBeVisible();
  },
};

export const Shutdown: Story = {
  args: { state: 'shutdown' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Shutdown')).toBeVisible();
  },
};

/** GA is the normal state: no tag is drawn. */
export const GA: Story = {
  args: { state: 'ga' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};

export const Medium: Story = {
  args: { state: 'beta', size: 'medium' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Beta')).toBeVisible();
  },
};

/** Every state side by side, as they appear on cards. */
export const AllStates: Story = {
  render: (args) => (
    <ul aria-label="Add-on states" style={{ display: 'flex', gap: 16, listStyle: 'none', margin: 0, padding: 0 }}>
      {ADDON_STATES.map((state) => (
        <li key={state}>
          <StateTag {...args} state={state} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items.map((item) => item.textContent)).toEqual(['Alpha', 'Beta', '', 'Shutdown']);
  },
};
