/**
 * The built SPA's folder holds no source map (issue 32 §5.1): the outside
 * review fetched `/assets/<chunk>.js%2emap` and got the whole source. Maps
 * are still made, for reading a production stack trace, but beside the served
 * folder (`dist/web-sourcemaps`), where no URL can reach them. Built with the
 * project's own Vite config and its own sourcemap setting into the run's
 * temporary folder (tests/support/built-spa.ts, shared with the other build
 * tests), so the test does not depend on an earlier build.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { builtSpa } from '../support/built-spa';

const filesIn = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' });

it('leaves no source map in the served folder, and keeps them beside it', async () => {
  const { outDir, mapsDir } = await builtSpa();
  const served = filesIn(outDir);
  const scripts = served.filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(10);
  expect(served.filter((file) => /\.map$/i.test(file))).toEqual([]);
  // Hidden maps: no script points at one either.
  for (const script of scripts) expect(readFileSync(path.join(outDir, script), 'utf8'), script).not.toMatch(/sourceMappingURL/);
  // The maps are kept, each beside the path of its script, for stack traces.
  // Only the bundler's own helpers (module preloading, Rolldown's runtime),
  // which come from no source file of ours, have none.
  const kept = filesIn(mapsDir).filter((file) => file.endsWith('.map'));
  const unmapped = scripts.filter((script) => !kept.includes(`${script}.map`));
  expect(unmapped.filter((script) => !/^assets\/(preload-helper|rolldown-runtime)-[\w-]+\.js$/.test(script))).toEqual([]);
  expect(kept.filter((map) => !scripts.includes(map.slice(0, -'.map'.length)))).toEqual([]);
  expect(JSON.parse(readFileSync(path.join(mapsDir, kept[0] as string), 'utf8'))).toMatchObject({ version: 3 });
}, 180_000);
