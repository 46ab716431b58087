import type { RequestListener } from 'node:http';
import type { RequestMetrics } from './metrics';
import { routeKind } from './route-kind';

/**
 * Times every request the server answers, on the fast lane and through
 * Express alike (this wraps the server's listener, before either): its route
 * kind from the URL as it arrived, the lane that took it, and its status once
 * the response is done — or `aborted` when the client left first. One
 * listener and one histogram observe per request.
 */
export function observeRequests(listener: RequestListener, metrics: RequestMetrics): RequestListener {
  return (req, res) => {
    const started = performance.now();
    const kind = routeKind(req.url ?? '');
    res.once('close', () => {
      metrics.observe(kind, req.viaFastLane === true, res.writableFinished ? res.statusCode : 0, (performance.now() - started) / 1000);
    });
    listener(req, res);
  };
}
