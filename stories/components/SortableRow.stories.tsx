import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { PreviewToggle } from '../../web/src/components/PreviewToggle';
import { SortableList } from '../../web/src/components/SortableList';
import { SortableRow } from '../../web/src/components/SortableRow';
import { listPreview } from '../../web/src/domain/list-preview';
import { expectScreenshot } from '../support/screenshot';

const records = ['Storage', 'Connections', 'Rollback window', 'High availability', 'Read replicas', 'Uptime target', 'Encryption at rest'].map(
  (name, index) => ({ id: `f${index + 1}`, name }),
);

/** A reorderable list of records with the six-row preview, as the features and benefits use it. */
function RecordList() {
  const [order, setOrder] = useState(records);
  const [expanded, setExpanded] = useState(false);
  const { shown, toggleLabel } = listPreview(order, 'features', expanded);
  const hidden = order.slice(shown.length);
  return (
    <Box sx={{ maxWidth: 720 }}>
      <SortableList
        items={shown.map((record) => ({ id: record.id, label: record.name }))}
        noun="feature"
        layout="list"
        onReorder={(ids) => setOrder([...ids.map((id) => order.find((record) => record.id === id)!), ...hidden])}
      >
        <Box component="ol" aria-label="Features" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {shown.map((record) => (
            <SortableRow
              key={record.id}
              id={record.id}
              title={record.name}
              details={<Typography variant="body2" color="text.secondary">Number</Typography>}
              actions={
                <IconButton aria-label={`Edit ${record.name}`}>
                  <EditIcon />
                </IconButton>
              }
            />
          ))}
        </Box>
      </SortableList>
      <PreviewToggle label={toggleLabel} expanded={expanded} onToggle={() => setExpanded(!expanded)} />
    </Box>
  );
}

const meta = {
  title: 'Components/SortableRow',
  component: SortableRow,
  subcomponents: { PreviewToggle },
  render: () => <RecordList />,
  args: { id: 'f1', title: 'Storage', details: null, actions: null },
} satisfies Meta<typeof SortableRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first six of seven, a move button, then all seven. */
export const WithPreview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Features' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Move Connections up' }));
    await expect(within(list).getAllByRole('heading')[0]).toHaveTextContent('Connections');
    await userEvent.click(canvas.getByRole('button', { name: 'View all 7 features' }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    await expect(canvas.getByRole('button', { name: 'Collapse features' })).toHaveAttribute('aria-expanded', 'true');
    await expectScreenshot(canvasElement);
  },
};
