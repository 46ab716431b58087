import { useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useEffect } from 'react';
import { errorOutcome } from '../api/flash-messages';
import '../api/query-meta';
import { currentPathWithSearch } from './sign-in';
import { useAutomaticSignIn } from './SignInLoopGuard';

/**
 * Every failed query or mutation is flashed per spec §8 (`errorOutcome`), and a
 * 401 sends the user to sign in (through the loop guard, which also makes
 * several 401s of one page one redirect) — unless the query or mutation says
 * its screen handles the error itself (`meta.globalErrorHandling: false`).
 */
export function ApiErrorFlashes() {
  const queryClient = useQueryClient();
  const signIn = useAutomaticSignIn();

  useEffect(() => {
    const handle = (error: unknown, meta: { globalErrorHandling?: boolean } | undefined) => {
      if (meta?.globalErrorHandling === false) return;
      const outcome = errorOutcome(error);
      for (const flash of outcome.flashes) {
        // Errors and warnings stay until dismissed (no timed interaction, WCAG 2.2.1).
        enqueueSnackbar(flash.message, { variant: flash.variant, persist: flash.variant === 'error' || flash.variant === 'warning' });
      }
      if (outcome.signIn) signIn(currentPathWithSearch());
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') handle(event.action.error, event.query.meta);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') handle(event.action.error, event.mutation.meta);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, signIn]);

  return null;
}
