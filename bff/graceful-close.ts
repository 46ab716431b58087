import type { Server } from 'node:http';
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
 */
export function gracefulClose(server: Server, timeoutMs: number): () => Promise<void> {
  const connections = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });

  const closeQuiet = () => {
    server.closeIdleConnections();
    for (const socket of connections) if (socket.bytesRead === 0) socket.destroy();
  };

  return async () => {
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
