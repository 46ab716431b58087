/**
 * `npm run test:stories`: every story in Chromium, split in shards that run side
 * by side, each its own Vitest process with its own browser.
 *
 * Why: one browser runs the stories one after another on its renderer's main
 * thread, and leaves about a third of a two-core machine idle while it waits
 * (screenshots, fonts, frames). Vitest's `maxWorkers` does not help here: its
 * browser workers are frames of the same page, on the same main thread (tried:
 * slower). Two processes, two browsers: the 14 admin and plans story files took
 * 179 s instead of 262 s on two cores; three took 240 s and one story timed out,
 * so two is the default (`STORY_SHARDS=<n>` to choose; 1 runs them as before).
 *
 * The files are dealt by story count (stories/support/story-shards.ts), not by
 * Vitest's `--shard`, which split them by a hash of the path, unevenly.
 *
 * Options go to every shard (`npm run test:stories -- -u`). A run given files
 * (`npm run test:stories -- features/admin`) is one process. The run fails
 * when any shard fails; each output line carries its shard.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { dealByStories, storyFiles } from '../stories/support/story-shards';

const DEFAULT_SHARDS = 2;

function shardCount(): number {
  const given = process.env.STORY_SHARDS;
  if (given === undefined || given === '') return DEFAULT_SHARDS;
  const count = Number(given);
  if (!Number.isInteger(count) || count < 1) throw new Error(`STORY_SHARDS must be a whole number from 1, not "${given}".`);
  return count;
}

function runShard(index: number, total: number, args: readonly string[]): Promise<number> {
  const child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'storybook', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: process.env,
  });
  const label = total === 1 ? '' : `[stories ${index}/${total}] `;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => process.stdout.write(`${label}${line}\n`));
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const namesFiles = args.some((arg) => !arg.startsWith('-'));
  // Each shard is given its files by path (a path matches only itself: each ends in `.stories.tsx`).
  const shards = namesFiles ? [args] : dealByStories(storyFiles(), shardCount()).map((paths) => [...args, ...paths]);
  const total = shards.length;
  const codes = await Promise.all(shards.map((shardArgs, shard) => runShard(shard + 1, total, shardArgs)));
  const failed = codes.flatMap((code, shard) => (code === 0 ? [] : [`${shard + 1}/${total} (exit ${code})`]));
  if (failed.length > 0) {
    process.stdout.write(`Story shards failed: ${failed.join(', ')}.\n`);
    process.exitCode = 1;
  }
}

await main();
