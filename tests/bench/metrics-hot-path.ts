/**
 * The metrics' own CPU per proxied call, measured in one process (issue 32 §1:
 * at most 5 % of the BFF's CPU per request). Two BFF processes on this shared
 * 2-core machine differ by more than that from one round to the next (an
 * identical twin's CPU ratio moved 0.36–2.7× between rounds), so the bench's
 * on/off ratio alone cannot resolve a few percent. This times exactly what
 * metrics add to a proxied call: observeRequests' wrapper and its 'close'
 * listener, the request, upstream and session-store observes and their clock
 * readings, against the same loop without them; nothing else runs differently
 * with METRICS_PORT set (collectDefaultMetrics' timers and GC observer showed
 * under 0.1 % in a CPU profile of the metered BFF).
 * Usage: tsx tests/bench/metrics-hot-path.ts, or through BENCH_METRICS_ONLY=1.
 */
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { createMetrics } from '../../bff/metrics/metrics';
import { observeRequests } from '../../bff/metrics/observe-requests';

const CALLS = 500_000;

/** CPU nanoseconds the metrics add per proxied call: the median of `rounds` alternating rounds. */
export function metricsNanosPerCall(rounds = 5): number {
  const metrics = createMetrics();
  const upstream = metrics.upstream('partner_api');
  const observed = observeRequests(() => {}, metrics.requests);
  const loop = (withMetrics: boolean) => {
    const started = process.cpuUsage();
    for (let call = 0; call < CALLS; call++) {
      // A response's stand-in: an emitter with what onClose reads, closed as a finished response is.
      const res = Object.assign(new EventEmitter(), { statusCode: 200, writableFinished: true }) as unknown as ServerResponse & EventEmitter;
      const req = { url: '/api/v3/addons', viaFastLane: true } as IncomingMessage;
      Object.assign(res, { req });
      if (withMetrics) {
        observed(req, res);
        const sent = performance.now();
        metrics.sessionStore.observe('read', (performance.now() - sent) / 1000);
        upstream.answered(200, (performance.now() - sent) / 1000);
      }
      res.emit('close');
    }
    const used = process.cpuUsage(started);
    return ((used.user + used.system) * 1000) / CALLS;
  };
  const added: number[] = [];
  for (let round = 0; round < rounds; round++) {
    // Alternating which goes first, so warming up favours neither.
    const onFirst = round % 2 === 0;
    const first = loop(onFirst);
    const second = loop(!onFirst);
    added.push(onFirst ? first - second : second - first);
  }
  return added.sort((x, y) => x - y)[Math.floor(added.length / 2)] ?? NaN;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(`metrics' own CPU per proxied call: ${metricsNanosPerCall().toFixed(0)} ns`);
}
