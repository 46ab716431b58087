import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AddonGrid } from '../../web/src/components/AddonGrid';
import { acmeAddons, everyAddon } from '../support/fixture-addons';
import { withMemoryRouter } from '../support/router';

/** The responsive list of add-on cards: as many 320 px columns as fit. */
const meta = {
  title: 'Components/AddonGrid',
  component: AddonGrid,
  tags: ['autodocs'],
  decorators: [withMemoryRouter()],
  args: { addons: acmeAddons, label: 'Acme Data add-ons' },
} satisfies Meta<typeof AddonGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Acme Data's six add-ons, one in every state. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Acme Data add-ons' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    await expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Acme Archive',
      'Acme Insights',
      'Acme Metrics',
      'Acme Postgres',
      'Acme Stream',
      'Acme Vault',
    ]);
  },
};

/** Every company's add-ons, as an admin's 'All Addons' list shows them (names are h3 there). */
export const AllAddons: Story = {
  args: { addons: everyAddon, label: 'All add-ons', headingLevel: 'h3' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'All add-ons' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(everyAddon.length);
    await expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(everyAddon.length);
  },
};

export const SingleAddon: Story = {
  args: { addons: acmeAddons.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};

/** On a phone the cards stack in one column. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    if (!first || !second) throw new TypeError('expected two cards');
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().bottom);
  },
};
