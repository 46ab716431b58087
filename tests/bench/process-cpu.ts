import { readFileSync } from 'node:fs';

/**
 * CPU time (user + system, ms) a process has used so far, from /proc (Linux).
 * Throughput on a shared 2-core machine moves with whatever else runs; the CPU
 * each proxy spends per request does not, so the benchmark reports both.
 */
export function cpuTimeMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // Fields after the command name, which is in parentheses and may contain spaces.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 per second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

/** CPU milliseconds per request each of `pids` spent while `run` ran (undefined where /proc cannot tell). */
export async function cpuPerRequest<T extends { requests: { total: number } }>(
  pids: readonly (number | undefined)[],
  run: () => Promise<T>,
): Promise<{ result: T; cpuMsPerRequest: (number | undefined)[] }> {
  const before = pids.map(cpuTimeMs);
  const result = await run();
  const cpuMsPerRequest = pids.map((pid, index) => {
    const start = before[index];
    const end = cpuTimeMs(pid);
    return start === undefined || end === undefined || result.requests.total === 0 ? undefined : (end - start) / result.requests.total;
  });
  return { result, cpuMsPerRequest };
}
