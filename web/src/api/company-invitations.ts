/**
 * Invitations to a company (issue 35 §3): an Owner invites an e-mail with a
 * role (the person need not have a platform account yet); the invited person
 * opens the link of the e-mail, signs in and accepts, and joins with the role.
 * The link carries a token the server keeps only hashed. What each state of
 * an invitation means, and the sentences, are web/src/domain/invitations.ts.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callEndpoint } from './call-endpoint';
import type { Camelized } from './case';
import { companyKey } from './company';
import { companyRoleSchema } from './company-users';
import { defineEndpoints } from './endpoint-table';
import { EMAIL_PATTERN, zodText, type TextRule } from './field-rules';
import './query-meta';
import { useRefreshingMutation } from './refreshing-mutation';

/**
 * `pending`: can be accepted; `expired`: 7 days passed (an Owner may resend);
 * `revoked`: withdrawn by an Owner; `accepted`: used; `replaced`: the link of
 * an e-mail a resend superseded (the invitation itself lives on).
 */
export const invitationStateSchema = z.enum(['pending', 'expired', 'revoked', 'accepted', 'replaced']);
export type InvitationState = z.infer<typeof invitationStateSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.email(),
  role: companyRoleSchema,
  /** The e-mail of the Owner who invited (or last resent). */
  invited_by: z.string(),
  /** `pending` or `expired`: the list holds neither revoked nor accepted ones. */
  state: invitationStateSchema,
  created_at: z.iso.datetime({ offset: true }),
  expires_at: z.iso.datetime({ offset: true }),
});

export const invitationTextRules = {
  email: { required: true, max: 254, pattern: EMAIL_PATTERN },
} as const satisfies Record<string, TextRule>;

export const invitationInputSchema = z.object({ email: zodText(invitationTextRules.email), role: companyRoleSchema }).strict();

/** What the link's page shows: whose invitation, to what, and whether it can still be accepted. */
export const invitationByTokenSchema = z.object({
  company_name: z.string(),
  role: companyRoleSchema,
  /** The invited e-mail: the page says which account must accept. */
  email: z.email(),
  state: invitationStateSchema,
  expires_at: z.iso.datetime({ offset: true }),
});

export const invitationAcceptedSchema = z.object({ company_id: z.string(), company_name: z.string(), role: companyRoleSchema });

export type InvitationWire = z.infer<typeof invitationSchema>;
export type Invitation = Camelized<InvitationWire>;
export type InvitationInput = Camelized<z.input<typeof invitationInputSchema>>;
export type InvitationByTokenWire = z.infer<typeof invitationByTokenSchema>;
export type InvitationByToken = Camelized<InvitationByTokenWire>;
export type InvitationAccepted = Camelized<z.infer<typeof invitationAcceptedSchema>>;

export const invitationEndpoints = defineEndpoints({
  'get /companies/{id}/invitations': {
    api: 'partner',
    summary: "A company's open invitations (pending or expired), oldest first (Owners only)",
    access: 'user',
    response: z.array(invitationSchema),
  },
  'post /companies/{id}/invitations': {
    api: 'partner',
    summary: 'Invites an e-mail with a role and sends the e-mail (Owners only; 422 on email for a member or a pending invitation)',
    access: 'user',
    status: 201,
    request: invitationInputSchema,
    response: invitationSchema,
  },
  'post /companies/{id}/invitations/{invitationId}/resend': {
    api: 'partner',
    summary: 'Sends the invitation again with a new link and 7 more days; the old link stops working (Owners only)',
    access: 'user',
    response: invitationSchema,
  },
  'delete /companies/{id}/invitations/{invitationId}': {
    api: 'partner',
    summary: 'Revokes an invitation: its link stops working (Owners only)',
    access: 'user',
    status: 204,
    response: z.null(),
  },
  'get /invitations/{token}': {
    api: 'partner',
    summary: 'Describes the invitation of a link (company, role, state) to the signed-in user; 404 for an unknown link',
    access: 'user',
    response: invitationByTokenSchema,
  },
  'post /invitations/{token}/accept': {
    api: 'partner',
    summary: 'The signed-in user, whose e-mail must be the invited one, joins the company with the role (409 expired, revoked, used or replaced; 403 another account)',
    access: 'user',
    response: invitationAcceptedSchema,
  },
});

export const invitationsKey = (companyId: string) => [...companyKey(companyId), 'invitations'] as const;
export const invitationByTokenKey = (token: string) => ['invitation-by-token', token] as const;

export const invitationsQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: invitationsKey(companyId),
    queryFn: ({ signal }): Promise<Invitation[]> =>
      callEndpoint(invitationEndpoints['get /companies/{id}/invitations'], { params: { id: companyId }, signal }),
  });

export function useInvitations(companyId: string, enabled = true) {
  return useQuery({ ...invitationsQueryOptions(companyId), enabled });
}

export function useInvite(companyId: string) {
  return useRefreshingMutation(invitationsKey(companyId), (input: InvitationInput) =>
    callEndpoint(invitationEndpoints['post /companies/{id}/invitations'], { params: { id: companyId }, body: input }),
  );
}

export function useResendInvitation(companyId: string) {
  return useRefreshingMutation(invitationsKey(companyId), (invitationId: string) =>
    callEndpoint(invitationEndpoints['post /companies/{id}/invitations/{invitationId}/resend'], { params: { id: companyId, invitationId } }),
  );
}

export function useRevokeInvitation(companyId: string) {
  return useRefreshingMutation(invitationsKey(companyId), (invitationId: string) =>
    callEndpoint(invitationEndpoints['delete /companies/{id}/invitations/{invitationId}'], { params: { id: companyId, invitationId } }),
  );
}

/** A 409 or 404 here is the page's own state, not a flash. */
export function useInvitationByToken(token: string) {
  return useQuery({
    queryKey: invitationByTokenKey(token),
    queryFn: ({ signal }): Promise<InvitationByToken> => callEndpoint(invitationEndpoints['get /invitations/{token}'], { params: { token }, signal }),
    retry: false,
    meta: { globalErrorHandling: false },
  });
}

/** Joining changes who the user is in the portal: everything cached is refetched. */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<InvitationAccepted> => callEndpoint(invitationEndpoints['post /invitations/{token}/accept'], { params: { token } }),
    meta: { globalErrorHandling: false },
    onSettled: () => queryClient.invalidateQueries(),
  });
}
