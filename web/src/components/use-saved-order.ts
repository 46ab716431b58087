import { enqueueSnackbar } from 'notistack';
import { useCallback, useMemo } from 'react';
import type { SortableItemLabel } from './sortable-announcements';

/** The keys of `Record` whose values are text: what can name a record in announcements. */
type TextKey<Record> = { [Key in keyof Record]: Record[Key] extends string ? Key : never }[keyof Record];

/** Spread onto a `SortableList`. */
export interface SavedOrder {
  items: SortableItemLabel[];
  onReorder: (ids: string[]) => void;
}

/**
 * A `SortableList` of saved records (benefits, screenshots, plans, admin rows):
 * the records named by their `labelKey`, and a reorder that saves the new order
 * and flashes `savedMessage` once it is saved.
 *
 * `save` is expected to show the new order at once and put the old one back if
 * it is refused (`useReorderMutation` in api/reorder.ts); the app flashes the
 * refusal, so nothing more is said here.
 */
export function useSavedOrder<Record extends { id: string }>(
  records: readonly Record[],
  labelKey: TextKey<Record>,
  save: (ids: string[]) => Promise<unknown>,
  savedMessage: string,
): SavedOrder {
  const items = useMemo(() => records.map((record) => ({ id: record.id, label: String(record[labelKey]) })), [records, labelKey]);
  const onReorder = useCallback(
    (ids: string[]) => {
      save(ids).then(
        () => enqueueSnackbar(savedMessage, { variant: 'success' }),
        // Rolled back and flashed already.
        () => undefined,
      );
    },
    [save, savedMessage],
  );
  return { items, onReorder };
}
