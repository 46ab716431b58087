import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as api from '@opentelemetry/api';
import type { Span, SpanStatus, TextMapPropagator, Tracer } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { traceRequests } from './request-spans';
import { SPAN_ATTRIBUTES as A } from './tracing';

/** What a span was told, as the exporter would see it. */
interface Recorded {
  name: string;
  attributes: Record<string, unknown>;
  status: SpanStatus | undefined;
  ended: boolean;
}

const spans: Recorded[] = [];
const tracer = {
  startSpan(name: string, options: { attributes?: Record<string, unknown> }) {
    const recorded: Recorded = { name, attributes: { ...options.attributes }, status: undefined, ended: false };
    spans.push(recorded);
    const span = {
      setAttribute(key: string, value: unknown) {
        recorded.attributes[key] = value;
        return span;
      },
      setStatus(status: SpanStatus) {
        recorded.status = status;
        return span;
      },
      end() {
        recorded.ended = true;
      },
    };
    return span as unknown as Span;
  },
} as unknown as Tracer;
/** No trace context in or out: these tests are about the server span itself. */
const propagator: TextMapPropagator = { extract: (context) => context, inject: () => {}, fields: () => [] };

/** A listener answering the status named by the path (`/api/v3/500` → 500). */
const server = createServer(
  traceRequests({ api, tracer, propagator }, (req, res) => {
    res.statusCode = Number(req.url?.split('/').at(-1));
    res.end();
  }),
);
let base = '';
beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

async function spanOf(status: number): Promise<Recorded> {
  const before = spans.length;
  await (await fetch(`${base}/api/v3/${status}`)).arrayBuffer();
  const span = spans[before]!;
  // The span ends on the response's 'close', just after the client has its answer.
  for (let waited = 0; !span.ended && waited < 2_000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
  return span;
}

describe('server spans', () => {
  it('are named by method and route kind, and end with the status and lane', async () => {
    const span = await spanOf(200);
    expect(span).toMatchObject({ name: 'GET api_v3', ended: true, status: undefined });
    expect(span.attributes).toMatchObject({ [A.method]: 'GET', [A.routeKind]: 'api_v3', [A.status]: 200, [A.lane]: 'express' });
  });

  it.each([500, 502, 504])('mark a %i answer as an error', async (status) => {
    const span = await spanOf(status);
    expect(span.status).toEqual({ code: api.SpanStatusCode.ERROR });
    expect(span.attributes[A.status]).toBe(status);
  });

  it.each([404, 499])('leave a %i answer unmarked: the client erred, not the BFF', async (status) => {
    const span = await spanOf(status);
    expect(span.ended).toBe(true);
    expect(span.status).toBeUndefined();
  });
});
