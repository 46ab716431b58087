import { useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useEffect, useRef } from 'react';
import { errorOutcome } from '../api/flash-messages';
import '../api/query-meta';
import { currentPathWithSearch, useSignInRedirect } from './sign-in';

/**
 * Every failed query or mutation is flashed per spec §8 (`errorOutcome`), and a
 * 401 sends the user to sign in — unless the query or mutation says its screen
 * handles the error itself (`meta.globalErrorHandling: false`).
 */
export function ApiErrorFlashes() {
  const queryClient = useQueryClient();
  const redirect = useSignInRedirect();
  const redirecting = useRef(false);

  useEffect(() => {
    const handle = (error: unknown, meta: { globalErrorHandling?: boolean } | undefined) => {
      if (meta?.globalErrorHandling === false) return;
      const outcome = errorOutcome(error);
      for (const flash of outcome.flashes) {
        // Errors and warnings stay until dismissed (no timed interaction, WCAG 2.2.1).
        enqueueSnackbar(flash.message, { variant: flash.variant, persist: flash.variant === 'error' || flash.variant === 'warning' });
      }
      if (outcome.signIn && !redirecting.current) {
        redirecting.current = true;
        redirect(currentPathWithSearch());
      }
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
  }, [queryClient, redirect]);

  return null;
}
