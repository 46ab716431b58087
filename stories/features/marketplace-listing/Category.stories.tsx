import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { categoryRef } from '../../../fixtures/data';
import { links } from '../../../web/src/domain/links';
import { body, desktop, listingPath, overlaysClosed, pageParameters, renderAt, storyBackend } from './listing-story-support';
import { CategorySection } from '../../../web/src/features/marketplace-listing/CategorySection';

/**
 * Category (spec §2, §6): a select for platform admins; partners see the
 * category and must submit a support ticket to change it. A retired category
 * is never offered (unless it is the add-on's current one).
 */
const meta = {
  // The components these stories show, rendered through the real routes.
  subcomponents: { CategorySection },
  title: 'Features/Marketplace listing/Category',
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const activeLabels = [
  'Data Stores',
  'Monitoring',
  'Logging',
  'Security',
  'Analytics',
  'Caching',
  'Messaging & Queueing',
  'Search',
  'Email & SMS',
  'Networking',
  'Testing',
];

async function categorySection(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('region', { name: 'Category' });
}

/** Opens the select and returns its options' labels. */
async function openOptions(canvasElement: HTMLElement, select: HTMLElement) {
  await userEvent.click(select);
  const listbox = await body(canvasElement).findByRole('listbox', { name: 'Category' });
  return { listbox, labels: within(listbox).getAllByRole('option').map((option) => option.textContent) };
}

const partner = storyBackend('partner');

/** The partner sees the category as text, and the support-ticket link to change it; no select. */
export const PartnerReadOnly: Story = {
  render: renderAt(listingPath('acme-postgres')),
  parameters: { msw: { handlers: partner.handlers } },
  beforeEach: partner.reset,
  play: async ({ canvasElement }) => {
    const section = await categorySection(canvasElement);
    await expect(await within(section).findByText('Data Stores')).toBeVisible();
    await expect(within(section).getByRole('link', { name: 'submit a support ticket' })).toHaveAttribute('href', links.supportTicket);
    await expect(within(section).getByText(/To change the category,/)).toBeVisible();
    await expect(within(section).queryByRole('combobox')).toBeNull();
  },
};

const admin = storyBackend('admin');

/** The admin picks another category: saved, announced, and described; retired "Content Management" is not offered. */
export const AdminChangesTheCategory: Story = {
  render: renderAt(listingPath('acme-postgres')),
  parameters: { msw: { handlers: admin.handlers } },
  beforeEach: admin.reset,
  play: async ({ canvasElement }) => {
    const section = await categorySection(canvasElement);
    const select = await within(section).findByRole('combobox', { name: 'Category' });
    await expect(select).toHaveTextContent('Data Stores');
    await expect(select).toHaveAccessibleDescription('Managed databases and storage: relational, document, key-value and object stores.');
    await expect(within(section).queryByRole('link', { name: 'submit a support ticket' })).toBeNull();

    const { listbox, labels } = await openOptions(canvasElement, select);
    await expect(labels).toEqual(['No category', ...activeLabels]);
    await expect(labels).not.toContain('Content Management');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Monitoring' }));

    await expect(await body(canvasElement).findByText('Category updated.')).toBeVisible();
    await waitFor(() => expect(select).toHaveTextContent('Monitoring'));
    await waitFor(() => expect(select).toHaveAccessibleDescription('Metrics, uptime checks, tracing and alerting for your apps.'));
    await expect(admin.writes('PATCH', '/api/v3/addons/acme-postgres').map((call) => call.body)).toEqual([
      { category: { id: 'cat-02', type: 'category' } },
    ]);
    await expect(admin.addon('acme-postgres').category).toEqual(categoryRef('monitoring'));
    await overlaysClosed(canvasElement);
  },
};

const retired = storyBackend('admin', {
  seed: (store) => {
    store.findAddon('acme-stream')!.category = categoryRef('content');
  },
});

/** An add-on still in the retired category shows it, but once moved out it cannot go back. */
export const AdminMovesOffARetiredCategory: Story = {
  render: renderAt(listingPath('acme-stream')),
  parameters: { msw: { handlers: retired.handlers } },
  beforeEach: retired.reset,
  play: async ({ canvasElement }) => {
    const section = await categorySection(canvasElement);
    const select = await within(section).findByRole('combobox', { name: 'Category' });
    await expect(select).toHaveTextContent('Content Management');
    const first = await openOptions(canvasElement, select);
    await expect(first.labels).toEqual(['No category', ...activeLabels, 'Content Management']);
    await userEvent.click(within(first.listbox).getByRole('option', { name: 'Messaging & Queueing' }));
    await expect(await body(canvasElement).findByText('Category updated.')).toBeVisible();
    await waitFor(() => expect(select).toHaveTextContent('Messaging & Queueing'));
    await overlaysClosed(canvasElement);

    const second = await openOptions(canvasElement, select);
    await expect(second.labels).toEqual(['No category', ...activeLabels]);
    await userEvent.keyboard('{Escape}');
    await overlaysClosed(canvasElement);
    await expect(retired.addon('acme-stream').category).toEqual(categoryRef('messaging-queueing'));
  },
};
