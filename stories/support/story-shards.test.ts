import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dealByStories, storyFiles } from './story-shards';

describe('dealing story files to shards', () => {
  const files = [
    { path: 'stories/a.stories.tsx', stories: 3 },
    { path: 'stories/b.stories.tsx', stories: 5 },
    { path: 'stories/c.stories.tsx', stories: 1 },
    { path: 'stories/d.stories.tsx', stories: 4 },
    { path: 'stories/e.stories.tsx', stories: 3 },
    { path: 'stories/f.stories.tsx', stories: 2 },
  ];

  it('gives each file to exactly one shard, most stories first to the lightest shard', () => {
    const shards = dealByStories(files, 2);
    expect(shards).toEqual([
      ['stories/b.stories.tsx', 'stories/e.stories.tsx', 'stories/c.stories.tsx'],
      ['stories/d.stories.tsx', 'stories/a.stories.tsx', 'stories/f.stories.tsx'],
    ]);
    expect(shards.flat().sort()).toEqual(files.map((file) => file.path).sort());
  });

  it('balances the stories: 9 and 9 here, where halving the list in path order gives 9 and 9 only by chance', () => {
    const storiesOf = (paths: string[]) => paths.reduce((sum, path) => sum + (files.find((file) => file.path === path)?.stories ?? 0), 0);
    expect(dealByStories(files, 2).map(storiesOf)).toEqual([9, 9]);
    expect(dealByStories(files, 3).map(storiesOf)).toEqual([6, 6, 6]);
  });

  it('makes no empty shard when there are fewer files than shards, and one shard of everything for one', () => {
    expect(dealByStories(files.slice(0, 2), 4)).toEqual([['stories/b.stories.tsx'], ['stories/a.stories.tsx']]);
    expect(dealByStories(files, 1)).toEqual([['stories/b.stories.tsx', 'stories/d.stories.tsx', 'stories/a.stories.tsx', 'stories/e.stories.tsx', 'stories/f.stories.tsx', 'stories/c.stories.tsx']]);
    expect(dealByStories([], 2)).toEqual([]);
  });
});

describe('finding the story files', () => {
  let folder = '';
  afterEach(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('finds .stories.ts and .stories.tsx files, not the screenshot or attachment folders named after them, and counts their stories', () => {
    folder = mkdtempSync(join(tmpdir(), 'story-shards-'));
    mkdirSync(join(folder, 'features/admin/__screenshots__/Users.stories.tsx'), { recursive: true });
    mkdirSync(join(folder, '.vitest-attachments/features/admin/Users.stories.tsx'), { recursive: true });
    writeFileSync(join(folder, 'features/admin/__screenshots__/Users.stories.tsx/Default-chromium-linux.png'), '');
    writeFileSync(join(folder, 'features/admin/Users.stories.tsx'), 'export default meta;\nexport const Default = {};\nexport const OnPhone = {};\nconst helper = 1;\n');
    writeFileSync(join(folder, 'features/Plain.stories.ts'), 'export const Only = {};\n');
    writeFileSync(join(folder, 'features/helpers.tsx'), 'export const NotAStory = 1;\n');
    const found = storyFiles(folder).sort((a, b) => a.path.localeCompare(b.path));
    expect(found).toEqual([
      { path: `${folder}/features/admin/Users.stories.tsx`, stories: 2 },
      { path: `${folder}/features/Plain.stories.ts`, stories: 1 },
    ]);
  });

  it('counts the project’s own files as Vitest does: Users 13 stories, Addresses 15', () => {
    const found = storyFiles();
    expect(found.find((file) => file.path === 'stories/features/admin/UsersPage.stories.tsx')?.stories).toBe(13);
    expect(found.find((file) => file.path === 'stories/features/admin/AddressesPage.stories.tsx')?.stories).toBe(15);
    expect(found.length).toBeGreaterThan(100);
  });
});
