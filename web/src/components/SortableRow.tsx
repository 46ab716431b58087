import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { DragHandle, MoveButton, useSortableItem } from './SortableList';

export interface SortableRowProps {
  id: string;
  /** The record's name: the row's heading and the words of its handle and move buttons. */
  title: string;
  /** A line or two under the title. */
  details: ReactNode;
  /** Edit, Delete… after the move buttons (not drawn when the list is read-only). */
  actions: ReactNode;
  /** The record just added: brought into view, focused and marked (issue 21 item 11). */
  highlighted?: boolean;
}

/**
 * One row of a reorderable list of records inside a `SortableList` (benefits,
 * features): drag handle, title and details, move up / down, then actions;
 * in a read-only list only the title and details.
 */
export function SortableRow({ id, title, details, actions, highlighted = false }: SortableRowProps) {
  const { attachNode, style, isDragging, handle, moveBack, moveForward, readOnly } = useSortableItem(id);
  const node = useRef<HTMLLIElement | null>(null);
  useEffect(() => {
    if (!highlighted || !node.current) return;
    node.current.scrollIntoView({ block: 'center' });
    node.current.focus({ preventScroll: true });
  }, [highlighted]);
  return (
    <Box
      component="li"
      ref={(element: HTMLLIElement | null) => {
        node.current = element;
        attachNode(element);
      }}
      tabIndex={highlighted ? -1 : undefined}
      aria-current={highlighted ? 'true' : undefined}
      style={style}
      sx={{
        display: 'grid',
        // Read-only rows have no handle before the title and no buttons after it.
        gridTemplateColumns: readOnly ? 'minmax(0, 1fr)' : { xs: 'auto minmax(0, 1fr)', sm: 'auto minmax(0, 1fr) auto' },
        columnGap: 1.5,
        rowGap: 0.5,
        alignItems: 'start',
        p: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
        boxShadow: isDragging ? 6 : 0,
        ...(highlighted ? { bgcolor: 'action.selected', outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } : {}),
      }}
    >
      {readOnly ? null : <DragHandle {...handle} label={`Reorder ${title}`} />}
      <Box sx={{ py: 1, px: readOnly ? 1 : 0, minWidth: 0 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {details}
      </Box>
      {readOnly ? null : (
        <Stack direction="row" sx={{ gridColumn: { xs: 2, sm: 'auto' }, alignItems: 'center', justifySelf: { xs: 'start', sm: 'end' } }}>
          <MoveButton {...moveBack} label={`Move ${title} up`} />
          <MoveButton {...moveForward} label={`Move ${title} down`} />
          {actions}
        </Stack>
      )}
    </Box>
  );
}
