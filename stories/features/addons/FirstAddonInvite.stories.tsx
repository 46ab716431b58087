import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FirstAddonInvite } from '../../../web/src/features/addons/FirstAddonInvite';
import { withMemoryRouter } from '../../support/router';

/**
 * The add-ons list's empty state (spec §2): an invitation to contribute a first
 * add-on, the steps to it (manifest, CLI push, then this page), with Get
 * Started and links to the partner programme and documentation.
 */
const meta = {
  title: 'Features/Add-ons/FirstAddonInvite',
  component: FirstAddonInvite,
  decorators: [withMemoryRouter()],
} satisfies Meta<typeof FirstAddonInvite>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Contribute your first add-on' })).toBeVisible();
    // How an add-on is made, before anyone leaves for an article.
    const steps = within(canvas.getByRole('list', { name: 'Steps to your first add-on' })).getAllByRole('listitem');
    await expect(steps.map((step) => step.querySelector('span')?.textContent)).toEqual([
      'Describe your add-on in a manifest',
      'Push the manifest with the CLI',
      'Finish it here',
    ]);
    await expect(steps[0]).toHaveTextContent('addon-manifest.json');
    await expect(steps[2]).toHaveTextContent('The add-on appears on this page.');
    await expect(canvas.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      'https://devcenter.example.com/articles/building-an-add-on',
    );
    await expect(canvas.getByRole('link', { name: 'About the partner program' })).toHaveAttribute('href', '/provider/home');
    await expect(canvas.getByRole('link', { name: 'Read the documentation' })).toHaveAttribute(
      'href',
      'https://devcenter.example.com/categories/add-on-partners',
    );
  },
};

export const HeadingLevel3: Story = {
  args: { headingLevel: 'h3' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Contribute your first add-on' })).toBeVisible();
  },
};

/** On a phone the actions stack. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const start = canvas.getByRole('link', { name: 'Get Started' }).getBoundingClientRect();
    const docs = canvas.getByRole('link', { name: 'Read the documentation' }).getBoundingClientRect();
    await expect(docs.top).toBeGreaterThan(start.bottom);
  },
};
