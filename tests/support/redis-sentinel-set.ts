import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient } from 'redis';
import { spawnLogged, type LoggedChild } from './child-process';
import { freePort } from './free-port';

export interface RedisNodeProcess {
  port: number;
  process: LoggedChild;
}

export interface SentinelSet {
  /** The name the sentinels monitor the primary under (REDIS_SENTINEL_NAME). */
  name: string;
  /** `host:port,…` of the sentinels (REDIS_SENTINELS). */
  sentinelList: string;
  primary: RedisNodeProcess;
  replica: RedisNodeProcess;
  /** The primary's port as the sentinels see it now (it changes with a failover). */
  primaryPort(): Promise<number | undefined>;
  /** Connections the sentinels have accepted so far, all together (how hard clients poll them). */
  sentinelConnections(): Promise<number>;
  /** A command on one server, e.g. `INFO replication` on the replica. */
  command(port: number, args: string[]): Promise<unknown>;
  stop(): Promise<void>;
}

const NAME = 'portal';
/** Sentinel timings for a test: a primary is down after 1 s without answers (production: 5–30 s). */
const DOWN_AFTER_MS = 1000;

async function withClient<T>(port: number, run: (client: ReturnType<typeof createClient>) => Promise<T>): Promise<T> {
  const client = createClient({ socket: { host: '127.0.0.1', port, connectTimeout: 1000, reconnectStrategy: false } });
  client.on('error', () => {});
  await client.connect();
  try {
    return await run(client);
  } finally {
    client.destroy();
  }
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

function startServer(port: number, dir: string, extra: string[], name: string): RedisNodeProcess {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'];
  // Full sync at once, not after Redis 7's default 5 s wait for more replicas.
  args.push('--repl-diskless-sync-delay', '0', ...extra);
  return { port, process: spawnLogged('redis-server', args, { name }) };
}

/**
 * Debian's redis-server as a primary and a replica, watched by three
 * redis-sentinel processes (quorum 2), each on a free loopback port with its
 * own files in a temporary directory. Resolves once the replica is in sync and
 * every sentinel knows the replica and the other two sentinels, so a failover
 * can happen.
 */
export async function startSentinelSet(): Promise<SentinelSet> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-sentinels-'));
  const children: LoggedChild[] = [];
  const stop = async () => {
    await Promise.all(children.map((child) => child.stop('SIGKILL')));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const primary = startServer(await freePort(), dir, ['--dbfilename', 'primary.rdb'], 'redis primary');
    children.push(primary.process);
    const replica = startServer(await freePort(), dir, ['--dbfilename', 'replica.rdb', '--replicaof', '127.0.0.1', String(primary.port)], 'redis replica');
    children.push(replica.process);
    const sentinelPorts = [await freePort(), await freePort(), await freePort()];
    for (const [index, port] of sentinelPorts.entries()) {
      // A sentinel rewrites its own configuration file, so each has one.
      const file = join(dir, `sentinel-${index}.conf`);
      writeFileSync(
        file,
        [
          `port ${port}`,
          'bind 127.0.0.1',
          `dir ${dir}`,
          `sentinel monitor ${NAME} 127.0.0.1 ${primary.port} 2`,
          `sentinel down-after-milliseconds ${NAME} ${DOWN_AFTER_MS}`,
          `sentinel failover-timeout ${NAME} 5000`,
          '',
        ].join('\n'),
      );
      children.push(spawnLogged('redis-sentinel', [file], { name: `sentinel ${index}` }));
    }
    const command = (port: number, args: string[]): Promise<unknown> => withClient(port, (client) => client.sendCommand<unknown>(args));
    await waitFor('the replica to sync', async () => String(await command(replica.port, ['INFO', 'replication'])).includes('master_link_status:up'), 15_000);
    await waitFor(
      'the sentinels to know each other and the replica',
      async () => {
        for (const port of sentinelPorts) {
          const fields = (await command(port, ['SENTINEL', 'MASTER', NAME])) as string[];
          const field = (name: string) => fields[fields.indexOf(name) + 1];
          if (field('num-slaves') !== '1' || field('num-other-sentinels') !== '2') return false;
        }
        return true;
      },
      15_000,
    );
    return {
      name: NAME,
      sentinelList: sentinelPorts.map((port) => `127.0.0.1:${port}`).join(','),
      primary,
      replica,
      async primaryPort() {
        for (const port of sentinelPorts) {
          try {
            const address = (await command(port, ['SENTINEL', 'GET-MASTER-ADDR-BY-NAME', NAME])) as [string, string] | null;
            if (address) return Number(address[1]);
          } catch {
            // that sentinel is not answering; ask the next
          }
        }
        return undefined;
      },
      async sentinelConnections() {
        let total = 0;
        for (const port of sentinelPorts) {
          const stats = String(await command(port, ['INFO', 'stats']));
          total += Number(/total_connections_received:(\d+)/.exec(stats)?.[1] ?? 0);
        }
        return total;
      },
      command,
      stop,
    };
  } catch (error) {
    const said = children.map((child) => child.output(10)).join('\n');
    await stop();
    throw new Error(`${(error as Error).message}\n${said}`, { cause: error });
  }
}
