import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { startSandbox } from '../../fixtures/sandbox';
import { portalEnvironment } from '../../fixtures/sandbox/portal-environment';
import { startBffProcess, type BffProcess } from '../support/bff-process';
import type { BrowserSession } from '../support/browser-session';
import { freePort } from '../support/free-port';
import { apiCall, signedInBrowser } from '../support/portal-sign-in';
import { startRecordingUpstream, type RecordedRequest } from '../support/recording-upstream';

/*
 * Traces (issue 32 §3), end to end with the real SDK and exporter: the BFF
 * runs as deployed (a process of its own, configured by environment only),
 * exports OTLP/HTTP JSON to a receiver in this test, and proxies to a
 * recording upstream that keeps the `traceparent` it received. One call goes
 * through the fast lane, one through Express (an upper-case mount path,
 * which only Express's case-insensitive router takes); each must be one
 * trace: the BFF's server span, its client span, and the upstream's
 * traceparent naming that client span. A second BFF without
 * OTEL_EXPORTER_OTLP_ENDPOINT must send no traceparent and load no
 * OpenTelemetry module at all (a loader hook records every one resolved).
 */

const EMAIL = 'partner@acme.test';

/** Records every `@opentelemetry/*` module the process resolves, by import (a loader hook) or require, as `module <- requester`. */
const RECORDER = `
import { appendFileSync } from 'node:fs';
import Module, { register } from 'node:module';
import { MessageChannel } from 'node:worker_threads';
const log = process.env.OTEL_MODULE_LOG;
const note = (url, parent) => { if (String(url).includes('@opentelemetry')) appendFileSync(log, url + ' <- ' + parent + '\\n'); };
const { port1, port2 } = new MessageChannel();
port1.on('message', ([url, parent]) => note(url, parent));
port1.unref();
const hooks = \`let port;
export function initialize(data) { port = data.port; }
export async function resolve(specifier, context, next) { const resolved = await next(specifier, context); port.postMessage([resolved.url, context.parentURL]); return resolved; }\`;
register('data:text/javascript,' + encodeURIComponent(hooks), { data: { port: port2 }, transferList: [port2] });
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) { const file = resolveFilename.call(this, request, parent, ...rest); note(file, parent?.filename); return file; };
`;

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
  arrayValue?: { values: OtlpValue[] };
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: OtlpAttribute[];
  events?: { attributes?: OtlpAttribute[] }[];
}
interface ExportedSpan extends OtlpSpan {
  resource: OtlpAttribute[];
}
interface OtlpExport {
  resourceSpans: { resource?: { attributes?: OtlpAttribute[] }; scopeSpans: { spans: OtlpSpan[] }[] }[];
}

const SPAN_KIND_SERVER = 2;
const SPAN_KIND_CLIENT = 3;

/** An OTLP/HTTP receiver: POST /v1/traces with JSON bodies, as the collector takes them. */
async function startOtlpReceiver() {
  const spans: ExportedSpan[] = [];
  const contentTypes: string[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces') {
        res.writeHead(404).end();
        return;
      }
      contentTypes.push(req.headers['content-type'] ?? '');
      const exported = JSON.parse(body) as OtlpExport;
      for (const resourceSpans of exported.resourceSpans) {
        const resource = resourceSpans.resource?.attributes ?? [];
        for (const scope of resourceSpans.scopeSpans) for (const span of scope.spans) spans.push({ ...span, resource });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    contentTypes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const attribute = (span: OtlpSpan, key: string): unknown => {
  const value = span.attributes.find((entry) => entry.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

/** Every string an attribute holds, flattened (arrays included). */
const strings = (value: OtlpValue): string[] =>
  value.arrayValue ? value.arrayValue.values.flatMap(strings) : [String(value.stringValue ?? value.intValue ?? value.boolValue ?? value.doubleValue)];

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;
type Upstream = Awaited<ReturnType<typeof startRecordingUpstream>>;
let sandbox: Sandbox;
let upstream: Upstream;
let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
let traced: BffProcess;
let untraced: BffProcess;
let tracedBrowser: BrowserSession;
let untracedBrowser: BrowserSession;
const moduleLogs = mkdtempSync(path.join(tmpdir(), 'tracing-test-'));
const recorder = path.join(moduleLogs, 'record-otel-modules.mjs');
const tracedModules = path.join(moduleLogs, 'traced.log');
const untracedModules = path.join(moduleLogs, 'untraced.log');

beforeAll(async () => {
  writeFileSync(recorder, RECORDER);
  for (const file of [tracedModules, untracedModules]) writeFileSync(file, '');
  const [tracedPort, untracedPort] = [await freePort(), await freePort()];
  const origins = [tracedPort, untracedPort].map((port) => `http://localhost:${port}`);
  sandbox = await startSandbox({ redirectUris: origins.map((origin) => `${origin}/login/oauth`), postLogoutRedirectUris: origins.map((origin) => `${origin}/`) });
  upstream = await startRecordingUpstream();
  receiver = await startOtlpReceiver();
  const upstreamEnv = { ...portalEnvironment(sandbox), PLATFORM_API_URL: upstream.url };
  const common = { REDIS_URL: inject('redisUrl'), ADMIN_EMAIL_DOMAIN: 'platform.test', NODE_OPTIONS: `--import=${recorder}` };
  [traced, untraced] = await Promise.all([
    startBffProcess({
      name: 'traced BFF',
      port: tracedPort,
      upstreamEnv,
      env: {
        ...common,
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_SERVICE_NAME: 'portal-under-test',
        // Export within a moment, not the default 5 s.
        OTEL_BSP_SCHEDULE_DELAY: '50',
        OTEL_MODULE_LOG: tracedModules,
      },
    }),
    // Empty counts as unset (the OpenTelemetry specification), whatever this test's own environment holds.
    startBffProcess({ name: 'untraced BFF', port: untracedPort, upstreamEnv, env: { ...common, OTEL_EXPORTER_OTLP_ENDPOINT: '', OTEL_MODULE_LOG: untracedModules } }),
  ]);
  [tracedBrowser, untracedBrowser] = await Promise.all([signedInBrowser(traced.publicUrl, EMAIL), signedInBrowser(untraced.publicUrl, EMAIL)]);
}, 60_000);

afterAll(async () => {
  await traced?.stop();
  await untraced?.stop();
  await upstream?.close();
  await receiver?.close();
  await sandbox?.close();
});

/** One proxied call with a query value and a baggage header of its own; returns what the upstream received. */
async function proxiedCall(browser: BrowserSession, origin: string, mountPath: string) {
  const marker = randomBytes(8).toString('hex');
  const response = await apiCall(browser, `${origin}${mountPath}/account?q=${marker}`, { headers: { baggage: `leak=${marker}-baggage` } });
  expect(response.status).toBe(200);
  const received = upstream.requests.find((request) => request.url.includes(marker));
  expect(received, `the upstream never received the call with ${marker}`).toBeDefined();
  return { marker, received: received as RecordedRequest };
}

/** The trace the upstream's traceparent names: the BFF's server span and its client span. */
async function traceOf(received: RecordedRequest) {
  const traceparent = received.headers.traceparent;
  expect(traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
  const [, traceId, parentId] = (traceparent as string).split('-');
  let server: ExportedSpan | undefined;
  let client: ExportedSpan | undefined;
  await vi.waitFor(
    () => {
      const trace = receiver.spans.filter((span) => span.traceId === traceId);
      server = trace.find((span) => span.kind === SPAN_KIND_SERVER);
      client = trace.find((span) => span.kind === SPAN_KIND_CLIENT);
      expect(server && client, `no complete trace ${traceId} among ${receiver.spans.length} spans`).toBeTruthy();
    },
    { timeout: 5_000, interval: 50 },
  );
  return { traceId, parentId, server: server as ExportedSpan, client: client as ExportedSpan };
}

describe('with OTEL_EXPORTER_OTLP_ENDPOINT set', () => {
  const secrets: string[] = [EMAIL];
  const checked: ExportedSpan[] = [];

  it.each([
    ['the fast lane', '/platform', 'fast'],
    ['Express (the normal path)', '/PLATFORM', 'express'],
  ])('a proxied call through %s is one trace: server span, client span, and the traceparent the upstream received', async (_path, mountPath, lane) => {
    const { marker, received } = await proxiedCall(tracedBrowser, traced.publicUrl, mountPath);
    const { traceId, parentId, server, client } = await traceOf(received);

    expect(server.name).toBe('GET platform');
    expect(client.name).toBe('GET platform_api');
    // The upstream's parent is the BFF's client span, itself the child of the request's server span.
    expect(client.spanId).toBe(parentId);
    expect(client.parentSpanId).toBe(server.spanId);
    expect(server.parentSpanId || undefined).toBeUndefined();
    expect(client.traceId).toBe(traceId);

    const requestId = received.headers['x-request-id'];
    expect(requestId).toEqual(expect.any(String));
    expect(attribute(server, 'portal.route_kind')).toBe('platform');
    expect(attribute(server, 'portal.lane')).toBe(lane);
    expect(attribute(server, 'http.request.method')).toBe('GET');
    expect(attribute(server, 'http.response.status_code')).toBe(200);
    expect(attribute(server, 'portal.request_id')).toBe(requestId);
    expect(attribute(client, 'portal.upstream')).toBe('platform_api');
    expect(attribute(client, 'http.response.status_code')).toBe(200);
    expect(attribute(client, 'portal.request_id')).toBe(requestId);
    expect(server.resource.find((entry) => entry.key === 'service.name')?.value.stringValue).toBe('portal-under-test');

    // Only trace context crosses: a caller's baggage does not reach the upstream.
    expect(received.headers.baggage).toBeUndefined();
    const bearer = /^Bearer (.+)$/.exec(received.headers.authorization ?? '')?.[1];
    expect(bearer).toBeTruthy();
    const cookie = await tracedBrowser.jar.getCookieString(traced.publicUrl);
    const sessionCookie = /portal\.sid=([^;]+)/.exec(cookie)?.[1];
    expect(sessionCookie).toBeTruthy();
    secrets.push(bearer as string, sessionCookie as string, decodeURIComponent(sessionCookie as string), marker, `q=${marker}`, `${marker}-baggage`);
    checked.push(server, client);
  });

  it('no attribute of any exported span or its resource holds a token, cookie, e-mail, query value or baggage', () => {
    // Both calls above ran: each added its secrets and its two spans.
    expect(checked).toHaveLength(4);
    expect(receiver.spans.length).toBeGreaterThanOrEqual(4);
    expect(receiver.contentTypes.every((type) => type.startsWith('application/json'))).toBe(true);
    const leaks: string[] = [];
    for (const span of receiver.spans) {
      const attributes = [...span.attributes, ...span.resource, ...(span.events ?? []).flatMap((event) => event.attributes ?? [])];
      for (const { key, value } of attributes) {
        for (const text of [key, ...strings(value)]) {
          for (const secret of secrets) if (text.includes(secret)) leaks.push(`${span.name} ${key}=${text} holds ${secret}`);
        }
        // Nor any e-mail at all, nor a path with its query.
        if (strings(value).some((text) => /@|\?/.test(text))) leaks.push(`${span.name} ${key}=${strings(value).join(',')}`);
      }
      for (const secret of secrets) if (span.name.includes(secret)) leaks.push(`span name ${span.name}`);
    }
    expect(leaks).toEqual([]);
  });

  it('loads the OpenTelemetry SDK (the module recorder works)', () => {
    const loaded = readFileSync(tracedModules, 'utf8');
    expect(loaded).toContain('@opentelemetry/sdk-node');
    expect(loaded).toContain('@opentelemetry/exporter-trace-otlp-http');
  });
});

describe('without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it.each([
    ['the fast lane', '/platform'],
    ['Express (the normal path)', '/PLATFORM'],
  ])('a proxied call through %s sends no traceparent', async (_path, mountPath) => {
    const { received } = await proxiedCall(untracedBrowser, untraced.publicUrl, mountPath);
    expect(received.headers.traceparent).toBeUndefined();
    expect(received.headers.tracestate).toBeUndefined();
    expect(received.headers['x-request-id']).toEqual(expect.any(String));
  });

  it("loads no OpenTelemetry module of its own: only prom-client's no-op API, which it requires whatever the BFF does", () => {
    const loads = readFileSync(untracedModules, 'utf8').split('\n').filter(Boolean);
    // prom-client's process_cpu counter requires @opentelemetry/api (for exemplars) when it loads: the API alone is a no-op.
    const isPromClientsApi = (line: string) => {
      const [loaded = '', requester = ''] = line.split(' <- ');
      return loaded.includes('/node_modules/@opentelemetry/api/') && /\/node_modules\/(prom-client|@opentelemetry\/api)\//.test(requester);
    };
    expect(loads.filter((line) => !isPromClientsApi(line))).toEqual([]);
    expect(loads.some((line) => line.includes('/prom-client/'))).toBe(true);
  });
});
