/**
 * Progressions (spec §3 progression, §4 "Progression details", §6, §7): a
 * partner requests a step (state pending) once its conditions hold; a
 * platform admin decides it, approving and progressing the add-on alpha →
 * beta → GA, or shuts it down. Beta omits the default plan; GA carries the
 * default plan, per-plan availability overrides and the visible flag, all
 * the admin's choice. The sandbox refuses (422) a step whose conditions are
 * unmet, naming what is missing, and a partner's approval (403).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { addonKey } from './addon-key';
import { callEndpoint } from './call-endpoint';
import type { Camelized } from './case';
import { defineEndpoints } from './endpoint-table';
import './query-meta';

export const PROGRESSION_TARGET_VALUES = ['beta', 'ga', 'shutdown'] as const;
const availabilitySchema = z.enum(['allUsers', 'allUsersHidden', 'inviteOnly', 'disabled']);

export const progressionSchema = z.object({
  id: z.string(),
  /** Pending: requested, not decided yet. Approved: the add-on moved. */
  state: z.enum(['pending', 'approved']),
  to: z.enum(PROGRESSION_TARGET_VALUES),
  from: z.enum(['alpha', 'beta', 'ga', 'shutdown']),
  visible: z.boolean(),
  default_plan_slug: z.string().nullable(),
  /** Plan slug → the availability it got. */
  plan_overrides: z.record(z.string(), availabilitySchema),
  created_at: z.iso.datetime({ offset: true }),
  /** When a platform admin approved it; `null` while pending. */
  decided_at: z.iso.datetime({ offset: true }).nullable(),
  /** Platform admins only; `null` for partners (spec §6). */
  requester_email: z.email().nullable(),
  /** Platform admins only; `null` for partners, and while pending. */
  approver_email: z.email().nullable(),
});

/** What only the platform team decides: a partner's request carries none of it. */
const ADMIN_CHOICES = ['visible', 'default_plan_slug', 'plan_overrides', 'confirmation'] as const;

export const progressionRequestSchema = z
  .object({
    state: z.enum(['pending', 'approved']).default('approved'),
    to: z.enum(PROGRESSION_TARGET_VALUES),
    visible: z.boolean().optional(),
    default_plan_slug: z.string().min(1).optional(),
    plan_overrides: z.record(z.string(), availabilitySchema).optional(),
    /** Shutdown only: the add-on's slug typed by the admin (spec §5), checked again by the server. */
    confirmation: z.string().optional(),
  })
  .strict()
  .superRefine((request, context) => {
    if (request.state === 'pending') {
      if (request.to === 'shutdown') context.addIssue({ code: 'custom', path: ['to'], message: 'cannot be requested: platform admins shut add-ons down' });
      for (const field of ADMIN_CHOICES.filter((choice) => request[choice] !== undefined)) {
        context.addIssue({ code: 'custom', path: [field], message: 'is decided by the platform team when it approves the progression' });
      }
    }
    if (request.to === 'beta' && request.default_plan_slug !== undefined) {
      context.addIssue({ code: 'custom', path: ['default_plan_slug'], message: 'is not sent with a beta progression' });
    }
  });

export type ProgressionWire = z.infer<typeof progressionSchema>;
export type Progression = Camelized<ProgressionWire>;
export type ProgressionRequest = Camelized<z.input<typeof progressionRequestSchema>>;

export const progressionEndpoints = defineEndpoints({
  'get /addons/{slug}/progressions': {
    api: 'partner',
    summary: "An add-on's progressions, newest first",
    access: 'user',
    dataFields: ['plan_overrides'],
    response: z.array(progressionSchema),
  },
  'post /addons/{slug}/progressions': {
    api: 'partner',
    summary:
      'Requests a progression to beta or GA (state pending, any company user) or approves one and progresses the add-on to beta, GA or shutdown (state approved, platform admins only: 403 otherwise); 422 naming unmet conditions or a request already pending',
    access: 'user',
    status: 201,
    dataFields: ['plan_overrides'],
    request: progressionRequestSchema,
    response: progressionSchema,
  },
});

export const progressionsKey = (slug: string) => [...addonKey(slug), 'progressions'] as const;

export const progressionsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: progressionsKey(slug),
    queryFn: ({ signal }): Promise<Progression[]> =>
      callEndpoint(progressionEndpoints['get /addons/{slug}/progressions'], { params: { slug }, signal }),
  });

export function useProgressions(slug: string) {
  return useQuery(progressionsQueryOptions(slug));
}

/** A progression changes the add-on and its plans (a request, the list), so everything under the add-on is fetched again. */
export function useProgress(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ProgressionRequest) =>
      callEndpoint(progressionEndpoints['post /addons/{slug}/progressions'], { params: { slug }, body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addonKey(slug) }),
  });
}
