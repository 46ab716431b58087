import http from 'node:http';

export interface Answer {
  at: number;
  ms: number;
  status: number | 'reset' | 'timeout';
  body: string;
}

/**
 * Callers that each send requests one after another over keep-alive sockets,
 * until stopped, recording every answer: its status, or whether the socket was
 * reset (a dropped connection) or nothing came back within `timeoutMs`.
 */
export function startLoad(options: {
  url: string;
  headers: Record<string, string>;
  callers: number;
  timeoutMs: number;
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.callers });
  const answers: Answer[] = [];
  let running = true;
  const target = new URL(options.url);

  const once = () =>
    new Promise<void>((resolve) => {
      const started = Date.now();
      let recorded = false;
      const record = (status: Answer['status'], body = '') => {
        if (recorded) return;
        recorded = true;
        answers.push({ at: started, ms: Date.now() - started, status, body });
        resolve();
      };
      const req = http.request(
        { host: '127.0.0.1', port: target.port, path: target.pathname + target.search, agent, headers: { host: target.host, ...options.headers } },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => record(res.statusCode ?? 0, body));
          res.on('error', () => record('reset'));
        },
      );
      req.setTimeout(options.timeoutMs, () => {
        req.destroy();
        record('timeout');
      });
      req.on('error', () => record('reset'));
      req.end();
    });

  const callers = Array.from({ length: options.callers }, async () => {
    while (running) await once();
  });

  return {
    answers,
    async stop(): Promise<Answer[]> {
      running = false;
      await Promise.all(callers);
      agent.destroy();
      return answers;
    },
  };
}

/** Statuses and their counts, e.g. { 200: 812, 503: 95 }. */
export function tally(answers: readonly Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) counts[String(answer.status)] = (counts[String(answer.status)] ?? 0) + 1;
  return counts;
}

export const slowest = (answers: readonly Answer[]) => Math.max(0, ...answers.map((answer) => answer.ms));
