import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { scrape } from '../support/exposition';
import { startPortal, type TestPortal } from '../support/portal';
import { apiCall, signedInBrowser } from '../support/portal-sign-in';

/*
 * The operations files of issue 32 §1 against Debian's promtool: the alert
 * rules are valid and each fires on the synthetic series of
 * ops/alerts.test.yml; a live BFF's exposition passes `promtool check
 * metrics`; and every series the rules and the dashboard name is one the BFF
 * exposes (a renamed metric would leave an alert silent forever).
 */
const OPS = fileURLToPath(new URL('../../ops/', import.meta.url));
const promtool = (args: string[], input?: string) => spawnSync('promtool', args, { cwd: OPS, input, encoding: 'utf8', timeout: 30_000 });

let portal: TestPortal;
let exposition: string;
beforeAll(async () => {
  portal = await startPortal({ env: { REDIS_URL: inject('redisUrl'), METRICS_PORT: '0' } });
  // Traffic of each kind, so the histograms have children and the exposition is as in production.
  const partner = await signedInBrowser(portal.url, 'partner@acme.test');
  await apiCall(partner, `${portal.url}/api/v3/current_user`);
  await apiCall(partner, `${portal.url}/bff/session`);
  await fetch(`${portal.url}/addons`);
  await new Promise((resolve) => setTimeout(resolve, 100));
  exposition = (await scrape(portal.server.metrics!.url)).text;
}, 60_000);
afterAll(async () => {
  await portal?.close();
});

describe('ops/ with promtool', () => {
  it('promtool check rules: ops/alerts.yml is valid', () => {
    const result = promtool(['check', 'rules', 'alerts.yml']);
    expect(result.status, result.stdout + result.stderr).toBe(0);
    expect(result.stdout).toContain('SUCCESS: 5 rules found');
  });

  it('promtool test rules: each alert fires on its synthetic series (ops/alerts.test.yml)', () => {
    const result = promtool(['test', 'rules', 'alerts.test.yml']);
    expect(result.status, result.stdout + result.stderr).toBe(0);
    const tested = [...readFileSync(`${OPS}alerts.test.yml`, 'utf8').matchAll(/alertname: (\w+)/g)].map((match) => match[1]);
    const defined = [...readFileSync(`${OPS}alerts.yml`, 'utf8').matchAll(/- alert: (\w+)/g)].map((match) => match[1]);
    expect(new Set(tested)).toEqual(new Set(defined));
  });

  it('promtool test rules fails when a rule stops firing (the rules test is not vacuous)', () => {
    const broken = readFileSync(`${OPS}alerts.yml`, 'utf8').replace('> 0.05\n        for: 5m', '> 0.5\n        for: 5m');
    expect(broken).not.toBe(readFileSync(`${OPS}alerts.yml`, 'utf8'));
    const dir = mkdtempSync(path.join(tmpdir(), 'alerts-'));
    copyFileSync(`${OPS}alerts.test.yml`, path.join(dir, 'alerts.test.yml'));
    writeFileSync(path.join(dir, 'alerts.yml'), broken);
    const result = spawnSync('promtool', ['test', 'rules', 'alerts.test.yml'], { cwd: dir, encoding: 'utf8' });
    rmSync(dir, { recursive: true, force: true });
    expect(result.status).not.toBe(0);
    expect(result.stdout + result.stderr).toContain('BffHigh5xxRate');
  });

  it("promtool check metrics: a live BFF's exposition passes", () => {
    const result = promtool(['check', 'metrics'], exposition);
    expect(result.status, result.stdout + result.stderr).toBe(0);
  });

  it('every series named by the alert rules and the dashboard is one the BFF exposes', () => {
    const names = new Set<string>();
    for (const file of ['alerts.yml', 'dashboard.json']) {
      for (const [name] of readFileSync(`${OPS}${file}`, 'utf8').matchAll(/\b(?:bff|nodejs|process)_[a-z0-9_]+/g)) names.add(name);
    }
    // Names in prose (a rule's description) are metric families; the exposition has them with a suffix or none.
    const exposed = new Set([...exposition.matchAll(/^# TYPE (\S+) (\w+)$/gm)].flatMap(([, family, type]) => (type === 'histogram' ? [family!, `${family}_bucket`, `${family}_count`, `${family}_sum`] : [family!])));
    expect([...names].filter((name) => !exposed.has(name))).toEqual([]);
    expect(names.size).toBeGreaterThanOrEqual(12);
  });
});
