/**
 * The teams a user belongs to on the registry (spec §7 "GET
 * users/{userId}/memberships"): they may publish as those teams, and the
 * registry screen lists the teams' buildpacks beside the user's own.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { buildpacksKey, useBuildpackSearch, useUserBuildpacks, type Buildpack } from './buildpacks';
import { callEndpoint } from './call-endpoint';
import type { Camelized } from './case';
import { defineEndpoints } from './endpoint-table';
import './query-meta';

export const membershipSchema = z.object({
  id: z.string(),
  role: z.enum(['admin', 'member']),
  /** The team; its name is also its buildpacks' namespace. An enterprise team is shown as a team. */
  team: z.object({
    id: z.string(),
    name: z.string(),
    type: z.enum(['team', 'enterprise']),
    /** Writes to its buildpacks need a second factor. */
    two_factor_authentication: z.boolean(),
  }),
});

export type MembershipWire = z.infer<typeof membershipSchema>;
export type Membership = Camelized<MembershipWire>;

export const membershipEndpoints = defineEndpoints({
  'get /users/{user}/memberships': {
    api: 'registry',
    summary: "The teams a user belongs to (their own only; 403 for anyone else's)",
    access: 'user',
    response: z.array(membershipSchema),
  },
});

export const membershipsKey = (userId: string) => [...buildpacksKey(), 'memberships', userId] as const;

/** `userId` undefined (the user is not loaded): the query waits. */
export function useMemberships(userId: string | undefined) {
  return useQuery({
    queryKey: membershipsKey(userId ?? ''),
    queryFn: ({ signal }) => callEndpoint(membershipEndpoints['get /users/{user}/memberships'], { params: { user: userId ?? '' }, signal }),
    enabled: userId !== undefined,
  });
}

/** Both lists as one, each buildpack once (a user may also be in a team that shares a namespace). */
export function mergeBuildpackLists(...lists: readonly (readonly Buildpack[])[]): Buildpack[] {
  return [...new Map(lists.flat().map((buildpack) => [buildpack.id, buildpack])).values()];
}

/**
 * The registry screen's list: the user's own buildpacks and their teams'
 * (one search, a repeated `in[namespace][]` per team), without duplicates.
 * Pending until all three answers are in; the first error is the list's.
 */
export function useMyRegistryBuildpacks(userId: string | undefined) {
  const own = useUserBuildpacks(userId);
  const memberships = useMemberships(userId);
  const teams = memberships.data?.map((membership) => membership.team.name);
  const teamSearch = useBuildpackSearch(teams && teams.length > 0 ? { namespaces: teams } : undefined);
  const noTeams = teams !== undefined && teams.length === 0;
  const error = own.error ?? memberships.error ?? teamSearch.error;
  const ready = own.data !== undefined && teams !== undefined && (noTeams || teamSearch.data !== undefined);
  const data = ready ? mergeBuildpackLists(own.data ?? [], teamSearch.data ?? []) : undefined;
  return { data, memberships: memberships.data, error, isPending: !ready && !error };
}
