/**
 * Approvals of an add-on (spec §3 approval, §4 "Approvals", §7): a partner
 * requests one (created pending); a platform admin decides it. Partners see
 * only the state and when it last changed: the sandbox sends the requester,
 * approver and notes to platform admins only (spec §6).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { addonKey } from './addon-key';
import { callEndpoint } from './call-endpoint';
import type { Camelized } from './case';
import { defineEndpoints } from './endpoint-table';
import { zodText, type TextRule } from './field-rules';
import './query-meta';

export const APPROVAL_TYPE_VALUES = [
  'marketplace_fitting_approval',
  'alpha_engineering_approval',
  'beta_engineering_approval',
  'article_review_approval',
  'pricing_plan_approval',
] as const;
export const APPROVAL_STATE_VALUES = ['pending', 'approved', 'rejected'] as const;

/** The server's answers (spec §4, §8). */
export const APPROVAL_MESSAGES = {
  exists: 'has already been requested',
  notEditable: "Approval can't be edited unless pending or rejected",
  prerequisites: 'Complete the prerequisite tasks first.',
  /** Issue 21 item 2: a rejection without its reason leaves the partner at a dead end. */
  reasonRequired: 'Give the reason for the rejection: the partner reads it to know what to fix.',
  /** Issue 31 item 5: requesting a rejected approval again is the company's partner's part (spec §6). */
  requestAgainPartnerOnly: "Only a partner of the add-on's company may request a rejected approval again.",
} as const;

/** One decision of a platform admin, kept when the next one replaces it (the review timeline shows them all). */
export const approvalDecisionRecordSchema = z.object({
  state: z.enum(APPROVAL_STATE_VALUES),
  decided_at: z.iso.datetime({ offset: true }),
  /** Platform admins only; `null` for partners. */
  notes: z.string().nullable(),
  approver_email: z.email().nullable(),
});

export const approvalSchema = z.object({
  id: z.string(),
  type: z.enum(APPROVAL_TYPE_VALUES),
  state: z.enum(APPROVAL_STATE_VALUES),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  /** Platform admins only; `null` for partners. */
  notes: z.string().nullable(),
  /**
   * Why it was rejected, written for the partner and sent to them too (unlike
   * the notes): they need it to fix the request. `null` unless rejected.
   */
  rejection_reason: z.string().nullable(),
  requester_email: z.email().nullable(),
  approver_email: z.email().nullable(),
  /** Every decision so far, oldest first; the last one is the approval's state, notes and approver. */
  decisions: z.array(approvalDecisionRecordSchema),
});

export const approvalTextRules = {
  notes: { required: false, max: 2000, emptyAsNull: true },
  /** Optional on the wire; required when the decision is a rejection (domain/approvals.ts `rejectionReasonRequired`). */
  rejectionReason: { required: false, max: 2000, emptyAsNull: true },
} as const satisfies Record<string, TextRule>;

export const approvalRequestSchema = z.object({ type: z.enum(APPROVAL_TYPE_VALUES) }).strict();

export const approvalDecisionSchema = z
  .object({
    state: z.enum(APPROVAL_STATE_VALUES),
    notes: zodText(approvalTextRules.notes),
    rejection_reason: zodText(approvalTextRules.rejectionReason),
  })
  .partial()
  .strict();

export type ApprovalWire = z.infer<typeof approvalSchema>;
export type Approval = Camelized<ApprovalWire>;
export type ApprovalDecision = Camelized<z.input<typeof approvalDecisionSchema>>;

export const approvalEndpoints = defineEndpoints({
  'get /addons/{slug}/approvals': {
    api: 'partner',
    summary: "An add-on's approvals, one per type at most",
    access: 'user',
    response: z.array(approvalSchema),
  },
  'post /addons/{slug}/approvals': {
    api: 'partner',
    summary: 'Requests an approval (created pending) once its requirements are complete, or a rejected one again (back to pending)',
    access: 'user',
    status: 201,
    request: approvalRequestSchema,
    response: approvalSchema,
  },
  'patch /approvals/{id}': {
    api: 'partner',
    summary: 'Decides an approval (platform admins; only pending or rejected ones)',
    access: 'admin',
    request: approvalDecisionSchema,
    response: approvalSchema,
  },
});

export const approvalsKey = (slug: string) => [...addonKey(slug), 'approvals'] as const;

export const approvalsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: approvalsKey(slug),
    queryFn: ({ signal }): Promise<Approval[]> => callEndpoint(approvalEndpoints['get /addons/{slug}/approvals'], { params: { slug }, signal }),
  });

export function useApprovals(slug: string) {
  return useQuery(approvalsQueryOptions(slug));
}

export function useRequestApproval(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (type: ApprovalWire['type']) => callEndpoint(approvalEndpoints['post /addons/{slug}/approvals'], { params: { slug }, body: { type } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addonKey(slug) }),
  });
}

export function useDecideApproval(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: ApprovalDecision }) =>
      callEndpoint(approvalEndpoints['patch /approvals/{id}'], { params: { id }, body: decision }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addonKey(slug) }),
  });
}
