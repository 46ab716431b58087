import { once } from 'node:events';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type TestPortal } from '../support/portal';

/*
 * Shutting a replica down (SIGTERM → close()) waits for calls in flight and
 * for nothing else. Its drain timeout is 10 s; each close here must finish
 * far sooner, and the connections it leaves must be closed, not abandoned.
 */
const WELL_BEFORE_THE_DRAIN_TIMEOUT_MS = 3_000;
const SLOW_ANSWER_MS = 600;
/** DRAIN_DELAY_MS: readiness 503 and still serving for this long before the listener closes. */
const DRAIN_DELAY_MS = 500;

const CHANGELOG = '{"entries":[]}';

/** An upstream that answers the public changelog after SLOW_ANSWER_MS. */
async function slowUpstream() {
  const server = http.createServer((_req, res) => {
    const headers = { 'content-type': 'application/json', 'content-length': String(CHANGELOG.length) };
    setTimeout(() => res.writeHead(200, headers).end(CHANGELOG), SLOW_ANSWER_MS);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

async function openConnection(portal: TestPortal): Promise<net.Socket> {
  const socket = net.connect(Number(new URL(portal.url).port), '127.0.0.1');
  await once(socket, 'connect');
  return socket;
}

/** Sends one keep-alive GET on `socket` and resolves with the raw response once its body has arrived. */
function getOn(socket: net.Socket, path: string, host: string): Promise<string> {
  return new Promise((resolve) => {
    let raw = '';
    const onData = (chunk: Buffer) => {
      raw += chunk.toString('utf8');
      const [head, body = ''] = raw.split('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(head ?? '')?.[1] ?? NaN);
      if (body.length >= length) {
        socket.off('data', onData);
        resolve(raw);
      }
    };
    socket.on('data', onData);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: keep-alive\r\n\r\n`);
  });
}

async function timedClose(portal: TestPortal): Promise<number> {
  const started = performance.now();
  await portal.close();
  return performance.now() - started;
}

describe('close() drains calls in flight, not idle or unused connections', () => {
  let upstream: Awaited<ReturnType<typeof slowUpstream>>;
  beforeAll(async () => {
    upstream = await slowUpstream();
  });
  afterAll(() => upstream.server.close());

  const portalOnSlowUpstream = () => startPortal({ env: { PARTNER_API_URL: upstream.url } });

  it('closes a connection that never sent a request (a preconnect) at once', async () => {
    const portal = await portalOnSlowUpstream();
    const unused = await openConnection(portal);
    const closed = once(unused, 'close');
    expect(await timedClose(portal)).toBeLessThan(WELL_BEFORE_THE_DRAIN_TIMEOUT_MS);
    await closed;
  });

  it('closes a keep-alive connection whose calls have all been answered', async () => {
    const portal = await portalOnSlowUpstream();
    const host = new URL(portal.url).host;
    const used = await openConnection(portal);
    expect(await getOn(used, '/readyz', host)).toMatch(/^HTTP\/1\.1 200/);
    const closed = once(used, 'close');
    expect(await timedClose(portal)).toBeLessThan(WELL_BEFORE_THE_DRAIN_TIMEOUT_MS);
    await closed;
  });

  it('answers a call in flight in full, then closes its connection', async () => {
    const portal = await portalOnSlowUpstream();
    const host = new URL(portal.url).host;
    const busy = await openConnection(portal);
    const spare = await openConnection(portal);
    const bothClosed = Promise.all([once(busy, 'close'), once(spare, 'close')]);
    const answer = getOn(busy, '/api/v3/changelog', host);
    // The call is on its way to the slow upstream when the replica is told to stop.
    await new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS / 3));
    const closing = timedClose(portal);
    const raw = await answer;
    expect(raw).toMatch(/^HTTP\/1\.1 200/);
    expect(raw.endsWith(CHANGELOG)).toBe(true);
    const elapsed = await closing;
    expect(elapsed).toBeGreaterThan(SLOW_ANSWER_MS / 3);
    expect(elapsed).toBeLessThan(WELL_BEFORE_THE_DRAIN_TIMEOUT_MS);
    await bothClosed;
  });

  it('with a drain delay, says 503 on /readyz and Connection: close on every answer while still serving, then closes', async () => {
    const portal = await portalOnSlowUpstream();
    const host = new URL(portal.url).host;
    // A proxy's pooled connection from before the drain, and one opened during it.
    const pooled = await openConnection(portal);
    expect(await getOn(pooled, '/readyz', host)).toMatch(/^HTTP\/1\.1 200/);
    const pooledClosed = once(pooled, 'close');
    const closing = portal.server.close(DRAIN_DELAY_MS);
    const fresh = await openConnection(portal);
    const readiness = await getOn(fresh, '/readyz', host);
    expect(readiness).toMatch(/^HTTP\/1\.1 503/);
    expect(readiness).toMatch(/\r\nconnection: close\r\n/i);
    // Still serving, and telling the proxy not to reuse the connection: it ends after this answer.
    const served = await getOn(pooled, '/healthz', host);
    expect(served).toMatch(/^HTTP\/1\.1 200/);
    expect(served).toMatch(/\r\nconnection: close\r\n/i);
    await pooledClosed;
    await closing;
    await portal.sandbox.close();
  });
});
