import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** How often a closing server looks again for connections that have gone quiet. */
const SWEEP_EVERY_MS = 50;

/**
 * `close()` for an HTTP server that drains in flight calls and nothing else.
 * Node's `server.close()` closes idle keep-alive connections once, and counts a
 * connection that has not sent its first request as busy (its headers timeout
 * is running). Browsers open such connections ahead of need (preconnect), and
 * fetch clients keep spare ones: each held a shutdown for its full drain
 * timeout (measured: 10 s after some sign-ins). So, while closing, this closes
 * every connection that has read nothing yet, and sweeps again for ones
 * whose last response has finished; a call still running gets until
 * `timeoutMs`, then its connection is cut. Connections are tracked per
 * connection, not per request: nothing is added to the proxied hot path.
 *
 * Closing an idle keep-alive connection races a proxy that picks it for its
 * next request at that instant, and a proxy must not resend a POST it has sent
 * (nginx does not). So from the moment the drain starts every response says
 * `Connection: close`: the proxy learns from the answer itself that the
 * connection ends, and never reuses it. With `delayMs` the listener stays open
 * that long first (readiness already says 503, see server.ts), so load
 * balancers that probe readiness stop sending before connections are refused,
 * and a proxy's pooled connections are used once more and closed this way.
 */
export function gracefulClose(server: Server, timeoutMs: number): (delayMs?: number) => Promise<void> {
  const connections = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });

  const closeQuiet = () => {
    server.closeIdleConnections();
    for (const socket of connections) if (socket.bytesRead === 0) socket.destroy();
  };
  const lastResponse = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('Connection', 'close');
  };

  return async (delayMs = 0) => {
    // First, before the app's handler: a request arriving now answers with Connection: close.
    server.prependListener('request', (_request, response: ServerResponse) => lastResponse(response));
    // Calls already running whose headers are not out yet. `_httpMessage` is the
    // response a socket is serving: Node's own field, read once here, never per request.
    for (const socket of connections) {
      const response = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
      if (response) lastResponse(response);
    }
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const drained = new Promise<void>((resolve) => server.close(() => resolve()));
    closeQuiet();
    const sweep = setInterval(closeQuiet, SWEEP_EVERY_MS);
    const deadline = setTimeout(() => server.closeAllConnections(), timeoutMs);
    try {
      await drained;
    } finally {
      clearInterval(sweep);
      clearTimeout(deadline);
    }
  };
}
