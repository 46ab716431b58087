/**
 * Reordering a list by ids, without React or dnd-kit: the new order after a
 * drag (one item dropped where another was) or after a "move up/down" button.
 */

/** `ids` with `activeId` taken out and put where `overId` is; `undefined` when nothing moves. */
export function dropOrder(ids: readonly string[], activeId: string, overId: string): string[] | undefined {
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from === -1 || to === -1 || from === to) return undefined;
  const order = [...ids];
  order.splice(from, 1);
  order.splice(to, 0, activeId);
  return order;
}

/** `ids` with `id` moved `delta` places (−1 earlier, +1 later); `undefined` at either end. */
export function stepOrder(ids: readonly string[], id: string, delta: -1 | 1): string[] | undefined {
  const from = ids.indexOf(id);
  if (from === -1) return undefined;
  const neighbour = ids[from + delta];
  return neighbour === undefined ? undefined : dropOrder(ids, id, neighbour);
}
