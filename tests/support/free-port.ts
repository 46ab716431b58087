import { createServer } from 'node:net';

/*
 * Ports handed out by the kernel for `listen(0)` and outgoing connections come from the
 * ephemeral range (Linux: 32768–60999). A port probed there and bound a moment later can be
 * taken in between by any test's sandbox or client socket — CI once failed on exactly that
 * (EADDRINUSE). Picking below the ephemeral range leaves only other explicit picks to collide
 * with, and a random pick over 12 000 ports makes that negligible.
 */
const LOWEST = 20_000;
const HIGHEST = 32_000;

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A loopback port that is free now and outside the kernel's ephemeral range. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = LOWEST + Math.floor(Math.random() * (HIGHEST - LOWEST));
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port found between ${LOWEST} and ${HIGHEST}`);
}
