import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import { createContext, useContext, useEffect, useId, useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import {
  sortableAnnouncements,
  sortableInstructions,
  type SortableItemLabel,
  type SortableLayout,
} from './sortable-announcements';
import { dropOrder, stepOrder } from './sortable-order';

type Part = 'handle' | 'back' | 'forward';

interface SortableListContextValue {
  ids: readonly string[];
  layout: SortableLayout;
  elementId: (id: string, part: Part) => string;
  step: (id: string, delta: -1 | 1) => void;
  readOnly: boolean;
}

const SortableListContext = createContext<SortableListContextValue | null>(null);

export interface SortableListProps {
  /** The items in their current order, named as people know them (for announcements). */
  items: readonly SortableItemLabel[];
  /** What one item is called in announcements: "benefit", "screenshot". */
  noun: string;
  /** A vertical list (up/down) or a wrapping grid (all four arrows). */
  layout: SortableLayout;
  /** The new order, every id once. */
  onReorder: (ids: string[]) => void;
  /**
   * Shown in order but not reorderable (a shut-down add-on's records): rows
   * draw no handle and no move buttons (`SortableItem.readOnly`).
   */
  readOnly?: boolean;
  children: ReactNode;
}

/**
 * A reorderable list: drag a row's handle with a pointer, or focus the handle
 * and use the keyboard (Space or Enter to pick up, arrows to move, Space or
 * Enter to drop, Escape to cancel), with spoken announcements naming the item;
 * rows may also offer move buttons (a single-pointer alternative to dragging).
 * Focus stays on the handle or button that moved the item.
 */
export function SortableList({ items, noun, layout, onReorder, readOnly = false, children }: SortableListProps) {
  const listId = useId();
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const order = ids.join('\n');
  /** After a move, the element to keep focused once the new order is drawn. */
  const focusAfterMove = useRef<{ order: string; elementId: string; fallbackId: string } | null>(null);

  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useMemo(
    () => ({
      announcements: sortableAnnouncements(items, noun),
      screenReaderInstructions: { draggable: sortableInstructions(noun, layout) },
    }),
    [items, noun, layout],
  );

  const context = useMemo<SortableListContextValue>(() => {
    const elementId = (id: string, part: Part) => `${listId}-${part}-${id}`;
    return {
      ids,
      layout,
      readOnly,
      elementId,
      step: (id, delta) => {
        const next = stepOrder(ids, id, delta);
        if (!next) return;
        focusAfterMove.current = {
          order: next.join('\n'),
          elementId: elementId(id, delta < 0 ? 'back' : 'forward'),
          fallbackId: elementId(id, 'handle'),
        };
        onReorder(next);
      },
    };
  }, [ids, layout, listId, onReorder, readOnly]);

  useEffect(() => {
    const wanted = focusAfterMove.current;
    if (!wanted || wanted.order !== order) return;
    focusAfterMove.current = null;
    const element = document.getElementById(wanted.elementId);
    // A button that can no longer move its item (now first or last) is disabled: the handle takes focus.
    const target = element instanceof HTMLButtonElement && !element.disabled ? element : document.getElementById(wanted.fallbackId);
    if (target && document.activeElement !== target) target.focus();
  }, [order]);

  function dropped({ active, over, activatorEvent }: DragEndEvent) {
    if (!over) return;
    const next = dropOrder(ids, String(active.id), String(over.id));
    if (!next) return;
    if (activatorEvent instanceof KeyboardEvent) {
      const handleId = context.elementId(String(active.id), 'handle');
      focusAfterMove.current = { order: next.join('\n'), elementId: handleId, fallbackId: handleId };
    }
    onReorder(next);
  }

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} accessibility={accessibility} onDragEnd={dropped}>
      <SortableContext items={ids} strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy}>
        <SortableListContext value={context}>{children}</SortableListContext>
      </SortableContext>
    </DndContext>
  );
}

export interface SortableItem {
  /** Pass as `ref` of the element that moves (the row or tile). */
  attachNode: (element: HTMLElement | null) => void;
  style: CSSProperties;
  isDragging: boolean;
  /** Spread onto `DragHandle`. */
  handle: DragHandleBindings;
  /** Spread onto the "earlier" and "later" `MoveButton`s. */
  moveBack: MoveBindings;
  moveForward: MoveBindings;
  /** The list is not reorderable: draw neither handle nor move buttons. */
  readOnly: boolean;
}

type DragHandleBindings = Omit<IconButtonProps, 'ref'> & { id: string; attachActivator: (element: HTMLElement | null) => void };
interface MoveBindings {
  id: string;
  direction: 'back' | 'forward';
  layout: SortableLayout;
  disabled: boolean;
  onClick: () => void;
}

/** One row or tile of a `SortableList`. */
export function useSortableItem(id: string): SortableItem {
  const context = useContext(SortableListContext);
  if (!context) throw new Error('useSortableItem must be used inside a SortableList');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const index = context.ids.indexOf(id);
  return {
    attachNode: setNodeRef,
    style: { transform: CSS.Translate.toString(transform), transition },
    isDragging,
    readOnly: context.readOnly,
    handle: { ...attributes, ...listeners, attachActivator: setActivatorNodeRef, id: context.elementId(id, 'handle') },
    moveBack: {
      id: context.elementId(id, 'back'),
      direction: 'back',
      layout: context.layout,
      disabled: index <= 0,
      onClick: () => context.step(id, -1),
    },
    moveForward: {
      id: context.elementId(id, 'forward'),
      direction: 'forward',
      layout: context.layout,
      disabled: index === -1 || index >= context.ids.length - 1,
      onClick: () => context.step(id, 1),
    },
  };
}

/** The focusable, named drag handle of a row; its description tells keyboard users how to move it. */
export function DragHandle({ label, attachActivator, ...bindings }: DragHandleBindings & { label: string }) {
  return (
    <IconButton {...bindings} ref={attachActivator} aria-label={label} sx={{ cursor: 'grab', touchAction: 'none', '&:active': { cursor: 'grabbing' } }}>
      <DragIndicatorIcon />
    </IconButton>
  );
}

/** Moves an item one place: up/down in a list, back/forward in a grid. */
export function MoveButton({ label, direction, layout, ...bindings }: MoveBindings & { label: string }) {
  const icon =
    layout === 'grid'
      ? direction === 'back'
        ? <ArrowBackIcon />
        : <ArrowForwardIcon />
      : direction === 'back'
        ? <ArrowUpwardIcon />
        : <ArrowDownwardIcon />;
  return (
    <IconButton {...bindings} aria-label={label} size="small">
      {icon}
    </IconButton>
  );
}
