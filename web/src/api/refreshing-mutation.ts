/**
 * A change to a list the server keeps in order (benefits, screenshots): once
 * saved, the list is fetched again, so the screen shows the server's positions
 * rather than a guess.
 */
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

export function useRefreshingMutation<Variables, Result>(listKey: QueryKey, mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
