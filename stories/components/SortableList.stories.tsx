import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DragHandle, MoveButton, SortableList, useSortableItem } from '../../web/src/components/SortableList';
import type { SortableLayout } from '../../web/src/components/sortable-announcements';
import { useSavedOrder } from '../../web/src/components/use-saved-order';
import { expectScreenshot } from '../support/screenshot';

interface Plan {
  id: string;
  name: string;
}

const plans: Plan[] = [
  { id: 'hobby', name: 'Hobby' },
  { id: 'standard', name: 'Standard' },
  { id: 'premium', name: 'Premium' },
];

function PlanRow({ plan, layout }: { plan: Plan; layout: SortableLayout }) {
  const { attachNode, style, isDragging, handle, moveBack, moveForward } = useSortableItem(plan.id);
  const [back, forward] = layout === 'grid' ? ['earlier', 'later'] : ['up', 'down'];
  return (
    <Paper
      component="li"
      variant="outlined"
      ref={attachNode}
      style={style}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, boxShadow: isDragging ? 6 : 0, width: layout === 'grid' ? 240 : 'auto' }}
    >
      <DragHandle {...handle} label={`Reorder ${plan.name}`} />
      <Typography sx={{ flex: 1 }}>{plan.name}</Typography>
      <MoveButton {...moveBack} label={`Move ${plan.name} ${back}`} />
      <MoveButton {...moveForward} label={`Move ${plan.name} ${forward}`} />
    </Paper>
  );
}

interface PlanOrderDemoProps {
  layout: SortableLayout;
  /** Called with every new order (where a screen would send it to the server). */
  onReorder: (ids: string[]) => void;
}

/** Plans in the order customers see them, reordered as a screen would: the new order saved, then a flash. */
function PlanOrderDemo({ layout, onReorder }: PlanOrderDemoProps) {
  const [order, setOrder] = useState(plans);
  const save = useCallback(
    async (ids: string[]) => {
      onReorder(ids);
      setOrder(ids.map((id) => plans.find((plan) => plan.id === id)!));
    },
    [onReorder],
  );
  const sortable = useSavedOrder(order, 'name', save, 'Plan order saved.');
  return (
    <SortableList {...sortable} noun="plan" layout={layout}>
      <Box
        component="ol"
        aria-label="Plans"
        sx={{ listStyle: 'none', m: 0, p: 0, display: layout === 'grid' ? 'flex' : 'grid', flexWrap: 'wrap', gap: 1, maxWidth: 520 }}
      >
        {order.map((plan) => (
          <PlanRow key={plan.id} plan={plan} layout={layout} />
        ))}
      </Box>
    </SortableList>
  );
}

/**
 * The sortable list (components/SortableList): drag a row's handle with a
 * pointer, or focus it and use the keyboard (Space or Enter to pick up, arrows
 * to move, Space or Enter to drop, Escape to cancel) while a screen reader
 * hears each step with the item's name and position; move buttons offer the
 * same without dragging. Focus stays on the control that moved the item.
 */
const meta = {
  title: 'Components/SortableList',
  component: PlanOrderDemo,
  subcomponents: { SortableList, DragHandle, MoveButton },
  args: { layout: 'list', onReorder: fn() },
} satisfies Meta<typeof PlanOrderDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The names in the list, in order. */
const listed = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Plans' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/**
 * Everything dnd-kit's live region says from now on, in order (it lives in the
 * document body, and one key press may say two things in a row: "Picked up …",
 * then "… is back at position 1").
 */
function listenToAnnouncements(canvasElement: HTMLElement): { heard: string[]; stop: () => void } {
  const document = canvasElement.ownerDocument;
  const heard: string[] = [];
  const say = (text: string | null | undefined) => {
    if (text && heard.at(-1) !== text) heard.push(text);
  };
  const observer = new MutationObserver((records) => {
    const region = document.querySelector('[id^="DndLiveRegion"]');
    // Two sentences in one task reach the observer together: the first survives only as the second's old value.
    for (const record of records) if (record.type === 'characterData' && region?.contains(record.target)) say(record.oldValue);
    say(region?.textContent);
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, characterDataOldValue: true });
  return { heard, stop: () => observer.disconnect() };
}

/** dnd-kit measures the list between key presses, as it would between a person's. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 150));

/** Space picks Hobby up, the down arrow moves it, Space drops it: each step is announced, and the handle keeps focus. */
export const KeyboardReorder: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const handle = canvas.getByRole('button', { name: 'Reorder Hobby' });
    await expect(handle).toHaveAccessibleDescription(
      'To reorder, press Space or Enter to pick up the plan, use the up and down arrow keys to move it, then press Space or Enter to drop it, or Escape to cancel.',
    );
    const { heard, stop } = listenToAnnouncements(canvasElement);
    handle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(heard).toContain('Picked up plan “Hobby” at position 1 of 3.'));
    await pause();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(heard).toContain('Plan “Hobby” moved to position 2 of 3.'));
    await pause();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(heard.at(-1)).toBe('Plan “Hobby” was dropped at position 2 of 3.'));
    stop();
    await expect(args.onReorder).toHaveBeenCalledWith(['standard', 'hobby', 'premium']);
    await waitFor(() => expect(listed(canvasElement)).toEqual(['Standard', 'Hobby', 'Premium']));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Plan order saved.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Reorder Hobby' })).toHaveFocus());
    await expectScreenshot(canvasElement);
  },
};

/** Escape puts the item back where it was, says so, and saves nothing. */
export const KeyboardCancel: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const { heard, stop } = listenToAnnouncements(canvasElement);
    canvas.getByRole('button', { name: 'Reorder Hobby' }).focus();
    await userEvent.keyboard(' ');
    await pause();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(heard).toContain('Plan “Hobby” moved to position 2 of 3.'));
    await pause();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(heard.at(-1)).toBe('Moving was cancelled. Plan “Hobby” went back to position 1 of 3.'));
    stop();
    await expect(args.onReorder).not.toHaveBeenCalled();
    await expect(listed(canvasElement)).toEqual(['Hobby', 'Standard', 'Premium']);
  },
};

/**
 * Move buttons: the first cannot go up, the last cannot go down. Focus stays on
 * the button used, or, once it can no longer move its item, on the item's handle.
 */
export const MoveButtons: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Move Hobby up' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move Premium down' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Move Premium up' }));
    await waitFor(() => expect(listed(canvasElement)).toEqual(['Hobby', 'Premium', 'Standard']));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Move Premium up' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Move Premium up' }));
    await waitFor(() => expect(listed(canvasElement)).toEqual(['Premium', 'Hobby', 'Standard']));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Reorder Premium' })).toHaveFocus());
    await expect(args.onReorder.mock.calls).toEqual([[['hobby', 'premium', 'standard']], [['premium', 'hobby', 'standard']]]);
  },
};

/** A wrapping grid (a gallery): all four arrow keys move an item, and the move buttons go earlier and later. */
export const Grid: Story = {
  args: { layout: 'grid' },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Reorder Standard' })).toHaveAccessibleDescription(/use the arrow keys to move it/);
    await userEvent.click(canvas.getByRole('button', { name: 'Move Standard later' }));
    await waitFor(() => expect(listed(canvasElement)).toEqual(['Hobby', 'Premium', 'Standard']));
    await expect(args.onReorder).toHaveBeenCalledWith(['hobby', 'premium', 'standard']);
    await expectScreenshot(canvasElement);
  },
};
