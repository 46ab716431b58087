import { createServer, type IncomingHttpHeaders, type OutgoingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** True when the request arrived as a protocol upgrade (and was answered 101). */
  upgrade?: boolean;
}

/** What the stand-in answers instead of its default `{ok, path}` JSON. */
export interface UpstreamResponse {
  status: number;
  headers?: OutgoingHttpHeaders;
  body?: string;
  /** Answer at once, before reading the request body, then close (as servers refusing an upload do). */
  early?: boolean;
  /** Only this many requests get it; the default answer comes back after. */
  times?: number;
}

/**
 * A stand-in upstream for proxy tests that must see exactly what the BFF forwards
 * (headers, paths) or must misbehave (answer too slowly, with hostile headers or
 * redirects, or accept a WebSocket upgrade). Real HTTP, real sockets.
 */
export async function startRecordingUpstream(options: { delayMs?: number } = {}) {
  const requests: RecordedRequest[] = [];
  let delayMs = options.delayMs ?? 0;
  let response: UpstreamResponse | undefined;
  const upgraded = new Set<Duplex>();
  const server: Server = createServer((req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    const special = response;
    if (special?.times !== undefined && --special.times <= 0) response = undefined;
    if (special?.early) {
      // Answer, stop reading the body, and drop the connection a moment later: the
      // proxy has the answer, then fails writing the rest of the body (EPIPE).
      res.writeHead(special.status, special.headers);
      res.end(special.body);
      req.socket.pause();
      setTimeout(() => req.socket.destroy(), 300);
      return;
    }
    req.resume();
    setTimeout(() => {
      if (res.destroyed) return;
      if (special) {
        res.writeHead(special.status, special.headers);
        res.end(special.body);
        return;
      }
      res.setHeader('set-cookie', 'upstream=leak; Path=/');
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ ok: true, path: req.url }));
    }, delayMs);
  });
  // Accepts any upgrade, as a WebSocket server would: a proxy that forwards the
  // Upgrade header gets a 101 and a socket it cannot speak on.
  server.on('upgrade', (req, socket) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, upgrade: true });
    upgraded.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => upgraded.delete(socket));
    socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setDelay(ms: number) {
      delayMs = ms;
    },
    /** Answer every request with `next` until reset with `undefined`. */
    setResponse(next: UpstreamResponse | undefined) {
      response = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        // Upgraded sockets are no longer the HTTP server's to close.
        for (const socket of upgraded) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
