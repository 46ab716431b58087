/**
 * Where a list must open so that one of its rows can be seen (issue 21
 * item 11: "a new feature lands below the six-item fold unseen"). After a
 * feature or plan is added, the list expands past its preview, or turns to
 * the page that holds the row, and the screen then scrolls to it.
 */

export interface RevealPlacement {
  /** The preview must be expanded ('View all N …'). */
  expand: boolean;
  /** The (0-based) page the row is on, when the expanded list is paged. */
  page: number;
}

/**
 * `index` is the row's place in the whole (filtered, sorted) list, or -1 when
 * it is not in it (filtered out): then nothing moves.
 */
export function revealPlacement(index: number, previewLength: number, pageSize = Number.POSITIVE_INFINITY): RevealPlacement | null {
  if (index < 0) return null;
  if (index < previewLength) return { expand: false, page: 0 };
  return { expand: true, page: Number.isFinite(pageSize) ? Math.floor(index / pageSize) : 0 };
}
