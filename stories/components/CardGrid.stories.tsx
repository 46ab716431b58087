import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CardGrid } from '../../web/src/components/CardGrid';

/**
 * The responsive list of cards under the add-on grid and the admin index: as
 * many columns as fit at `minColumnWidth`, one column on a phone. A `<ul>`, so
 * screen readers announce how many cards there are.
 */
function SampleCard({ title, text }: { title: string; text: string }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h4" component="h2" gutterBottom>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
      </CardContent>
    </Card>
  );
}

const sample = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    key: `card-${index + 1}`,
    card: <SampleCard title={`Card ${index + 1}`} text="Cards in a row share the height of the tallest one." />,
  }));

const meta = {
  title: 'Components/CardGrid',
  component: CardGrid,
  tags: ['autodocs'],
  args: { items: sample(5), label: 'Sample cards' },
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 320 px columns: three across on a desktop story frame. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Sample cards' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    const rows = new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)));
    await expect(rows.size).toBe(2);
  },
};

/** Narrower columns, as on the admin index (260 px): more cards per row. */
export const NarrowColumns: Story = {
  args: { minColumnWidth: 260 },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    const firstRowTop = Math.round(items[0]?.getBoundingClientRect().top ?? 0);
    await expect(items.filter((item) => Math.round(item.getBoundingClientRect().top) === firstRowTop)).toHaveLength(4);
  },
};

/** Named by a visible heading instead of a label. */
export const LabelledByHeading: Story = {
  args: { label: undefined, labelledBy: 'grid-heading' },
  render: (args) => (
    <>
      <Typography variant="h2" id="grid-heading" gutterBottom>
        Your cards
      </Typography>
      <CardGrid {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Your cards' })).toBeVisible();
  },
};

/** On a phone: one column. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const lefts = new Set(canvas.getAllByRole('listitem').map((item) => Math.round(item.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(1);
  },
};

/** No cards: an empty list (screens show an EmptyState instead). */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Sample cards' })).toBeEmptyDOMElement();
  },
};
