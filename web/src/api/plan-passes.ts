/**
 * Plan passes (spec §3 plan-pass, §4, §7): an e-mail given access to a private
 * (Invite Only) enabled plan of an add-on that is past alpha.
 */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { invitedEmailSchema } from './alpha-users';
import { callEndpoint } from './call-endpoint';
import type { Camelized } from './case';
import { defineEndpoints } from './endpoint-table';

/** The server's answer when the plan cannot take passes (spec §4). */
export const PLAN_PASS_REFUSED_MESSAGE = 'Plan passes are only for private, enabled plans of add-ons past alpha.';

export const planPassSchema = z.object({
  id: z.string(),
  plan_id: z.string(),
  email: z.email(),
  created_at: z.iso.datetime({ offset: true }),
});

export const planPassInputSchema = z.object({ email: invitedEmailSchema }).strict();

export type PlanPassWire = z.infer<typeof planPassSchema>;
export type PlanPass = Camelized<PlanPassWire>;

export const planPassEndpoints = defineEndpoints({
  'post /plans/{planId}/plan_passes': {
    api: 'partner',
    summary: 'Gives an e-mail a pass to a private, enabled plan (not in alpha)',
    access: 'user',
    status: 201,
    request: planPassInputSchema,
    response: planPassSchema,
  },
});

export function useCreatePlanPass(planId: string) {
  return useMutation({
    mutationFn: (email: string) => callEndpoint(planPassEndpoints['post /plans/{planId}/plan_passes'], { params: { planId }, body: { email } }),
  });
}
