/**
 * The top self-time frames of a V8 CPU profile (`node --cpu-prof`), as issue 24
 * asks to name them before and after a change. Usage:
 *   tsx tests/bench/profile-top.ts <file.cpuprofile> [how many, default 10]
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, count = '10'] = process.argv.slice(2);
if (!file) throw new Error('usage: tsx tests/bench/profile-top.ts <file.cpuprofile> [n]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMicros = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index] ?? 0;
  const frame = byId.get(id)?.callFrame;
  if (!frame) return;
  const where = frame.url ? `${frame.url.replace(/^.*\/(node_modules\/|work\/[^/]+\/)/, '')}:${frame.lineNumber + 1}` : '';
  const key = `${frame.functionName || '(anonymous)'} ${where}`.trim();
  selfMicros.set(key, (selfMicros.get(key) ?? 0) + delta);
  total += delta;
});
const busy = [...selfMicros].filter(([key]) => !key.startsWith('(idle)'));
const busyTotal = busy.reduce((sum, [, micros]) => sum + micros, 0);
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled, ${(busyTotal / 1e6).toFixed(1)} s busy`);
for (const [key, micros] of busy.sort((a, b) => b[1] - a[1]).slice(0, Number(count))) {
  console.log(`${((100 * micros) / busyTotal).toFixed(1).padStart(5)} %  ${key}`);
}
