import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * A long-running helper process (BFF replica, sandbox, nginx) started by a test,
 * with its output kept in memory: a failing fault test prints what the process
 * said instead of leaving it on a terminal nobody sees.
 */
export interface LoggedChild {
  child: ChildProcess;
  pid: number;
  /** The last lines of stdout and stderr, interleaved in arrival order. */
  lines: string[];
  /** Resolves with the exit code (or the signal's name) once the process has exited. */
  exited: Promise<number | string>;
  alive(): boolean;
  /** Sends `signal` (SIGTERM by default), then SIGKILL after `graceMs`; resolves once it has exited. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
  /** The captured output, for failure messages. */
  output(last?: number): string;
  /** The first line (already seen or still to come) that `matches`; rejects on exit or after `timeoutMs`. */
  waitForLine(matches: (line: string) => boolean, timeoutMs: number): Promise<string>;
}

const KEPT_LINES = 5_000;
const live = new Set<ChildProcess>();

// A test worker that dies (timeout, crash) must not leave replicas holding ports
// and Redis connections behind: `exit` handlers may only do synchronous work, and
// kill() is synchronous.
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

export function spawnLogged(
  command: string,
  args: string[],
  options: { env?: Record<string, string>; cwd?: string; name: string },
): LoggedChild {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Without a listener, a missing binary's 'error' event would crash the test worker.
  const spawnError = new Promise<Error>((resolve) => child.once('error', resolve));
  if (child.pid === undefined) {
    throw new Error(`${options.name}: could not start ${command}`, { cause: spawnError });
  }
  live.add(child);
  const lines: string[] = [];
  const watchers = new Set<(line: string) => void>();
  const keep = (line: string) => {
    lines.push(line);
    if (lines.length > KEPT_LINES) lines.splice(0, lines.length - KEPT_LINES);
    for (const watcher of watchers) watcher(line);
  };
  createInterface({ input: child.stdout! }).on('line', keep);
  createInterface({ input: child.stderr! }).on('line', keep);
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => {
      live.delete(child);
      resolve(code ?? signal ?? 'unknown');
    });
  });
  const alive = () => child.exitCode === null && child.signalCode === null;
  const output = (last = 40) => `${options.name} (pid ${child.pid}) said:\n  ${lines.slice(-last).join('\n  ')}`;
  return {
    child,
    pid: child.pid,
    lines,
    exited,
    alive,
    async stop(signal = 'SIGTERM', graceMs = 5_000) {
      if (!alive()) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
    output,
    waitForLine(matches, timeoutMs) {
      const seen = lines.find(matches);
      if (seen !== undefined) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const done = () => {
          watchers.delete(watcher);
          clearTimeout(timer);
        };
        const watcher = (line: string) => {
          if (!matches(line)) return;
          done();
          resolve(line);
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`${options.name}: no expected line within ${timeoutMs} ms\n${output()}`));
        }, timeoutMs);
        watchers.add(watcher);
        void exited.then((code) => {
          if (!watchers.has(watcher)) return;
          done();
          reject(new Error(`${options.name} exited (${code}) before the expected line\n${output()}`));
        });
      });
    },
  };
}

/** The first output line that is a JSON object (how the sandbox process reports its URLs). */
export async function firstJsonLine<T>(logged: LoggedChild, timeoutMs = 30_000): Promise<T> {
  return JSON.parse(await logged.waitForLine((line) => line.startsWith('{'), timeoutMs)) as T;
}
