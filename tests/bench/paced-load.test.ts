import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { pacedLoad } from './paced-load';

let server: http.Server | undefined;
afterEach(() => server?.close());

/** A server on a free port that records when each request arrived and may stall its own process. */
async function recordingServer(onRequest: (index: number) => void = () => {}) {
  const arrivals: number[] = [];
  server = http.createServer((req, res) => {
    arrivals.push(performance.now());
    onRequest(arrivals.length);
    res.end('ok');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, arrivals };
}

describe('pacedLoad', () => {
  it('spreads the requests over the run rather than sending them in a burst', async () => {
    const { url, arrivals } = await recordingServer();
    const result = await pacedLoad(url, {}, { rate: 200, seconds: 1, connections: 10 });
    expect(result).toMatchObject({ sent: 200, errors: 0 });
    // 200/s in 100 ms windows: about 20 each. A per-second budget sends all 200 in the first
    // ~50 ms. The bounds leave room for a busy machine's timer delays.
    expect(arrivals.at(-1)! - arrivals[0]!).toBeGreaterThanOrEqual(900);
    const windows = Array.from({ length: 10 }, () => 0);
    for (const at of arrivals) windows[Math.min(9, Math.floor((at - arrivals[0]!) / 100))]!++;
    expect(Math.max(...windows)).toBeLessThanOrEqual(60);
  });

  it('counts a stall against every request scheduled during it, not only the ones in flight', async () => {
    // The 50th request stalls the process (server and load alike) for 300 ms:
    // the ~60 requests due meanwhile go out late, and their wait counts.
    const { url } = await recordingServer((index) => {
      if (index !== 50) return;
      const until = performance.now() + 300;
      while (performance.now() < until);
    });
    const result = await pacedLoad(url, {}, { rate: 200, seconds: 1, connections: 4 });
    expect(result.errors).toBe(0);
    expect(result.latency.max).toBeGreaterThanOrEqual(280);
    // Timed from when they were sent, they would all look fast; p90 covers the stalled tenth and more.
    expect(result.latency.p90).toBeGreaterThanOrEqual(100);
    expect(result.latency.p50).toBeLessThan(100);
  });
});
