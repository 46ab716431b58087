/**
 * Publishing a ref of a buildpack that may have been created a moment ago:
 * `useCreateRevision` is bound to one id when the screen renders, but a new
 * buildpack's id is known only once the create answers, in the same submit.
 * So the id travels with the call; the cache is refreshed as the hook does.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buildpackRevisionEndpoints, revisionsKey } from '../../api/buildpack-revisions';
import { twoFactorHeaders } from '../../api/buildpacks';
import { callEndpoint } from '../../api/call-endpoint';

export interface PublishRevision {
  buildpackId: string;
  ref: string;
  twoFactorCode?: string;
}

export function usePublishRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ buildpackId, ref, twoFactorCode }: PublishRevision) =>
      callEndpoint(buildpackRevisionEndpoints['post /buildpacks/{buildpack}/revisions'], {
        params: { buildpack: buildpackId },
        body: { ref },
        headers: twoFactorHeaders(twoFactorCode),
      }),
    onSuccess: (_revision, { buildpackId }) => queryClient.invalidateQueries({ queryKey: revisionsKey(buildpackId) }),
    meta: { globalErrorHandling: false },
  });
}
