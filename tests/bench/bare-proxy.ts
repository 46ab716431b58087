/**
 * The benchmark's baseline: the least a proxy can do — node:http, keep-alive
 * sockets to the upstream, the same bearer token injected, nothing else.
 * With FLOOR_HEADERS (JSON `[name, value][]`) and FLOOR_REDIS_URL +
 * FLOOR_SESSION_KEY it is the bench's "floor" instead: the bare proxy plus
 * the two things every answer of the BFF must cost whatever its code — the
 * same response headers (security policy, no-store), and one read of the
 * shared session store per call (a session ended on another replica must end
 * here at once). No cookie check, decryption, guard or allowlist.
 * Usage: UPSTREAM=http://127.0.0.1:4002 BEARER=... node --import tsx tests/bench/bare-proxy.ts
 * Prints the port it listens on.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from 'redis';

const upstream = new URL(process.env.UPSTREAM ?? '');
const bearer = process.env.BEARER ?? '';
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const extraHeaders = Object.fromEntries(JSON.parse(process.env.FLOOR_HEADERS ?? '[]') as [string, string][]);
const floor = Object.keys(extraHeaders).length > 0;
const sessionKey = process.env.FLOOR_SESSION_KEY;
const redis = process.env.FLOOR_REDIS_URL ? createClient({ url: process.env.FLOOR_REDIS_URL }) : undefined;
await redis?.connect();

function forward(req: http.IncomingMessage, res: http.ServerResponse) {
  const headers = { ...req.headers, host: upstream.host, authorization: `Bearer ${bearer}` };
  delete headers.cookie;
  const outgoing = http.request(
    { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers, agent },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, floor ? { ...answer.headers, ...extraHeaders } : answer.headers);
      answer.pipe(res);
    },
  );
  outgoing.on('error', () => {
    res.writeHead(502).end();
  });
  req.pipe(outgoing);
}

const server = http.createServer((req, res) => {
  if (!redis || !sessionKey) return forward(req, res);
  redis.get(sessionKey).then(
    (stored) => (stored ? forward(req, res) : res.writeHead(401).end()),
    () => res.writeHead(503).end(),
  );
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => {
  console.log(JSON.stringify({ port: (server.address() as AddressInfo).port }));
});
// Exit (rather than die) on the bench's SIGTERM, so `--cpu-prof` can write its profile.
process.once('SIGTERM', () => process.exit(0));
