/**
 * Issue 33's "cost that grows slower than the data", in one run: the admin
 * tables bench (admin-tables-at-scale.ts) on the seed data, at 1 000 and at
 * 10 000 records, one after another, then per screen the ratios the issue
 * holds: first data row at 10 000 ≤ 1.5× the seed data's, and each sort,
 * filter and search at 10 000 ≤ 2× its time at 1 000 (searches paired by their
 * place in the list, since the default search word comes from the first row).
 * Then, not targets, each first-rows figure split in two: the list API's first
 * byte (the upstream's work, here the sandbox's) and the SPA's time from the
 * list's answer to its rows, so a first-rows ratio over 1.5× says whose it is.
 * Usage: npm run build:web && npx tsx tests/bench/tables-scale-ratios.ts (part of npm run bench)
 */
import { execFileSync } from 'node:child_process';

const FIRST_ROWS_RATIO = 1.5;
const ACTION_RATIO = 2;

/** The bench's figures by line, the number taken out: "All add-ons sort by Slug (first click)" → 31. */
function figures(scale: string, print = false): { found: Map<string, number>; split: Map<string, number> } {
  const output = execFileSync('npx', ['tsx', 'tests/bench/admin-tables-at-scale.ts'], {
    env: { ...process.env, SANDBOX_SCALE: scale },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  // The run at 10 000 is the admin tables bench itself (npm run bench): its figures as it printed them, then the ratios.
  if (print) process.stdout.write(output);
  const found = new Map<string, number>();
  const split = new Map<string, number>();
  const searches = new Map<string, number>();
  for (const line of output.split('\n')) {
    const rows = /^(.+) first rows over \d+ loads: median (\d+) ms/.exec(line);
    if (rows?.[1] && rows[2]) found.set(`${rows[1]} first rows`, Number(rows[2]));
    // Not targets: the first rows split into the list API's first byte and the SPA's time after the answer.
    const list = /^(.+) list \S+ \(\d+ KB\): first byte (\d+) ms .* first rows (\d+) ms after its answer/.exec(line);
    if (list?.[1] && list[2] && list[3]) {
      split.set(`${list[1]} list's first byte`, Number(list[2]));
      split.set(`${list[1]} first rows after the list's answer`, Number(list[3]));
      continue;
    }
    const search = /^(.+) search ".*": (-?\d+) ms after the debounce/.exec(line);
    if (search?.[1] && search[2]) {
      const index = (searches.get(search[1]) ?? 0) + 1;
      searches.set(search[1], index);
      found.set(`${search[1]} search #${index}`, Number(search[2]));
      continue;
    }
    const action = /^(.+ (?:sort by .+ \((?:first|second) click\)|.+ → .+)): (-?\d+) ms \(target/.exec(line);
    if (action?.[1] && action[2]) found.set(action[1], Number(action[2]));
  }
  return { found, split };
}

const seed = figures('0');
const thousand = figures('1000');
const tenThousand = figures('10000', true);
for (const [name, at10k] of tenThousand.found) {
  const isFirstRows = name.endsWith(' first rows');
  const base = (isFirstRows ? seed : thousand).found.get(name);
  if (base === undefined) continue;
  const ratio = at10k / Math.max(base, 1);
  const target = isFirstRows ? FIRST_ROWS_RATIO : ACTION_RATIO;
  console.log(
    `${name}: ${at10k} ms at 10 000 against ${base} ms ${isFirstRows ? 'on the seed data' : 'at 1 000'}: ${ratio.toFixed(2)}× (target ≤ ${target}×: ${ratio <= target ? 'met' : 'NOT MET'})`,
  );
}
// Where a first-rows ratio comes from: the API's answer growing with the data, or the SPA's work after it.
for (const [name, at10k] of tenThousand.split) {
  const base = seed.split.get(name);
  if (base === undefined) continue;
  console.log(`${name}: ${at10k} ms at 10 000 against ${base} ms on the seed data: ${(at10k / Math.max(base, 1)).toFixed(2)}× (not a target: where the first rows' time goes)`);
}
