import type { Logger } from 'pino';
import { ConfigError } from '../config';
import type { Tracing } from './tracing';

/** service.name when OTEL_SERVICE_NAME is not set. */
export const DEFAULT_SERVICE_NAME = 'partner-portal-bff';

/**
 * Tracing is on only when OTEL_EXPORTER_OTLP_ENDPOINT is set (empty counts as
 * unset, as the OpenTelemetry specification says). Off, this returns without
 * importing anything of OpenTelemetry: the SDK is a dynamic import below, so
 * a BFF nobody traces pays nothing for it, not even its load time.
 * The other standard variables (OTEL_SERVICE_NAME, OTEL_EXPORTER_OTLP_HEADERS,
 * OTEL_TRACES_SAMPLER, OTEL_BSP_*) are read by the SDK itself.
 */
export async function startTracing(env: NodeJS.ProcessEnv, logger: Logger): Promise<Tracing | undefined> {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  if (!endpoint) return undefined;
  if (!isHttpUrl(endpoint)) {
    throw new ConfigError(`Invalid configuration:\n  OTEL_EXPORTER_OTLP_ENDPOINT: must be an http(s) URL (the OTLP/HTTP collector), got "${endpoint}"`);
  }
  const { startOtelTracing } = await import('./otel-tracing');
  const serviceName = env.OTEL_SERVICE_NAME?.trim() || DEFAULT_SERVICE_NAME;
  const tracing = await startOtelTracing(serviceName);
  logger.info({ serviceName }, 'Tracing on: OTLP/HTTP to %s', new URL(endpoint).origin);
  return tracing;
}

const isHttpUrl = (value: string) => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};
