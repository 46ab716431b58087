import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import type { Span, SpanStatusCode } from '@opentelemetry/api';
import type { OtelApi } from './request-spans';
import { SPAN_ATTRIBUTES as A, type UpstreamCallSpan, type UpstreamTracing } from './tracing';

/**
 * Client spans of one upstream's calls, children of the request's server
 * span (req.traceContext, passed explicitly: no async context is needed, so
 * the fast lane's callbacks and Express's alike find it). The upstream gets
 * the client span's `traceparent`, so its own spans join the same trace.
 * A span ends when the upstream's status line arrives (the body streams on
 * to the browser untouched) or when the call fails.
 */
export function upstreamSpans({ api, tracer, propagator }: OtelApi, name: string): UpstreamTracing {
  return {
    start(req: IncomingMessage, headers: OutgoingHttpHeaders): UpstreamCallSpan {
      const parent = req.traceContext ?? api.ROOT_CONTEXT;
      const method = req.method ?? 'GET';
      const attributes = { [A.method]: method, [A.upstream]: name, ...(req.requestId ? { [A.requestId]: req.requestId } : {}) };
      const span = tracer.startSpan(`${method} ${name}`, { kind: api.SpanKind.CLIENT, attributes }, parent);
      propagator.inject(api.trace.setSpan(parent, span), headers, api.defaultTextMapSetter);
      return new CallSpan(span, api.SpanStatusCode.ERROR);
    },
  };
}

class CallSpan implements UpstreamCallSpan {
  #span: Span | undefined;
  constructor(
    span: Span,
    private readonly errorCode: SpanStatusCode,
  ) {
    this.#span = span;
  }

  answered(status: number): void {
    const span = this.#span;
    if (!span) return;
    this.#span = undefined;
    span.setAttribute(A.status, status);
    if (status >= 500) span.setStatus({ code: this.errorCode });
    span.end();
  }

  failed(kind: string): void {
    const span = this.#span;
    if (!span) return;
    this.#span = undefined;
    span.setAttribute(A.errorType, kind);
    span.setStatus({ code: this.errorCode });
    span.end();
  }
}
