import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

/**
 * A stand-in upstream for proxy tests that must see exactly what the BFF forwards
 * (headers, paths) or must misbehave (answer too slowly). Real HTTP, real sockets.
 */
export async function startRecordingUpstream(options: { delayMs?: number } = {}) {
  const requests: RecordedRequest[] = [];
  let delayMs = options.delayMs ?? 0;
  const server: Server = createServer((req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    req.resume();
    setTimeout(() => {
      if (res.destroyed) return;
      res.setHeader('set-cookie', 'upstream=leak; Path=/');
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ ok: true, path: req.url }));
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setDelay(ms: number) {
      delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
