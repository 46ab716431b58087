/**
 * How `npm run test:stories` (scripts/test-stories.ts) splits the story files
 * between browsers running side by side. Vitest's own `--shard` splits by a
 * hash of the path: in CI that left one browser 902 s of stories and the other
 * 645 s. Dealt by story count, largest file first, each to the shard with the
 * fewest stories so far, the same files and times give 687 s and 737 s.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface StoryFile {
  /** From the project root, with forward slashes: a path matches only itself as a Vitest filter. */
  path: string;
  stories: number;
}

/** The files Storybook loads as stories (stories/.storybook/main.ts: `**\/*.stories.@(ts|tsx)`). */
const STORY_FILE = /\.stories\.tsx?$/;

/** Every story file under `folder` (`stories`), with its number of stories: its named exports (a story file exports only stories). */
export function storyFiles(folder = 'stories'): StoryFile[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((file) => file.replaceAll('\\', '/'))
    // Files only: the story tests' screenshot and attachment folders are named after their story files.
    .filter((file) => STORY_FILE.test(file) && statSync(join(folder, file)).isFile())
    .map((file) => {
      const path = `${folder}/${file}`;
      return { path, stories: readFileSync(path, 'utf8').match(/^export const \w+/gm)?.length ?? 0 };
    });
}

/** The files dealt to `count` shards: most stories first, each to the shard with the fewest so far. Every file once; no empty shard. */
export function dealByStories(files: readonly StoryFile[], count: number): string[][] {
  const shards = Array.from({ length: count }, () => ({ stories: 0, paths: [] as string[] }));
  const largestFirst = [...files].sort((a, b) => b.stories - a.stories || a.path.localeCompare(b.path));
  for (const file of largestFirst) {
    const lightest = shards.reduce((least, shard) => (shard.stories < least.stories ? shard : least));
    lightest.stories += file.stories;
    lightest.paths.push(file.path);
  }
  return shards.map((shard) => shard.paths).filter((paths) => paths.length > 0);
}
