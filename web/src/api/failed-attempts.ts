/**
 * Failed provisioning attempts (spec §3 failed-attempt, §4): calls the
 * platform made to the add-on's service that did not succeed.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { addonKey } from './addon-key';
import { callEndpoint } from './call-endpoint';
import type { Camelized } from './case';
import { defineEndpoints } from './endpoint-table';
import './query-meta';

export const failedAttemptSchema = z.object({
  id: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  app_name: z.string(),
  plan: z.string(),
  action_type: z.enum(['provision', 'deprovision', 'plan_change', 'sso', 'config_update']),
  error_type: z.string(),
  url: z.url(),
  provider_id: z.string().nullable(),
  response_code: z.number().int(),
  response_body: z.string(),
  /** The request parameters the platform sent (they carry the resource's uuid). */
  params: z.record(z.string(), z.unknown()),
});

export type FailedAttemptWire = z.infer<typeof failedAttemptSchema>;
export type FailedAttempt = Camelized<FailedAttemptWire>;

export const failedAttemptEndpoints = defineEndpoints({
  'get /addons/{slug}/failed_attempts': {
    api: 'partner',
    summary: "An add-on's failed provisioning attempts, the 100 most recent, newest first",
    access: 'user',
    dataFields: ['params'],
    response: z.array(failedAttemptSchema).max(100),
  },
});

export const failedAttemptsKey = (slug: string) => [...addonKey(slug), 'failed-attempts'] as const;

export const failedAttemptsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: failedAttemptsKey(slug),
    queryFn: ({ signal }): Promise<FailedAttempt[]> =>
      callEndpoint(failedAttemptEndpoints['get /addons/{slug}/failed_attempts'], { params: { slug }, signal }),
  });

export function useFailedAttempts(slug: string) {
  return useQuery(failedAttemptsQueryOptions(slug));
}
