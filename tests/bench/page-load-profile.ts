/**
 * Where a page load's time goes (issue 33): one screen loaded in headless
 * Chromium with the V8 CPU profiler on, its self time split into the phases
 * of the load: HTML → first API request, first request → last API answer,
 * last answer → LCP; the top scripts and functions of each phase.
 * Times from the DevTools protocol's monotonic clock (the profiler's and the
 * network's). Runs the real BFF on a build against the sandbox.
 * Usage: BENCH_STATIC_DIR=dist/web npx tsx tests/bench/page-load-profile.ts /addons [admin]
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { startPortal } from '../support/portal';
import { largestContentfulPaint } from './grid-timings';
import { isApiPath } from './request-chain';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const screenPath = process.argv[2] ?? '/addons';
const asAdmin = process.argv[3] === 'admin';
const staticDir = path.resolve(process.env.BENCH_STATIC_DIR ?? 'dist/web');
const servedDir = mkdtempSync(path.join(tmpdir(), 'portal-profile-'));
cpSync(staticDir, servedDir, { recursive: true });
const portal = await startPortal({ env: { STATIC_DIR: servedDir } });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
try {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await page.goto(`${portal.url}/addons`);
  await page.getByLabel('Email').fill(asAdmin ? 'admin@platform.test' : 'partner@acme.test');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/addons/);
  await page.waitForLoadState('networkidle');
  // Warm once (HTTP cache as a returning user has it), then profile the next load.
  await page.goto(`${portal.url}${screenPath}`);
  await page.waitForLoadState('networkidle');
  const cdp = await page.context().newCDPSession(page);
  const requests = new Map<string, { url: string; start: number; end?: number }>();
  cdp.on('Network.requestWillBeSent', (event) => requests.set(event.requestId, { url: event.request.url, start: event.timestamp * 1e6 }));
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.end = event.timestamp * 1e6;
  });
  await cdp.send('Network.enable');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(`${portal.url}${screenPath}`);
  await page.waitForLoadState('networkidle');
  const lcp = await largestContentfulPaint(page);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const all = [...requests.values()];
  const doc = all.find((request) => new URL(request.url).pathname === screenPath);
  const api = all.filter((request) => isApiPath(new URL(request.url).pathname));
  if (!doc) throw new Error('no document request seen');
  const t0 = doc.start;
  const rel = (us: number) => ((us - t0) / 1000).toFixed(1);
  console.log(`${screenPath}: LCP ${lcp.toFixed(0)} ms after navigation start`);
  for (const request of all.sort((a, b) => a.start - b.start)) {
    const url = new URL(request.url);
    console.log(`  ${rel(request.start).padStart(7)} → ${request.end ? rel(request.end).padStart(7) : '      ?'} ms  ${url.pathname}${url.search}`);
  }
  const firstApi = Math.min(...api.map((request) => request.start));
  const lastAnswer = Math.max(...api.map((request) => request.end ?? 0));
  const lcpAt = t0 + lcp * 1000;
  const phases: [string, number, number][] = [
    ['navigation → first API request', t0, firstApi],
    ['first API request → last API answer', firstApi, lastAnswer],
    ['last API answer → LCP', lastAnswer, lcpAt],
  ];
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  let at = profile.startTime;
  const samples = profile.samples.map((id, index) => {
    at += profile.timeDeltas[index] ?? 0;
    return { id, at, ms: (profile.timeDeltas[index + 1] ?? 0) / 1000 };
  });
  // The main thread over time, 20 ms at a time: script, native work ((program): parsing, compiling, style, layout), idle.
  for (let from = t0; from < lcpAt; from += 20_000) {
    const kinds = { script: 0, program: 0, gc: 0, idle: 0 };
    for (const sample of samples) {
      if (sample.at < from || sample.at >= from + 20_000) continue;
      const name = nodes.get(sample.id)?.callFrame.functionName;
      const kind = name === '(idle)' ? 'idle' : name === '(program)' ? 'program' : name === '(garbage collector)' ? 'gc' : 'script';
      kinds[kind] += sample.ms;
    }
    console.log(`  ${rel(from).padStart(6)} ms: script ${kinds.script.toFixed(1)}, native ${kinds.program.toFixed(1)}, gc ${kinds.gc.toFixed(1)}, idle ${kinds.idle.toFixed(1)}`);
  }
  for (const [name, from, to] of phases) {
    const byScript = new Map<string, number>();
    const byFunction = new Map<string, number>();
    let busy = 0;
    for (const sample of samples) {
      if (sample.at < from || sample.at >= to) continue;
      const frame = nodes.get(sample.id)?.callFrame;
      if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') continue;
      busy += sample.ms;
      const script = frame.url ? path.basename(new URL(frame.url, portal.url).pathname) : frame.functionName;
      byScript.set(script, (byScript.get(script) ?? 0) + sample.ms);
      const fn = `${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber + 1}`;
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + sample.ms);
    }
    console.log(`\n${name}: ${((to - from) / 1000).toFixed(1)} ms wall, ${busy.toFixed(1)} ms busy on the main thread`);
    const top = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, 12);
    for (const [script, ms] of top(byScript)) console.log(`  script ${ms.toFixed(1).padStart(6)} ms  ${script}`);
    for (const [fn, ms] of top(byFunction)) console.log(`  fn     ${ms.toFixed(1).padStart(6)} ms  ${fn}`);
  }
} finally {
  await browser.close();
  await portal.close();
  rmSync(servedDir, { recursive: true, force: true });
}
