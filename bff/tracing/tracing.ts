/**
 * Traces (issue 32 §3), in the terms the rest of the BFF sees: a wrapper for
 * the server's listener (one server span per request) and, per upstream, a
 * client span per call that also writes the W3C `traceparent` the upstream
 * receives. Types only: nothing here loads OpenTelemetry, so a BFF without
 * OTEL_EXPORTER_OTLP_ENDPOINT loads none of it (start-tracing.ts).
 */
import type { IncomingMessage, OutgoingHttpHeaders, RequestListener } from 'node:http';
import type { Context } from '@opentelemetry/api';

declare module 'node:http' {
  interface IncomingMessage {
    /** The context of this request's server span, parent of its upstream calls' spans (tracing on only). */
    traceContext?: Context;
  }
}

export interface Tracing {
  /** The server's listener, with a server span around each request, on the fast lane and through Express alike. */
  traceRequests(listener: RequestListener): RequestListener;
  /** The client spans of calls to one upstream (by its metrics name: `partner_api`, …). */
  upstream(name: string): UpstreamTracing;
  /** Exports the spans still queued, then stops. */
  shutdown(): Promise<void>;
}

export interface UpstreamTracing {
  /** Starts the span of one upstream call, child of the request's span, and puts its `traceparent` into `headers`. */
  start(req: IncomingMessage, headers: OutgoingHttpHeaders): UpstreamCallSpan;
}

/** One upstream call's span: ended by whichever comes first (later calls are ignored). */
export interface UpstreamCallSpan {
  /** The upstream answered (its status line): the span ends with that status. */
  answered(status: number): void;
  /** No answer: `timeout`, or the socket error's code (ECONNREFUSED, …), or `aborted` when the browser left. */
  failed(kind: string): void;
}

/**
 * The attributes spans carry, and only these: a bounded route kind, the
 * method, the status, the upstream's name, the request id. Never a path, query
 * string, header, cookie, token or e-mail (tests/bff/tracing.test.ts checks
 * every exported attribute against the secrets it sent).
 */
export const SPAN_ATTRIBUTES = {
  method: 'http.request.method',
  status: 'http.response.status_code',
  errorType: 'error.type',
  routeKind: 'portal.route_kind',
  lane: 'portal.lane',
  upstream: 'portal.upstream',
  requestId: 'portal.request_id',
} as const;
