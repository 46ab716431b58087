import { request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** From sending to the end of the answer. */
  ms: number;
}

/**
 * A request to `base` (the portal) sent exactly as written: the path
 * unnormalised, and headers fetch() forbids or rewrites (Host, Connection,
 * Upgrade, TE, Keep-Alive, Proxy-*, Expect). Gives up after 5 s.
 */
export async function rawRequest(
  base: string,
  path: string,
  options: { method?: string; headers?: OutgoingHttpHeaders; body?: string } = {},
): Promise<RawAnswer> {
  const started = Date.now();
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    // The portal's own Host unless the test sends another (the BFF redirects other hosts).
    const headers = { host: new URL(base).host, ...options.headers };
    const req = request({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers, agent: false, timeout: 5000 }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, ms: Date.now() - started });
      });
    });
    req.on('timeout', () => req.destroy(new Error(`no answer to ${path} within 5 s`)));
    req.on('error', reject);
    // A client sending Expect: 100-continue waits for the go-ahead before the body.
    if (options.headers?.expect) req.on('continue', () => req.end(options.body));
    else req.end(options.body);
  });
}

/**
 * The status of a GET written byte for byte on a bare socket, for headers
 * Node's client refuses to send (Trailer without a chunked body).
 */
export async function statusOverSocket(base: string, path: string, headers: Record<string, string>): Promise<number> {
  const { port } = new URL(base);
  const lines = [`GET ${path} HTTP/1.1`, `Host: localhost:${port}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
  const socket = connect(Number(port), '127.0.0.1');
  // write, not end: Node's server drops the answer to a half-closed socket.
  socket.write(`${lines.join('\r\n')}\r\nConnection: close\r\n\r\n`);
  // Only the status line is needed: whether the server then closes is not this helper's concern.
  let answer = '';
  for await (const chunk of socket) {
    answer += String(chunk);
    if (answer.includes('\r\n')) break;
  }
  socket.destroy();
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
}
