import { startBffProcess, type BffProcess } from './bff-process';
import { freePort } from './free-port';
import { startNginx, type Nginx } from './nginx';
import { startRedisServer, type RedisServer } from './redis-server';
import { startSandboxProcess, type SandboxProcess } from './sandbox-process';

export interface ReplicaPair {
  redis: RedisServer;
  sandbox: SandboxProcess;
  /** `replica A` and `replica B`, in the order nginx's upstream block lists them. */
  replicas: [BffProcess, BffProcess];
  nginx: Nginx;
  /** What browsers open: nginx as `http://localhost:<port>`, the replicas' PUBLIC_URL. */
  publicUrl: string;
  /** Stops all of it, the proxy first so nothing is routed to a stopping replica. */
  stop(): Promise<void>;
}

/**
 * docker/compose.yaml without Docker, for the fault tests that need more than
 * one BFF: one Redis, the sandbox as identity provider and APIs, two BFF
 * replicas (one SESSION_SECRET, one Redis) behind Debian's nginx doing
 * round-robin. `env` is added to each replica's (e.g. DRAIN_DELAY_MS).
 * A failed start stops what had started, so no process outlives the test.
 */
export async function startReplicaPair(env: Record<string, string> = {}): Promise<ReplicaPair> {
  const started: { stop(): Promise<void> }[] = [];
  const stop = async () => {
    for (const each of [...started].reverse()) await each.stop();
  };
  try {
    const redis = await startRedisServer();
    started.push(redis);
    const nginxPort = await freePort();
    const publicUrl = `http://localhost:${nginxPort}`;
    const sandbox = await startSandboxProcess([publicUrl]);
    started.push(sandbox);
    const portA = await freePort();
    let portB = await freePort();
    while (portB === portA || portB === nginxPort) portB = await freePort();
    const replica = (name: string, port: number) =>
      startBffProcess({
        upstreamEnv: sandbox.portalEnv,
        port,
        publicUrl,
        name,
        // One proxy in front: client IPs and the scheme come from nginx's X-Forwarded-*.
        env: { REDIS_URL: redis.url, TRUST_PROXY: '1', ...env },
      });
    const settled = await Promise.allSettled([replica('replica A', portA), replica('replica B', portB)]);
    const bffs = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    // Both replicas stop together, as one step of the teardown.
    started.push({ stop: async () => void (await Promise.all(bffs.map((bff) => bff.stop()))) });
    const failed = settled.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const nginx = await startNginx([portA, portB], nginxPort);
    started.push(nginx);
    return { redis, sandbox, replicas: [bffs[0]!, bffs[1]!], nginx, publicUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
