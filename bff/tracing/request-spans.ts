import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type * as OtelApiModule from '@opentelemetry/api';
import type { Span, TextMapPropagator, Tracer } from '@opentelemetry/api';
import { routeKind } from '../metrics/route-kind';
import { SPAN_ATTRIBUTES as A } from './tracing';

/** The loaded OpenTelemetry API (otel-tracing.ts imports it dynamically: no static import of it anywhere). */
export interface OtelApi {
  api: typeof OtelApiModule;
  tracer: Tracer;
  /** W3C trace context: reads an incoming `traceparent`, writes the upstreams'. */
  propagator: TextMapPropagator;
}

/** What traceRequests notes on a response, for its 'close'. */
interface Traced extends ServerResponse<IncomingMessage> {
  traceSpan?: Span;
}

/**
 * One server span per request, around the whole listener (fast lane and
 * Express alike), as observeRequests times them: named by method and route
 * kind, never by path. A well-formed incoming `traceparent` (a load balancer
 * that traces) is continued; its `tracestate` and any `baggage` are not read.
 * Ends on the response's 'close', with the status (or `aborted`), the lane
 * and the request id, which the listener assigns after this has started.
 */
export function traceRequests({ api, tracer, propagator }: OtelApi, listener: RequestListener): RequestListener {
  function onClose(this: Traced) {
    const span = this.traceSpan;
    if (!span) return;
    const { req } = this;
    if (req.requestId) span.setAttribute(A.requestId, req.requestId);
    span.setAttribute(A.lane, req.viaFastLane === true ? 'fast' : 'express');
    if (this.writableFinished) {
      span.setAttribute(A.status, this.statusCode);
      if (this.statusCode >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
    } else {
      span.setAttribute(A.errorType, 'aborted');
      span.setStatus({ code: api.SpanStatusCode.ERROR });
    }
    span.end();
  }
  return (req, res: Traced) => {
    const kind = routeKind(req.url ?? '');
    const traceparent = req.headers.traceparent;
    const parent =
      typeof traceparent === 'string' ? propagator.extract(api.ROOT_CONTEXT, { traceparent }, api.defaultTextMapGetter) : api.ROOT_CONTEXT;
    // Node's parser admits only known methods, so the method is a bounded value.
    const method = req.method ?? 'GET';
    const span = tracer.startSpan(
      `${method} ${kind}`,
      { kind: api.SpanKind.SERVER, attributes: { [A.method]: method, [A.routeKind]: kind } },
      parent,
    );
    req.traceContext = api.trace.setSpan(parent, span);
    res.traceSpan = span;
    res.on('close', onClose);
    listener(req, res);
  };
}
