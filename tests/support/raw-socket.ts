import { Socket } from 'node:net';

/** What came back for bytes written to a fresh connection. */
export interface RawAnswer {
  /**
   * answered: a final status line arrived (and its body, as far as it could be delimited);
   * closed: the server closed the connection without one (e.g. Node refusing a method it cannot parse);
   * timeout: neither within the time allowed.
   */
  outcome: 'answered' | 'closed' | 'timeout';
  status?: number;
  /** Status line and headers as received. */
  head?: string;
  /** The start of the body (bounded), for failure reports. */
  body: string;
  /** From the first byte written until the answer was complete, the close, or the timeout. */
  ms: number;
}

const HEAD_END = '\r\n\r\n';
const KEPT_BODY_BYTES = 600;

/** Splits off one response head; interim 1xx answers (100 Continue) are skipped like a client would. */
function finalHead(buffer: Buffer): { head: string; status: number; bodyStart: number } | undefined {
  let offset = 0;
  for (;;) {
    const end = buffer.indexOf(HEAD_END, offset, 'latin1');
    if (end < 0) return undefined;
    const head = buffer.subarray(offset, end).toString('latin1');
    const status = Number(/^HTTP\/\d(?:\.\d)? (\d{3})/.exec(head)?.[1] ?? Number.NaN);
    if (status >= 200 || Number.isNaN(status) || status === 101) return { head, status, bodyStart: end + HEAD_END.length };
    offset = end + HEAD_END.length;
  }
}

function isComplete(buffer: Buffer, parsed: { head: string; status: number; bodyStart: number }, method: string): boolean {
  if (method === 'HEAD' || parsed.status === 204 || parsed.status === 304) return true;
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(parsed.head)?.[1];
  if (length !== undefined) return buffer.length - parsed.bodyStart >= Number(length);
  if (/\r\ntransfer-encoding:[^\r]*chunked/i.test(parsed.head)) {
    return buffer.subarray(parsed.bodyStart).toString('latin1').endsWith('0\r\n\r\n');
  }
  return false; // delimited by the close
}

/**
 * Writes `bytes` as they are onto a new TCP connection — no client library to
 * refuse or repair a malformed request — and reads one response. Every
 * exchange ends within `timeoutMs`; the connection is then destroyed.
 */
export function rawExchange(port: number, bytes: Buffer, options: { timeoutMs: number; method: string }): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = new Socket();
    let received = Buffer.alloc(0);
    let settled = false;
    const finish = (outcome: RawAnswer['outcome']) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const parsed = finalHead(received);
      const answered = parsed !== undefined && !Number.isNaN(parsed.status);
      resolve({
        // A status line that arrived before a timeout still counts as an answer only if complete.
        outcome: answered && outcome !== 'timeout' ? 'answered' : outcome === 'timeout' ? 'timeout' : 'closed',
        status: parsed?.status,
        head: parsed?.head,
        body: parsed ? received.subarray(parsed.bodyStart, parsed.bodyStart + KEPT_BODY_BYTES).toString('utf8') : '',
        ms: performance.now() - started,
      });
    };
    const timer = setTimeout(() => finish('timeout'), options.timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const parsed = finalHead(received);
      if (parsed && !Number.isNaN(parsed.status) && isComplete(received, parsed, options.method)) finish('answered');
    });
    // The server may answer and close before reading all we write (413, 400): EPIPE/ECONNRESET then.
    socket.on('error', () => finish('closed'));
    socket.on('close', () => finish('closed'));
    socket.connect(port, '127.0.0.1', () => socket.write(bytes));
  });
}
