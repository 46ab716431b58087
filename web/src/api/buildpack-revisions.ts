/**
 * A buildpack's revisions on the registry (issue 23): publishing a ref makes
 * a pending revision that the registry builds into a release (published) or
 * fails; a rollback makes a new release of the previous published version.
 * Writes to a buildpack that requires a second factor carry it in
 * `Heroku-Two-Factor-Code` (spec §5); without it, or with a wrong one, the
 * registry answers 403 `two_factor`.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { revisionRefRule } from './buildpack-rules';
import { buildpackKey, buildpacksKey, twoFactorHeaders } from './buildpacks';
import { callEndpoint } from './call-endpoint';
import type { Camelized } from './case';
import { defineEndpoints } from './endpoint-table';
import { zodText } from './field-rules';
import './query-meta';
import { externalUrlSchema } from './url-schemas';

export const REVISION_STATUS_VALUES = ['pending', 'published', 'failed'] as const;

export const buildpackRevisionSchema = z.object({
  id: z.string(),
  buildpack_id: z.string(),
  ref: z.string(),
  /** Where the built tarball is; `null` until published. */
  tarball: externalUrlSchema.nullable(),
  status: z.enum(REVISION_STATUS_VALUES),
  /** Why it failed; `null` otherwise. */
  error: z.string().nullable(),
  /** The release number, counting up per buildpack; `null` while pending or failed. */
  release: z.number().int().positive().nullable(),
  license: z.string().nullable(),
  /**
   * A rollback's revision: the id of the revision it republishes; `null` for a
   * publish. Without it a rollback is only "a release of an older ref", and a
   * second rollback could not tell how far back the history already went.
   */
  republishes: z.string().nullable(),
  checksum: z.string().nullable(),
  published_by_id: z.string(),
  published_by_email: z.email(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});

export type BuildpackRevisionWire = z.infer<typeof buildpackRevisionSchema>;
export type BuildpackRevision = Camelized<BuildpackRevisionWire>;

export const createRevisionSchema = z.object({ ref: zodText(revisionRefRule) });

export const buildpackRevisionEndpoints = defineEndpoints({
  'get /buildpacks/{buildpack}/revisions': {
    api: 'registry',
    summary: "A buildpack's revisions, newest first",
    access: 'public',
    response: z.array(buildpackRevisionSchema),
  },
  'get /buildpacks/{buildpack}/revisions/{revision}': {
    api: 'registry',
    summary: 'One revision',
    access: 'public',
    response: buildpackRevisionSchema,
  },
  'post /buildpacks/{buildpack}/revisions': {
    api: 'registry',
    summary: 'Publishes a tag or branch of the linked repository (422: unknown ref, or one still pending)',
    access: 'user',
    status: 201,
    request: createRevisionSchema,
    requestHeaders: ['heroku-two-factor-code'],
    response: buildpackRevisionSchema,
  },
  'post /buildpacks/{buildpack}/actions/rollback': {
    api: 'registry',
    summary: 'Republishes the previous published version as a new release (422 when there is none)',
    access: 'user',
    requestHeaders: ['heroku-two-factor-code'],
    response: buildpackRevisionSchema,
  },
});

export const revisionsKey = (buildpackId: string) => [...buildpackKey(buildpackId), 'revisions'] as const;

/** How often the revisions are fetched again while one is pending (a build takes a few seconds). */
export const PENDING_REVISION_POLL_MS = 2000;

export function hasPendingRevision(revisions: readonly Pick<BuildpackRevision, 'status'>[] | undefined): boolean {
  return (revisions ?? []).some((revision) => revision.status === 'pending');
}

export const revisionsQueryOptions = (buildpackId: string) =>
  queryOptions({
    queryKey: revisionsKey(buildpackId),
    queryFn: ({ signal }) => callEndpoint(buildpackRevisionEndpoints['get /buildpacks/{buildpack}/revisions'], { params: { buildpack: buildpackId }, signal }),
  });

/** Newest first; fetched again every 2 s while one is pending, so pending → published/failed shows live. */
export function useBuildpackRevisions(buildpackId: string) {
  return useQuery({
    ...revisionsQueryOptions(buildpackId),
    refetchInterval: (query) => (hasPendingRevision(query.state.data) ? PENDING_REVISION_POLL_MS : false),
    refetchIntervalInBackground: false,
  });
}

/** Errors (403 `two_factor`, 422 `unknown_ref`/`revision_pending`) are the screen's to show. */
export interface CreateRevision {
  buildpackId: string;
  ref: string;
  twoFactorCode?: string;
}

/**
 * Publishes a ref. The id travels with the call, not with the hook: the
 * publish screen learns a new buildpack's id only when its create answers,
 * in the same submit.
 */
export function useCreateRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ buildpackId, ref, twoFactorCode }: CreateRevision) =>
      callEndpoint(buildpackRevisionEndpoints['post /buildpacks/{buildpack}/revisions'], {
        params: { buildpack: buildpackId },
        body: { ref },
        headers: twoFactorHeaders(twoFactorCode),
      }),
    onSuccess: (_revision, { buildpackId }) => queryClient.invalidateQueries({ queryKey: revisionsKey(buildpackId) }),
    meta: { globalErrorHandling: false },
  });
}

export function useRollbackBuildpack(buildpackId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ twoFactorCode }: { twoFactorCode?: string } = {}) =>
      callEndpoint(buildpackRevisionEndpoints['post /buildpacks/{buildpack}/actions/rollback'], {
        params: { buildpack: buildpackId },
        headers: twoFactorHeaders(twoFactorCode),
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: revisionsKey(buildpackId) }),
        queryClient.invalidateQueries({ queryKey: buildpacksKey(), exact: false }),
      ]),
    meta: { globalErrorHandling: false },
  });
}
