/**
 * Seeds for the registry stories (issue 23): more buildpacks than the sandbox
 * has, and a revision that starts publishing when the story starts (the
 * sandbox works its status out from the clock: pending for BUILD_MS, then
 * published, or failed for a seeded bad ref).
 */
import { buildpacks as seededBuildpacks } from '../../../fixtures/data/buildpacks';
import { buildpacksIn, revisionsIn } from '../../../fixtures/model/registry-records';
import type { SandboxStore } from '../../../fixtures/model/store';

export const INSIGHTS_AGENT_ID = 'b9c00000-0000-4000-8000-000000000001';
const partnerId = seededBuildpacks[0]!.owner.id;

const extraNames = ['node-extras', 'pdf-tools', 'image-magick', 'fonts', 'ffmpeg', 'chrome-headless'] as const;

/** Six more of the partner's own buildpacks, with long descriptions and no revisions yet. */
export function addManyBuildpacks(store: SandboxStore): void {
  const template = seededBuildpacks[1]!;
  extraNames.forEach((name, index) => {
    buildpacksIn(store).push({
      ...template,
      id: `b9c00000-0000-4000-8000-0000000001${String(index).padStart(2, '0')}`,
      name,
      description: `${name.replace(/-/g, ' ')} for apps that need it at build and run time, installed from a pinned release and cached between builds.`,
      category: index % 2 === 0 ? 'packages' : 'tools',
      support: index % 3 === 0 ? { method: 'website', address: 'https://acme.test/buildpacks' } : { method: 'unsupported', address: null },
    });
  });
}

/**
 * A revision of insights-agent from `ref`, started as the story starts: dated
 * a few seconds ahead, so it is still pending when a slow machine has
 * rendered the page, and published a few seconds after.
 */
export function startPublishing(ref: string): (store: SandboxStore) => void {
  return (store) => {
    revisionsIn(store).push({
      id: 'b9d00000-0000-4000-8000-000000000100',
      buildpack_id: INSIGHTS_AGENT_ID,
      ref,
      created_at: new Date(Date.now() + 4000).toISOString(),
      published_by_id: partnerId,
      republishes: null,
    });
  };
}
