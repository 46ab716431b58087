import type { Logger } from 'pino';

/** How often a cause that keeps failing is summarised, instead of logged per request. */
export const SUMMARY_INTERVAL_MS = 1000;
/**
 * How many of the summarised requests' ids its line names (issue 32 §2): a
 * partner quoting the reference of a failure that was only counted still finds
 * a line, and an outage's line stays a few kilobytes, not a line per request.
 */
export const SUMMARY_REQUEST_IDS = 100;

export interface FailureLog {
  /**
   * Logs an expected dependency failure (Redis down, an upstream unreachable) as
   * one line with its cause and no stack. Repeats of the same cause within a
   * second are counted and logged once, as a summary, when the second is over:
   * an outage under load used to write a full stack per request (31 MB in 10 s).
   */
  report(kind: string, cause: unknown, context?: Record<string, unknown>): void;
}

interface Pending {
  count: number;
  requestIds: string[];
  timer: NodeJS.Timeout;
}

/** The cause in one line: its code (ECONNREFUSED…) and message, never its stack. */
export function describeCause(cause: unknown): { cause: string; code?: string } {
  if (cause instanceof Error) {
    const code = (cause as { code?: unknown }).code;
    return { cause: `${cause.name}: ${cause.message}`, ...(typeof code === 'string' ? { code } : {}) };
  }
  return { cause: String(cause) };
}

export function createFailureLog(logger: Logger, intervalMs = SUMMARY_INTERVAL_MS): FailureLog {
  const repeats = new Map<string, Pending>();
  return {
    report(kind, cause, context = {}) {
      const described = describeCause(cause);
      const key = `${kind}\u0000${described.code ?? described.cause}`;
      const pending = repeats.get(key);
      if (pending) {
        pending.count += 1;
        if (typeof context.requestId === 'string' && pending.requestIds.length < SUMMARY_REQUEST_IDS) pending.requestIds.push(context.requestId);
        return;
      }
      logger.warn({ kind, ...described, ...context }, `${kind}: ${described.cause}`);
      const timer = setTimeout(() => {
        const { count, requestIds } = repeats.get(key) ?? { count: 0, requestIds: [] };
        repeats.delete(key);
        if (count > 0) {
          const ids = requestIds.length > 0 ? { requestIds } : {};
          logger.warn({ kind, ...described, repeated: count, intervalMs, ...ids }, `${kind}: ${described.cause} (${count} more in the last ${intervalMs} ms)`);
        }
      }, intervalMs);
      timer.unref();
      repeats.set(key, { count: 0, requestIds: [], timer });
    },
  };
}
