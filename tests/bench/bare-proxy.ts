/**
 * The benchmark's baseline: the least a proxy can do — node:http, keep-alive
 * sockets to the upstream, the same bearer token injected, nothing else.
 * Usage: UPSTREAM=http://127.0.0.1:4002 BEARER=... node --import tsx tests/bench/bare-proxy.ts
 * Prints the port it listens on.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const upstream = new URL(process.env.UPSTREAM ?? '');
const bearer = process.env.BEARER ?? '';
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

const server = http.createServer((req, res) => {
  const headers = { ...req.headers, host: upstream.host, authorization: `Bearer ${bearer}` };
  delete headers.cookie;
  const forward = http.request(
    { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers, agent },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  forward.on('error', () => {
    res.writeHead(502).end();
  });
  req.pipe(forward);
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => {
  console.log(JSON.stringify({ port: (server.address() as AddressInfo).port }));
});
// Exit (rather than die) on the bench's SIGTERM, so `--cpu-prof` can write its profile.
process.once('SIGTERM', () => process.exit(0));
