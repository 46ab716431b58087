import IconButton from '@mui/material/IconButton';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ResponsiveTable, type ResponsiveColumn } from '../../web/src/components/ResponsiveTable';

interface Row {
  id: string;
  name: string;
  slug: string;
  availability: string;
  price: string;
}

const rows: Row[] = [
  { id: '1', name: 'Hobby', slug: 'hobby', availability: 'All Users', price: 'Free' },
  { id: '2', name: 'Private 2', slug: 'private-2', availability: 'Invite Only', price: '$1,200.00' },
  { id: '3', name: 'Legacy Mini', slug: 'legacy-mini', availability: 'Disabled', price: '$9.00' },
];

const columns: ResponsiveColumn<Row>[] = [
  { id: 'name', header: 'Name', phone: 'title', cell: (row) => row.name },
  { id: 'slug', header: 'Slug', cell: (row) => row.slug },
  { id: 'availability', header: 'Availability', cell: (row) => row.availability },
  { id: 'price', header: 'Price per month', cell: (row) => row.price },
  {
    id: 'actions',
    header: 'Actions',
    hideHeader: true,
    phone: 'actions',
    cell: (row) => (
      <IconButton aria-label={`Actions for ${row.name}`}>
        <MoreVertIcon />
      </IconButton>
    ),
  },
];

/**
 * Every list of records (issue 21 item 6): a table on a wide screen; below
 * `sm` a card per row, its title and actions on top and every other column as
 * a label/value line, so a phone keeps every fact without sideways scrolling.
 */
const meta = {
  title: 'Components/ResponsiveTable',
  component: ResponsiveTable<Row>,
  args: { label: 'Plans', rows, columns, rowKey: (row: Row) => row.id, highlightKey: '3' },
} satisfies Meta<typeof ResponsiveTable<Row>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide: a table with a header row; the marked row is current and focused. */
export const Wide: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Plans' });
    await expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Slug', 'Availability', 'Price per month', 'Actions']);
    const marked = within(table).getByText('Legacy Mini').closest('tr');
    await expect(marked).toHaveAttribute('aria-current', 'true');
    await expect(marked).toHaveFocus();
  },
};

/** A 390 px phone: a card per row with every fact, nothing scrolling sideways. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const cards = within(canvas.getByRole('list', { name: 'Plans' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    await expect([...cards[1]!.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Slug', 'Availability', 'Price per month']);
    await expect(cards[1]).toHaveTextContent('AvailabilityInvite Only');
    await expect(cards[2]).toHaveTextContent('AvailabilityDisabled');
    await expect(within(cards[0]!).getByRole('button', { name: 'Actions for Hobby' })).toBeVisible();
    await expect(cards[2]).toHaveAttribute('aria-current', 'true');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
