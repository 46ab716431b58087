import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFailureLog, SUMMARY_REQUEST_IDS } from './failure-log';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: pino({ level: 'info' }, sink) };
}

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), { code: 'ECONNREFUSED' });

describe('the failure log', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('logs a cause once, then one summary with the count, never a stack', async () => {
    const { lines, logger } = capture();
    const log = createFailureLog(logger);
    for (let request = 0; request < 5000; request++) log.report('session_store_unavailable', refused(), { path: '/api/v3/addons' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ kind: 'session_store_unavailable', code: 'ECONNREFUSED', path: '/api/v3/addons' });
    expect(lines[1]).toMatchObject({ repeated: 4999, code: 'ECONNREFUSED' });
    expect(JSON.stringify(lines)).not.toMatch(/stack|at .*\.ts:\d+/);
  });

  it("names the summarised requests' ids (issue 32 §2), at most SUMMARY_REQUEST_IDS of them", async () => {
    const { lines, logger } = capture();
    const log = createFailureLog(logger);
    for (let request = 0; request < 3; request++) log.report('upstream_unavailable', refused(), { requestId: `req-${request}` });
    await vi.advanceTimersByTimeAsync(1000);
    expect(lines[0]).toMatchObject({ requestId: 'req-0' });
    expect(lines[1]).toMatchObject({ repeated: 2, requestIds: ['req-1', 'req-2'] });

    for (let request = 0; request < SUMMARY_REQUEST_IDS + 50; request++) log.report('upstream_unavailable', refused(), { requestId: `burst-${request}` });
    await vi.advanceTimersByTimeAsync(1000);
    expect(lines[3]).toMatchObject({ repeated: SUMMARY_REQUEST_IDS + 49 });
    expect(lines[3]?.requestIds).toEqual(Array.from({ length: SUMMARY_REQUEST_IDS }, (_, index) => `burst-${index + 1}`));
  });

  it('keeps different causes apart, and logs again in the next second', async () => {
    const { lines, logger } = capture();
    const log = createFailureLog(logger);
    log.report('upstream_unavailable', refused());
    log.report('upstream_unavailable', Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }));
    log.report('session_store_unavailable', refused());
    expect(lines).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(lines).toHaveLength(3); // nothing repeated, so no summaries
    log.report('upstream_unavailable', refused());
    expect(lines).toHaveLength(4);
  });
});
