import { readFileSync } from 'node:fs';

/** Linux's /proc reports CPU times in USER_HZ ticks, fixed at 100 per second for user space. */
const TICKS_PER_SECOND = 100;

export interface ProcessUsage {
  /** User + system CPU time used so far, in ms. */
  cpuMs: number;
  /** Resident memory now, in MiB. */
  rssMiB: number;
}

/**
 * CPU time and memory of a process, from /proc (Linux only): what a test needs to
 * turn "N calls per second on this machine" into resource requests for one replica,
 * independent of what else shares the machine's cores.
 */
export function processUsage(pid: number): ProcessUsage {
  // The command name (field 2) may contain spaces; the fields after its ')' are fixed.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
  const rssKiB = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN);
  return { cpuMs: (ticks * 1000) / TICKS_PER_SECOND, rssMiB: rssKiB / 1024 };
}
