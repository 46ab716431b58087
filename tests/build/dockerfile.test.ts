/**
 * Docker cannot run on the test machine, so the image's shape is checked by reading
 * docker/Dockerfile: the runtime stage installs production dependencies only,
 * copies only the build output, and runs the compiled BFF with plain node as a
 * non-root user, on the Node the project supports longest.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BFF_OUTFILE } from '../../scripts/build-bff';

interface Instruction {
  keyword: string;
  args: string;
}

/** Instructions per stage name (`FROM … AS <name>`), continuation lines joined, comments dropped. */
function stages(dockerfile: string): Map<string, Instruction[]> {
  const instructions = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
  const byStage = new Map<string, Instruction[]>();
  let current: Instruction[] = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') {
      current = [instruction];
      byStage.set(instruction.args.split(/\s+as\s+/i)[1] ?? '', current);
    } else current.push(instruction);
  }
  return byStage;
}

const dockerfile = stages(readFileSync(new URL('../../docker/Dockerfile', import.meta.url), 'utf8'));
const build = dockerfile.get('build') ?? [];
const runtime = dockerfile.get('runtime') ?? [];
const args = (stage: Instruction[], keyword: string) => stage.filter((i) => i.keyword === keyword).map((i) => i.args);
const BFF_DIR = path.posix.dirname(BFF_OUTFILE);
const imageOf = (stage: Instruction[]) => args(stage, 'FROM')[0]?.split(/\s+/)[0];

describe('the runtime image (docker/Dockerfile)', () => {
  it('runs on Node 24 slim, the same Node the build stage compiled with', () => {
    expect(imageOf(runtime)).toMatch(/^node:24(\.\d+)*-[a-z]+-slim$/);
    expect(imageOf(build)).toBe(imageOf(runtime));
  });

  it('builds everything, the BFF included, with dev dependencies in the build stage', () => {
    expect(args(build, 'RUN')).toEqual(['npm ci', 'npm run build']);
    const scripts = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.build).toContain('npm run build:bff');
  });

  it('installs production dependencies only', () => {
    expect(args(runtime, 'RUN')).toEqual(['npm ci --omit=dev && npm cache clean --force']);
  });

  it('copies the manifests and the build output only: no sources, no TypeScript', () => {
    expect(args(runtime, 'COPY')).toEqual([
      'package.json package-lock.json .npmrc ./',
      '--from=build /app/dist/web ./dist/web',
      '--from=build /app/dist/storybook ./dist/storybook',
      `--from=build /app/${BFF_DIR} ./${BFF_DIR}`,
    ]);
    expect(args(runtime, 'ADD')).toEqual([]);
  });

  it('runs the compiled BFF with plain node, in production, as the unprivileged node user', () => {
    const cmd = args(runtime, 'CMD');
    expect(cmd).toHaveLength(1);
    const argv = JSON.parse(cmd[0] ?? '') as string[];
    expect(argv[0]).toBe('node');
    expect(argv.at(-1)).toBe(BFF_OUTFILE);
    expect(argv.join(' ')).not.toMatch(/tsx|--import|--loader|--experimental-strip-types|\.ts\b/);
    expect(args(runtime, 'ENV').join(' ')).toMatch(/\bNODE_ENV=production\b/);
    const keywords = runtime.map((i) => i.keyword);
    expect(args(runtime, 'USER')).toEqual(['node']);
    expect(keywords.indexOf('USER')).toBeLessThan(keywords.indexOf('CMD'));
    expect(args(runtime, 'ENTRYPOINT')).toEqual([]);
  });
});
