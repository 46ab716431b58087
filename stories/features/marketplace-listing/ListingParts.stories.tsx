import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChangeReview } from '../../../web/src/features/marketplace-listing/ChangeReview';
import { CompletenessChecklist } from '../../../web/src/features/marketplace-listing/CompletenessChecklist';
import { ListingPreview } from '../../../web/src/features/marketplace-listing/ListingPreview';

/** The smaller pieces of the marketplace listing editor, each in its states. */
const meta = {
  title: 'Features/Marketplace listing/Parts',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const icon =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** Spec §2: complete only with a name, summary and icon (screenshots are the gallery's own count, issue 31 item 4). */
export const ChecklistIncomplete: Story = {
  render: () => <CompletenessChecklist listing={{ name: 'acme-insights', summary: '', iconUrl: null }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Listing incomplete')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Listing checklist' });
    await expect(within(list).getByText('Summary: missing')).toBeVisible();
    await expect(within(list).getByText('Icon: missing')).toBeVisible();
    await expect(within(list).getByText('Name: done')).toBeVisible();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const ChecklistComplete: Story = {
  render: () => <CompletenessChecklist listing={{ name: 'acme-postgres', summary: 'Managed PostgreSQL.', iconUrl: icon }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Listing complete')).toBeVisible();
    // Complete means nothing below it is missing (issue 31 item 4).
    await expect(canvas.queryByText(/: missing$/)).toBeNull();
  },
};

export const Preview: Story = {
  render: () => (
    <ListingPreview
      displayName="Acme Postgres"
      name="acme-postgres"
      summary="Managed PostgreSQL with point-in-time recovery, read replicas and automatic failover."
      tags="postgres, sql,database"
      legalStatements="Acme Data, Inc. provides this add-on under the Acme Data Terms of Service."
      iconUrl={null}
    />
  ),
  play: async ({ canvas }) => {
    const preview = canvas.getByRole('region', { name: 'Preview on Elements' });
    await expect(within(preview).getAllByText('Acme Postgres')).toHaveLength(2);
    await expect(within(preview).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['postgres', 'sql', 'database']);
  },
};

export const ReviewOfChanges: Story = {
  render: () => (
    <ChangeReview
      changes={[
        { field: 'Summary', before: 'Managed PostgreSQL.', after: 'Managed PostgreSQL with read replicas.' },
        { field: 'Terms of service URL', before: '', after: 'https://acme.test/legal/terms' },
      ]}
      notes={['New icon']}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Managed PostgreSQL.')).toBeVisible();
    await expect(canvas.getByText('(empty)')).toBeVisible();
    await expect(canvas.getByText('New icon')).toBeVisible();
  },
};
