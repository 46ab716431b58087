/**
 * What writing the session into the SPA's page costs the BFF (issue 33: at
 * most 0.2 ms of CPU per page). One production BFF with Redis sessions, in its
 * own process, answers the same signed-in browser's page requests:
 *   /addons     the signed-in page: cookie check, session read from Redis
 *               (unsealed), facts escaped into the page
 *   /changelog  a public page: the same rewrite without any session read
 * The difference in the BFF's CPU per page is the session's cost. Rounds
 * alternate the two (a shared machine drifts); each figure is the median.
 * Usage: tsx tests/bench/page-session-cpu.ts   (BENCH_SECONDS=3 per run, BENCH_ROUNDS=5)
 */
import autocannon from 'autocannon';
import { existsSync } from 'node:fs';
import { fakeBuildOutput } from '../support/fake-build-output';
import { freePort } from '../support/free-port';
import { signedInBrowser } from '../support/portal-sign-in';
import { startRedisServer } from '../support/redis-server';
import { firstJsonLine, startBff, startChild, stopChildren, waitForHttp } from './bench-children';
import { cpuPerRequest } from './process-cpu';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** Few connections: the figure is CPU per page, not throughput; fewer keeps the load generator's share of the 2 cores small. */
const CONNECTIONS = 4;
const TARGET_MS = 0.2;

const median = (values: readonly number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? NaN;

const redis = await startRedisServer();
try {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const sandbox = await firstJsonLine<Record<string, string>>(startChild('tests/bench/sandbox-process.ts', { PORTAL_URL: url }));
  // The real build's index.html when there is one (its size is what is rewritten), else the tests' stand-in.
  const staticDir = existsSync('dist/web/index.html') ? 'dist/web' : fakeBuildOutput().staticDir;
  const bff = startBff(port, sandbox, redis.url, { STATIC_DIR: staticDir });
  await waitForHttp(`${url}/readyz`);
  const browser = await signedInBrowser(url, 'admin@platform.test');
  const headers = { accept: 'text/html', cookie: await browser.jar.getCookieString(url) };

  const pages = [
    { name: 'signed-in page (session read, facts written)', path: '/addons', facts: true },
    { name: 'public page (no session read)', path: '/changelog', facts: false },
  ];
  for (const page of pages) {
    const html = await (await fetch(url + page.path, { headers })).text();
    if (html.includes('id="portal-session"') !== page.facts) throw new Error(`${page.path}: facts ${page.facts ? 'missing' : 'present'}`);
    await autocannon({ url: url + page.path, connections: CONNECTIONS, duration: 1, headers });
  }
  const cpu = pages.map(() => ({ bff: [] as number[], redis: [] as number[], errors: 0 }));
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? [...pages.keys()] : [...pages.keys()].reverse();
    for (const index of order) {
      const page = pages[index]!;
      const { result, cpuMsPerRequest } = await cpuPerRequest([bff.pid, redis.pid()], () =>
        autocannon({ url: url + page.path, connections: CONNECTIONS, duration: SECONDS, headers }),
      );
      cpu[index]!.bff.push(cpuMsPerRequest[0] ?? NaN);
      cpu[index]!.redis.push(cpuMsPerRequest[1] ?? NaN);
      cpu[index]!.errors += result.errors + result.non2xx;
    }
  }
  console.log('\nThe session in the page: BFF CPU per page (median of %d rounds of %d s)', ROUNDS, SECONDS);
  pages.forEach((page, index) => {
    const run = cpu[index]!;
    console.log(`  ${page.name.padEnd(48)} BFF ${median(run.bff).toFixed(3)} ms   Redis ${median(run.redis).toFixed(3)} ms   errors ${run.errors}`);
  });
  const added = median(cpu[0]!.bff.map((value, round) => value - (cpu[1]!.bff[round] ?? NaN)));
  console.log(`  added by the session in the page: ${added.toFixed(3)} ms BFF CPU per page (target ≤ ${TARGET_MS} ms) ${added <= TARGET_MS ? 'ok' : 'OVER'}`);
} finally {
  await stopChildren();
  await redis.stop();
}
