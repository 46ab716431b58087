import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AddonCard } from '../../web/src/components/AddonCard';
import { acmeAddonIn } from '../support/fixture-addons';
import { withMemoryRouter } from '../support/router';

/**
 * One add-on on the add-ons list: icon (70×70), display name, state tag and
 * summary. The name is the card's one link; the whole card is clickable.
 * Data: Acme Data's add-ons from the sandbox fixtures.
 */
const meta = {
  title: 'Components/AddonCard',
  component: AddonCard,
  tags: ['autodocs'],
  decorators: [
    withMemoryRouter(),
    (Story) => (
      <Box sx={{ maxWidth: 380 }}>
        <Story />
      </Box>
    ),
  ],
  args: { addon: acmeAddonIn('ga') },
} satisfies Meta<typeof AddonCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Acme Insights is in alpha and has no icon yet: the placeholder tile stands in. */
export const Alpha: Story = {
  args: { addon: acmeAddonIn('alpha') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Acme Insights' })).toBeVisible();
    await expect(canvas.getByText('Alpha')).toBeVisible();
    await expect(canvas.getByTestId('addon-icon-placeholder')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Beta: Story = {
  args: { addon: acmeAddonIn('beta') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Acme Vault' })).toHaveAttribute('href', '/addons/acme-vault');
    await expect(canvas.getByText('Beta')).toBeVisible();
  },
};

/** Generally available: the normal case, so no state tag. */
export const GA: Story = {
  args: { addon: acmeAddonIn('ga') },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'Acme Metrics' });
    await expect(link).toHaveAttribute('href', '/addons/acme-metrics');
    await expect(canvas.queryByText(/^(Alpha|Beta|Shutdown)$/)).toBeNull();
    // The icon is decorative (the name is next to it) and 70×70.
    const icon = canvasElement.querySelector('img');
    await expect(icon).toHaveAttribute('alt', '');
    await expect(icon).toHaveAttribute('width', '70');
    await expect(icon).toHaveAttribute('height', '70');
  },
};

export const Shutdown: Story = {
  args: { addon: acmeAddonIn('shutdown') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Acme Archive' })).toBeVisible();
    await expect(canvas.getByText('Shutdown')).toBeVisible();
  },
};

/** Any add-on without an icon gets the placeholder tile, never a broken image. */
export const NoIcon: Story = {
  args: { addon: { ...acmeAddonIn('beta'), iconUrl: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('addon-icon-placeholder')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** Long names and summaries wrap inside the card instead of overflowing it. */
export const LongName: Story = {
  args: {
    addon: {
      ...acmeAddonIn('beta'),
      slug: 'acme-enterprise-observability-and-compliance-suite',
      displayName: 'Acme Enterprise Observability and Compliance Suite for Regulated Workloads',
      summary:
        'Collects metrics, traces and audit logs from every dyno and database, keeps them for seven years in ' +
        'write-once storage, and produces the evidence packs auditors ask for — without a single agent to install.',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: /Acme Enterprise Observability/ });
    await expect(link).toHaveAttribute('href', '/addons/acme-enterprise-observability-and-compliance-suite');
    const card = canvasElement.querySelector('.MuiCard-root') as HTMLElement;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

/** On a page whose outline puts the cards under an h2, names are h3. */
export const HeadingLevel3: Story = {
  args: { addon: acmeAddonIn('ga'), headingLevel: 'h3' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Acme Metrics' })).toBeVisible();
  },
};
