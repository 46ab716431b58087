import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { spawnLogged, type LoggedChild } from './child-process';
import { freePort } from './free-port';

export interface Prometheus {
  url: string;
  process: LoggedChild;
  /** An instant query through the HTTP API (`/api/v1/query`); the result vector's samples. */
  query(promql: string, time?: number): Promise<{ metric: Record<string, string>; value: number }[]>;
  /** The first sample's value of `promql`, or 0 when the vector is empty. */
  scalar(promql: string, time?: number): Promise<number>;
  stop(): Promise<void>;
}

interface QueryAnswer {
  status: string;
  error?: string;
  data?: { resultType: string; result: { metric: Record<string, string>; value: [number, string] }[] };
}

/**
 * Debian's `prometheus` (scripts/setup-test.sh installs it), scraping
 * `targets` every second under job `bff`, with its data in a temp dir.
 * `ruleFiles` are loaded too, so a rule Prometheus cannot evaluate stops it.
 */
export async function startPrometheus(targets: string[], ruleFiles: string[] = []): Promise<Prometheus> {
  const dir = mkdtempSync(path.join(tmpdir(), 'prometheus-'));
  const port = await freePort();
  const config = `global:
  scrape_interval: 1s
  evaluation_interval: 1s
rule_files: ${JSON.stringify(ruleFiles)}
scrape_configs:
  - job_name: bff
    scrape_interval: 1s
    scrape_timeout: 1s
    static_configs:
      - targets: ${JSON.stringify(targets)}
`;
  writeFileSync(path.join(dir, 'prometheus.yml'), config);
  const child = spawnLogged(
    'prometheus',
    [
      `--config.file=${path.join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ],
    { name: 'prometheus' },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await child.stop('SIGTERM', 5_000);
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (!child.alive()) {
      await stop();
      throw new Error(`prometheus exited while starting\n${child.output()}`);
    }
    const ready = await fetch(`${url}/-/ready`).then((response) => response.ok, () => false);
    if (ready) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`prometheus was not ready within 30 s\n${child.output()}`);
    }
    await sleep(200);
  }
  const query: Prometheus['query'] = async (promql, time) => {
    const params = new URLSearchParams({ query: promql, ...(time === undefined ? {} : { time: String(time) }) });
    const answer = (await (await fetch(`${url}/api/v1/query?${params}`)).json()) as QueryAnswer;
    if (answer.status !== 'success' || !answer.data) throw new Error(`query ${promql} failed: ${answer.error}`);
    return answer.data.result.map(({ metric, value }) => ({ metric, value: Number(value[1]) }));
  };
  return {
    url,
    process: child,
    query,
    scalar: async (promql, time) => (await query(promql, time))[0]?.value ?? 0,
    stop,
  };
}
