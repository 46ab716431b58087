/**
 * Open-loop load at a constant rate, for latency at a given offered load.
 *
 * autocannon's `overallRate` is a per-second budget, not a pace: each
 * connection sends its share back to back as soon as a second begins, then
 * waits (a setInterval of 1 s resets the count; mcollina/autocannon#174 calls
 * it a heartbeat). At "half of saturation" that is half a second of saturation
 * and half a second of idle, so its p99 is a saturated burst's queueing and
 * swung 20–190 ms between runs with no proxy at all. Here each request has a
 * scheduled start time (rate × elapsed), is sent then over a pool of keep-alive
 * connections, and its latency runs from that scheduled time, so a stall that
 * delays later sends is counted against them (no coordinated omission).
 */
import http from 'node:http';

export interface PacedResult {
  sent: number;
  errors: number;
  /** Milliseconds from each request's scheduled start to its last byte. */
  latency: { p50: number; p90: number; p99: number; max: number };
}

export async function pacedLoad(
  url: string,
  headers: Record<string, string>,
  { rate, seconds, connections }: { rate: number; seconds: number; connections: number },
): Promise<PacedResult> {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.round(rate * seconds);
  const latencies = new Float64Array(total);
  let sent = 0;
  let done = 0;
  let errors = 0;
  const started = performance.now();

  await new Promise<void>((resolve) => {
    const finish = (index: number, scheduledAt: number, ok: boolean) => {
      latencies[index] = performance.now() - scheduledAt;
      if (!ok) errors++;
      if (++done === total) resolve();
    };
    const send = (index: number) => {
      const scheduledAt = started + (index * 1000) / rate;
      const request = http.get({ host: target.hostname, port: target.port, path: target.pathname + target.search, headers, agent }, (response) => {
        response.resume();
        response.once('end', () => finish(index, scheduledAt, response.statusCode === 200));
        response.once('error', () => finish(index, scheduledAt, false));
      });
      request.once('error', () => finish(index, scheduledAt, false));
    };
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - started) * rate) / 1000) + 1);
      while (sent < due) send(sent++);
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
  agent.destroy();

  const sorted = latencies.sort();
  const at = (fraction: number) => Number(sorted[Math.min(total - 1, Math.floor(total * fraction))]!.toFixed(1));
  return { sent: total, errors, latency: { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: Number(sorted[total - 1]!.toFixed(1)) } };
}
