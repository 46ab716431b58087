import { useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useEffect } from 'react';
import { errorOutcome, staysUntilDismissed } from '../api/flash-messages';
import { isApiError } from '../api/errors';
import '../api/query-meta';
import { currentPathWithSearch } from './sign-in';
import { useAutomaticSignIn } from './SignInLoopGuard';

/**
 * Every failed query or mutation is flashed per spec §8 (`errorOutcome`) — a
 * refused save a form shows on its fields excepted — and a
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
      const flash = () => {
        const outcome = errorOutcome(error);
        for (const { message, variant, reference } of outcome.flashes) {
          if (variant === 'error') enqueueSnackbar(message, { variant, persist: staysUntilDismissed(variant), reference });
          else enqueueSnackbar(message, { variant, persist: staysUntilDismissed(variant) });
        }
        if (outcome.signIn) signIn(currentPathWithSearch());
      };
      // A refused save reaches the cache before the form that sent it: wait until the form has put
      // its messages on its fields (markShownOnAForm, a few microtasks on), so they are not flashed too.
      if (isApiError(error) && error.isValidation) setTimeout(flash, 0);
      else flash();
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
