/** GET /api/v3/current_user: the signed-in user with their company (spec §7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callEndpoint } from './call-endpoint';
import type { Camelized } from './case';
import { companyRefSchema } from './company';
import { companyRoleSchema } from './company-users';
import { defineEndpoints } from './endpoint-table';
import './query-meta';

export const currentUserSchema = z.object({
  id: z.string(),
  email: z.email(),
  name: z.string(),
  /** Company-level admin flag (spec §3 company-user; effect not shown). */
  admin: z.boolean(),
  provider: z.boolean(),
  acknowledged_msa: z.boolean(),
  /** Platform administrator: internal employee (spec §6). */
  platform_admin: z.boolean(),
  company: companyRefSchema.nullable(),
  /** The role in `company` (issue 35 §2), so the SPA shows what the sandbox enforces; null for platform admins and users without a company. */
  company_role: companyRoleSchema.nullable(),
});

export type CurrentUserWire = z.infer<typeof currentUserSchema>;
export type CurrentUser = Camelized<CurrentUserWire>;

export const currentUserEndpoints = defineEndpoints({
  'get /current_user': {
    api: 'partner',
    summary: 'The signed-in user, with their company',
    access: 'user',
    response: currentUserSchema,
  },
});

export const currentUserKey = () => ['current-user'] as const;

export function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return callEndpoint(currentUserEndpoints['get /current_user'], { signal });
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserKey(),
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    staleTime: 60_000,
  });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
