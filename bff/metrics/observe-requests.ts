import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { RequestMetrics } from './metrics';
import { routeKind, type RouteKind } from './route-kind';

/** What observeRequests notes on a response when it arrives, for its 'close'. */
interface Observed extends ServerResponse<IncomingMessage> {
  metricsStarted?: number;
  metricsKind?: RouteKind;
}

/**
 * Times every request the server answers, on the fast lane and through
 * Express alike (this wraps the server's listener, before either): its route
 * kind from the URL as it arrived, the lane that took it, and its status once
 * the response is done — or `aborted` when the client left first. One shared
 * 'close' listener (no closure per request) and one histogram observe.
 */
export function observeRequests(listener: RequestListener, metrics: RequestMetrics): RequestListener {
  function onClose(this: Observed) {
    const seconds = (performance.now() - (this.metricsStarted ?? 0)) / 1000;
    metrics.observe(this.metricsKind ?? 'other', this.req.viaFastLane === true, this.writableFinished ? this.statusCode : 0, seconds);
  }
  return (req, res: Observed) => {
    res.metricsStarted = performance.now();
    res.metricsKind = routeKind(req.url ?? '');
    // 'close' comes once per response, so `on` (no once-wrapper) is enough.
    res.on('close', onClose);
    listener(req, res);
  };
}
