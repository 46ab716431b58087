/**
 * An add-on's integration health (issue 34 §1): the calls the platform made
 * to the add-on's provisioning service over a period, by action, with the
 * previous period beside it and a trend. The partner API aggregates upstream
 * (counters and latency sketches), so this answer is a few kilobytes however
 * many calls there were.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { addonKey } from './addon-key';
import { callEndpoint } from './call-endpoint';
import type { Camelized } from './case';
import { defineEndpoints } from './endpoint-table';
import './query-meta';

export const HEALTH_PERIODS = ['24h', '7d', '30d'] as const;
export const healthPeriodSchema = z.enum(HEALTH_PERIODS, { error: 'period must be 24h, 7d or 30d' });
export type HealthPeriod = z.infer<typeof healthPeriodSchema>;

/** The calls the issue names; `plan_change` and `sso` as the failed-attempts list spells them. */
export const HEALTH_ACTIONS = ['provision', 'deprovision', 'plan_change', 'sso'] as const;

/** Why a call failed: the service answered 5xx, did not answer in time, refused the connection, or failed the TLS handshake. */
export const failureCountsSchema = z.object({
  server_error: z.number().int().nonnegative(),
  timeout: z.number().int().nonnegative(),
  connection_refused: z.number().int().nonnegative(),
  tls: z.number().int().nonnegative(),
});

/** `null` rates and latencies: no call in that span. */
export const healthFiguresSchema = z.object({
  calls: z.number().int().nonnegative(),
  successes: z.number().int().nonnegative(),
  /** successes / calls, 0 to 1. */
  success_rate: z.number().min(0).max(1).nullable(),
  p50_ms: z.number().nonnegative().nullable(),
  p95_ms: z.number().nonnegative().nullable(),
  failures: failureCountsSchema,
});

export const healthTrendPointSchema = z.object({
  /** Where this point's span starts; it lasts `step_minutes`. */
  start: z.iso.datetime({ offset: true }),
  calls: z.number().int().nonnegative(),
  success_rate: z.number().min(0).max(1).nullable(),
  p95_ms: z.number().nonnegative().nullable(),
});

export const actionHealthSchema = z.object({
  action: z.enum(HEALTH_ACTIONS),
  current: healthFiguresSchema,
  /** The same figures for the period just before. */
  previous: healthFiguresSchema,
  /** Oldest first, one point per `step_minutes`, covering the current period. */
  trend: z.array(healthTrendPointSchema).max(60),
});

export const integrationHealthSchema = z.object({
  period: healthPeriodSchema,
  period_start: z.iso.datetime({ offset: true }),
  /** The figures are as of this instant (the last whole hour the aggregation covers). */
  period_end: z.iso.datetime({ offset: true }),
  step_minutes: z.number().int().positive(),
  /** Latency quantiles are within this share of the exact value (the sketch's guarantee). */
  latency_relative_accuracy: z.number().positive(),
  actions: z.array(actionHealthSchema).length(HEALTH_ACTIONS.length),
});

export const integrationHealthQuerySchema = z.object({
  period: z.array(healthPeriodSchema).max(1, 'give period once').optional(),
});

export type HealthFiguresWire = z.infer<typeof healthFiguresSchema>;
export type IntegrationHealthWire = z.infer<typeof integrationHealthSchema>;
export type IntegrationHealth = Camelized<IntegrationHealthWire>;

export const integrationHealthEndpoints = defineEndpoints({
  'get /addons/{slug}/integration/health': {
    api: 'partner',
    summary:
      "Calls to an add-on's provisioning service by action over 24h, 7d or 30d (default 24h): success rate, p50/p95 latency, the previous period, a trend (its company's users and platform admins; 404 otherwise)",
    access: 'user',
    query: integrationHealthQuerySchema,
    response: integrationHealthSchema,
  },
});

export const integrationHealthKey = (slug: string, period: HealthPeriod) => [...addonKey(slug), 'integration-health', period] as const;

export const integrationHealthQueryOptions = (slug: string, period: HealthPeriod) =>
  queryOptions({
    queryKey: integrationHealthKey(slug, period),
    queryFn: ({ signal }): Promise<IntegrationHealth> =>
      callEndpoint(integrationHealthEndpoints['get /addons/{slug}/integration/health'], { params: { slug }, query: { period }, signal }),
  });

export function useIntegrationHealth(slug: string, period: HealthPeriod) {
  return useQuery(integrationHealthQueryOptions(slug, period));
}
