import type { TextMapPropagator } from '@opentelemetry/api';
import { traceRequests, type OtelApi } from './request-spans';
import type { Tracing } from './tracing';
import { upstreamSpans } from './upstream-spans';

/**
 * The OpenTelemetry SDK, loaded only when tracing is on (start-tracing.ts).
 * Every OpenTelemetry package is a dynamic import here, also for the API:
 * the production build bundles the BFF into one file with packages external
 * (scripts/build-bff.ts), and a static import anywhere would become a
 * top-level import of that file, loaded whether tracing is on or not.
 *
 * Spans are made by hand (request-spans.ts, upstream-spans.ts), not by the
 * http/express auto-instrumentations: those patch node:http for every
 * request and socket, and would not see the fast lane's calls as Express
 * routes anyway. Metrics and logs stay with the BFF's own (prom-client,
 * pino): the SDK is told to set up neither, whatever OTEL_METRICS_EXPORTER
 * or OTEL_LOGS_EXPORTER say.
 */
export async function startOtelTracing(serviceName: string): Promise<Tracing> {
  const [api, { NodeSDK, core }, { OTLPTraceExporter }] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
  ]);
  // W3C trace context only: the baggage propagator (the SDK's other default)
  // would carry a caller's `baggage` header on to every upstream.
  const propagator: TextMapPropagator = new core.W3CTraceContextPropagator();
  const sdk = new NodeSDK({
    serviceName,
    // OTLP over HTTP with JSON bodies; endpoint, headers and timeout from the OTEL_EXPORTER_OTLP_* variables.
    traceExporter: new OTLPTraceExporter(),
    textMapPropagator: propagator,
    instrumentations: [],
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  const otel: OtelApi = { api, tracer: api.trace.getTracer('partner-portal-bff'), propagator };
  return {
    traceRequests: (listener) => traceRequests(otel, listener),
    upstream: (name) => upstreamSpans(otel, name),
    shutdown: () => sdk.shutdown(),
  };
}
