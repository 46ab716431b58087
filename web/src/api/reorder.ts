/**
 * Reordering a list (benefits, screenshots): the new order shows at once and
 * is rolled back if the server refuses it (design.md §4: optimistic update with
 * rollback, never a stale half-saved screen).
 */
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { z } from 'zod';

/** A new order for a reorderable list: every id of the list, once each. */
export const reorderSchema = z.object({ order: z.array(z.string()).min(1) }).strict();

interface Positioned {
  id: string;
  position: number;
}

/** `list` in the order of `ids`, positions renumbered from 0. */
function inOrder<T extends Positioned>(list: readonly T[], ids: readonly string[]): T[] {
  const byId = new Map(list.map((item) => [item.id, item]));
  return ids.flatMap((id, position) => {
    const item = byId.get(id);
    return item ? [{ ...item, position }] : [];
  });
}

export function useReorderMutation<T extends Positioned>(queryKey: QueryKey, send: (ids: string[]) => Promise<T[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<T[]>(queryKey);
      if (previous) queryClient.setQueryData<T[]>(queryKey, inOrder(previous, ids));
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
    },
  });
}
