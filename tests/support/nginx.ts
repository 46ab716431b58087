import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { spawnLogged, type LoggedChild } from './child-process';
import { freePort } from './free-port';
import { isAccepting } from './tcp-probe';

export interface Nginx {
  /** What a browser opens: `http://localhost:<port>` (the replicas' PUBLIC_URL). */
  url: string;
  port: number;
  /** The configuration as written, for failure messages. */
  config: string;
  process: LoggedChild;
  /**
   * What a deploy tool does to OSS nginx (no API, no readiness probes): rewrites
   * the upstream block to exactly `upstreamPorts` and reloads (SIGHUP). Resolves
   * once every worker started before the reload has exited: from then on no
   * connection to a dropped replica is open or will be opened (the old workers
   * finished their calls in flight and closed their pooled connections).
   */
  setUpstreams(upstreamPorts: number[]): Promise<void>;
  stop(): Promise<void>;
}

/** The response header naming the replica(s) that served a request (nginx's `$upstream_addr`). */
export const REPLICA_HEADER = 'x-test-upstream';

/** Debian's nginx is in /usr/sbin, which a non-root PATH may not include. */
function nginxBinary(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate;
  return 'nginx';
}

/**
 * The docker/nginx.conf topology as a configuration file of our own: round-robin
 * over the replicas with pooled keep-alive connections, the same proxy headers,
 * and `proxy_next_upstream error timeout http_502` — nginx only retries requests
 * whose method is idempotent (its default, kept on purpose: a POST may already
 * have changed something). Every path lives in the temp dir, so it runs as any
 * user beside a system nginx. Tests only: it adds a header naming the replica.
 */
export function nginxConfig(dir: string, port: number, upstreamPorts: number[]): string {
  const temp = (name: string) => path.join(dir, name);
  return `worker_processes 1;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};

  upstream portal {
${upstreamPorts.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 32;
    # Shorter than the replicas' DRAIN_DELAY_MS: a pooled connection idle since before a
    # drain began is closed by nginx itself, never by the BFF as nginx sends a POST on it.
    keepalive_timeout 500ms;
  }

  server {
    listen 127.0.0.1:${port};
    client_max_body_size 6m;

    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host:$server_port;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A dead replica (refused or reset connection) or one answering 502: try the next.
      proxy_next_upstream error timeout http_502;
      proxy_connect_timeout 2s;
      add_header ${REPLICA_HEADER} $upstream_addr always;
    }
  }
}
`;
}

/** Debian's nginx as a plain foreground process (no daemon, no system service) in front of `upstreamPorts`. */
export async function startNginx(upstreamPorts: number[], port?: number): Promise<Nginx> {
  const listenPort = port ?? (await freePort());
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-nginx-'));
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, name));
  let config = nginxConfig(dir, listenPort, upstreamPorts);
  writeFileSync(path.join(dir, 'nginx.conf'), config);
  const child = spawnLogged(
    nginxBinary(),
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', `daemon off; pid ${path.join(dir, 'nginx.pid')}; error_log stderr;`],
    { name: 'nginx' },
  );
  const stop = async () => {
    // SIGQUIT: graceful; the master waits for its worker, so the port is free once it exits.
    await child.stop('SIGQUIT', 5_000);
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (!(await isAccepting(listenPort))) {
    if (!child.alive() || Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not start (run \`npm run setup:test\`)\n${child.output()}\n${config}`);
    }
    await sleep(50);
  }
  const setUpstreams = async (ports: number[]) => {
    const before = childPids(child.pid);
    config = nginxConfig(dir, listenPort, ports);
    writeFileSync(path.join(dir, 'nginx.conf'), config);
    child.child.kill('SIGHUP');
    const reloadDeadline = Date.now() + 10_000;
    // New workers up (the configuration was accepted), old ones gone (drained).
    for (;;) {
      const now = childPids(child.pid);
      if (now.some((pid) => !before.includes(pid)) && !now.some((pid) => before.includes(pid))) break;
      if (!child.alive() || Date.now() > reloadDeadline) {
        throw new Error(`nginx did not reload onto ${ports.join(', ')}\n${child.output()}\n${config}`);
      }
      await sleep(10);
    }
  };
  return {
    url: `http://localhost:${listenPort}`,
    port: listenPort,
    get config() {
      return config;
    },
    process: child,
    setUpstreams,
    stop,
  };
}

/** The worker processes of an nginx master: every process whose parent is `pid` (Linux /proc). */
function childPids(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid …": comm may hold spaces and parentheses, so split after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // exited while listing
    }
  }
  return children;
}
