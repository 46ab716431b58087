/**
 * A company's users (spec §3 company-user, §7): listed, added by the e-mail of
 * an existing platform account (spec §5), and removed — never the last one.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { INVITE_MESSAGES } from './alpha-users';
import { callEndpoint } from './call-endpoint';
import type { Camelized } from './case';
import { companyKey } from './company';
import { defineEndpoints } from './endpoint-table';
import { EMAIL_PATTERN, zodText, type TextRule } from './field-rules';
import './query-meta';
import { useRefreshingMutation } from './refreshing-mutation';

/** A company user's role (issue 35 §2); what each may do is web/src/domain/company-permissions.ts. */
export const companyRoleSchema = z.enum(['owner', 'developer', 'finance', 'support']);
export type CompanyRoleWire = z.infer<typeof companyRoleSchema>;

export const companyUserSchema = z.object({
  id: z.string(),
  email: z.email(),
  role: companyRoleSchema,
  /** Company-level flags; their effect is not shown (spec §6). */
  admin: z.boolean(),
  provider: z.boolean(),
  allow_tracking: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});

export const companyUserTextRules = {
  email: { required: true, max: 254, pattern: EMAIL_PATTERN },
} as const satisfies Record<string, TextRule>;

export const companyUserInputSchema = z.object({ email: zodText(companyUserTextRules.email) }).strict();

/** An Owner changes a user's role (issue 35 §2); 422 on `role` for the last Owner. */
export const companyUserPatchSchema = z.object({ role: companyRoleSchema }).strict();

/** The server's answers on `email`, and on the record as a whole (`base`). */
export const COMPANY_USER_MESSAGES = {
  /** The same words as for an alpha user: the account must exist first (spec §5). */
  noAccount: INVITE_MESSAGES.noAccount,
  alreadyMember: 'is already a user of this company',
  /** An account acts for one company at most. */
  otherCompany: 'belongs to another company; they must be removed there first',
} as const;

export type CompanyUserWire = z.infer<typeof companyUserSchema>;
export type CompanyUser = Camelized<CompanyUserWire>;
export type CompanyUserInput = Camelized<z.input<typeof companyUserInputSchema>>;

export const companyUserEndpoints = defineEndpoints({
  'get /companies/{id}/company_users': {
    api: 'partner',
    summary: "A company's users, oldest first",
    access: 'user',
    response: z.array(companyUserSchema),
  },
  'post /companies/{id}/company_users': {
    api: 'partner',
    summary: 'Adds an existing platform account to the company (422 on email when there is no such account)',
    access: 'user',
    status: 201,
    request: companyUserInputSchema,
    response: companyUserSchema,
  },
  'patch /companies/{id}/company_users/{userId}': {
    api: 'partner',
    summary: "Changes a user's role (Owners only; 422 on role for the company's last Owner)",
    access: 'user',
    request: companyUserPatchSchema,
    response: companyUserSchema,
  },
  'delete /companies/{id}/company_users/{userId}': {
    api: 'partner',
    summary: "Revokes a user's access to the company (422 for its last user)",
    access: 'user',
    status: 204,
    response: z.null(),
  },
});

export const companyUsersKey = (companyId: string) => [...companyKey(companyId), 'company-users'] as const;

export const companyUsersQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: companyUsersKey(companyId),
    queryFn: ({ signal }): Promise<CompanyUser[]> =>
      callEndpoint(companyUserEndpoints['get /companies/{id}/company_users'], { params: { id: companyId }, signal }),
  });

export function useCompanyUsers(companyId: string) {
  return useQuery(companyUsersQueryOptions(companyId));
}

export function useAddCompanyUser(companyId: string) {
  return useRefreshingMutation(companyUsersKey(companyId), (input: CompanyUserInput) =>
    callEndpoint(companyUserEndpoints['post /companies/{id}/company_users'], { params: { id: companyId }, body: input }),
  );
}

export function useChangeCompanyUserRole(companyId: string) {
  return useRefreshingMutation(companyUsersKey(companyId), ({ userId, role }: { userId: string; role: CompanyRoleWire }) =>
    callEndpoint(companyUserEndpoints['patch /companies/{id}/company_users/{userId}'], { params: { id: companyId, userId }, body: { role } }),
  );
}

export function useRevokeCompanyUser(companyId: string) {
  return useRefreshingMutation(companyUsersKey(companyId), (userId: string) =>
    callEndpoint(companyUserEndpoints['delete /companies/{id}/company_users/{userId}'], { params: { id: companyId, userId } }),
  );
}
