/**
 * docker/compose.yaml, read as text (Docker Compose is not on the test
 * machine): it ships no session secret (issue 32 §5.5: a fixed one beside
 * NODE_ENV=production was the same on every machine that ran it), requires
 * one from the environment, and its replicas' environment is one the BFF
 * accepts, metrics on a port of each replica's own.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../bff/config';

const compose = readFileSync('docker/compose.yaml', 'utf8');
const lines = compose.split('\n').filter((line) => !line.trimStart().startsWith('#'));

/** `KEY: value` lines of the block under `header` (one level deeper), quotes removed. */
function block(header: RegExp): Record<string, string> {
  const start = lines.findIndex((line) => header.test(line));
  if (start < 0) throw new Error(`no ${header} in docker/compose.yaml`);
  const indent = /^\s*/.exec(lines[start + 1] as string)?.[0].length ?? 0;
  const entries: [string, string][] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.trim() && (/^\s*/.exec(line)?.[0].length ?? 0) < indent) break;
    const match = /^\s*([A-Z][A-Z0-9_]*):\s*(.*)$/.exec(line);
    if (match) entries.push([match[1] as string, (match[2] as string).replace(/^"(.*)"$/, '$1')]);
  }
  return Object.fromEntries(entries);
}

describe('docker/compose.yaml', () => {
  it('sets no session secret of its own: every SESSION_SECRET is required from the environment', () => {
    const secrets = lines.filter((line) => /^\s*SESSION_SECRET:/.test(line));
    expect(secrets.length).toBeGreaterThan(0);
    for (const line of secrets) expect(line.trim()).toMatch(/^SESSION_SECRET: "\$\{SESSION_SECRET:\?[^}]*SESSION_SECRET[^}]*\}"$/);
  });

  it("gives the replicas an environment the BFF starts with (the secret supplied), in production, each with its own metrics port", () => {
    const shared = block(/environment: &portal-env/);
    expect(shared.NODE_ENV).toBe('production');
    const ports = new Set<number>();
    for (const replica of ['portal-1', 'portal-2']) {
      const own = block(new RegExp(`^  ${replica}:`));
      const env = { ...shared, ...own, SESSION_SECRET: 'a-secret-from-the-environment-0123456789' };
      const config = loadConfig(env);
      expect(config.env).toBe('production');
      expect(config.metricsPort).toBeGreaterThan(0);
      expect(config.metricsPort).not.toBe(config.port);
      ports.add(config.port).add(config.metricsPort as number);
    }
    // The replicas share one network namespace: four different ports.
    expect(ports.size).toBe(4);
  });
});
