/**
 * The signed-in user accepts the updated terms of service (spec §6: "A
 * sign-in user must accept the updated terms, otherwise a banner shows";
 * §3 user `acknowledgedMsa`). The spec names no call for it; this one records
 * the acceptance upstream and answers the user as `GET /current_user` does,
 * now with `acknowledged_msa: true`, so the banner goes at once and stays
 * gone after a reload.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from './call-endpoint';
import { currentUserKey, currentUserSchema } from './current-user';
import { defineEndpoints } from './endpoint-table';
import './query-meta';

export const termsAcceptanceEndpoints = defineEndpoints({
  'post /current_user/terms_acceptance': {
    api: 'partner',
    summary: 'Records that the signed-in user accepts the current terms of service (the Marketplace Licensing Agreement)',
    access: 'user',
    status: 201,
    response: currentUserSchema,
  },
});

/** The answer replaces the cached current user, so every screen that reads it sees the acceptance. */
export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(termsAcceptanceEndpoints['post /current_user/terms_acceptance'], {}),
    onSuccess: (user) => queryClient.setQueryData(currentUserKey(), user),
    // The dialog says why it failed, beside its button.
    meta: { globalErrorHandling: false },
  });
}
