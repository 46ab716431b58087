import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './free-port';
import { isAccepting } from './tcp-probe';

export interface RedisServer {
  url: string;
  port: number;
  /** Stops the server (simulates Redis going down). */
  stop(): Promise<void>;
  /** Starts it again on the same port (Redis coming back). */
  start(): Promise<void>;
  /** Freezes the process (SIGSTOP): connections stay open, nothing is answered. */
  pause(): void;
  /** Lets a paused server run again (SIGCONT). */
  resume(): void;
  /** The running server's process id (the benchmark reads its CPU time). */
  pid(): number | undefined;
}

async function waitUntilAccepting(port: number, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await isAccepting(port)) return;
    await sleep(50);
  }
  throw new Error(`redis-server did not start on port ${port}`);
}

/** A real, throwaway redis-server (Debian's) on a free loopback port, without persistence. */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const spawned = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    child = spawned;
    const failed = new Promise<never>((_resolve, reject) => {
      spawned.once('error', (error) =>
        reject(new Error(`cannot start redis-server (run \`npm run setup:test\`): ${error.message}`)),
      );
    });
    await Promise.race([waitUntilAccepting(port), failed]);
  };
  const stop = async () => {
    if (!child || child.exitCode !== null) return;
    child.kill('SIGCONT');
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop,
    start,
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
    pid: () => child?.pid,
  };
}
