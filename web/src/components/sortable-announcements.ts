/**
 * What a screen reader hears while an item of a sortable list is picked up,
 * moved, dropped or put back (dnd-kit `accessibility`): sentences naming the
 * item by its title and its position, never by its id.
 */

export interface SortableItemLabel {
  id: string;
  /** The item as people know it: a benefit's title, a screenshot's alt text. */
  label: string;
}

/** The layout decides which arrow keys move an item. */
export type SortableLayout = 'list' | 'grid';

type Id = string | number;
interface Move {
  active: { id: Id };
  over: { id: Id } | null;
}

/** Structurally dnd-kit's `Announcements`. */
export interface SortableAnnouncements {
  onDragStart(move: Pick<Move, 'active'>): string | undefined;
  onDragOver(move: Move): string | undefined;
  onDragEnd(move: Move): string | undefined;
  onDragCancel(move: Move): string | undefined;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Announcements for `items` in their order at the start of the drag; `noun`
 * is what one item is called ("benefit", "screenshot").
 */
export function sortableAnnouncements(items: readonly SortableItemLabel[], noun: string): SortableAnnouncements {
  const total = items.length;
  const indexOf = (id: Id) => items.findIndex((item) => item.id === String(id));
  const name = (id: Id) => {
    const item = items[indexOf(id)];
    return item ? `${noun} “${item.label}”` : `the ${noun}`;
  };
  const Name = (id: Id) => capitalised(name(id));
  /** " at position 2 of 5", or nothing for an item the list does not hold. */
  const at = (id: Id, preposition = 'at') => {
    const index = indexOf(id);
    return index === -1 ? '' : ` ${preposition} position ${index + 1} of ${total}`;
  };
  const same = (a: Id, b: Id) => String(a) === String(b);

  return {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}${at(active.id)}.`,
    onDragOver: ({ active, over }) => {
      if (!over) return `${Name(active.id)} is no longer over a position in the list.`;
      if (same(over.id, active.id)) return `${Name(active.id)} is back${at(active.id)}.`;
      return `${Name(active.id)} moved${at(over.id, 'to')}.`;
    },
    onDragEnd: ({ active, over }) => {
      if (!over || same(over.id, active.id)) return `${Name(active.id)} was dropped at its original position.`;
      return `${Name(active.id)} was dropped${at(over.id)}.`;
    },
    onDragCancel: ({ active }) => `Moving was cancelled. ${Name(active.id)} went back${at(active.id, 'to')}.`,
  };
}

/** The description every drag handle carries (dnd-kit `screenReaderInstructions`). */
export function sortableInstructions(noun: string, layout: SortableLayout): string {
  const keys = layout === 'grid' ? 'the arrow keys' : 'the up and down arrow keys';
  return `To reorder, press Space or Enter to pick up the ${noun}, use ${keys} to move it, then press Space or Enter to drop it, or Escape to cancel.`;
}
