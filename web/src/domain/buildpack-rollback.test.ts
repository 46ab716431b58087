import { describe, expect, it } from 'vitest';
import { liveHistory, rollbackNote, rollbackTarget } from './buildpack-rollback';

type Status = 'pending' | 'published' | 'failed';
const revision = (id: string, ref: string, status: Status, release: number | null, republishes: string | null = null) => ({ id, ref, status, release, republishes });

/** insights-agent as seeded: 1 v1.0.0, a failed rc, 2 v1.1.0, 3 v1.2.0. */
const seeded = [
  revision('r1', 'v1.0.0', 'published', 1),
  revision('rc', 'v2.0.0-rc1', 'failed', null),
  revision('r2', 'v1.1.0', 'published', 2),
  revision('r3', 'v1.2.0', 'published', 3),
];

/** What the registry makes when it rolls back: a published release of the target's ref. */
function rolledBack(revisions: ReturnType<typeof revision>[]): ReturnType<typeof revision>[] {
  const target = rollbackTarget(revisions);
  if (!target) throw new Error('no rollback target');
  const release = Math.max(...revisions.map((item) => item.release ?? 0)) + 1;
  return [...revisions, revision(`r${release}`, target.ref, 'published', release, target.id)];
}

describe('rollbackTarget: the release live before the current one', () => {
  it('with plain publishes, the release before the highest (a failed one never counts)', () => {
    expect(rollbackTarget(seeded)?.release).toBe(2);
  });

  it('two rollbacks in a row go further back, never forward to the release the first one left', () => {
    const once = rolledBack(seeded);
    expect(once.at(-1)).toMatchObject({ release: 4, ref: 'v1.1.0', republishes: 'r2' });
    expect(rollbackTarget(once)).toMatchObject({ release: 1, ref: 'v1.0.0' });
    const twice = rolledBack(once);
    expect(twice.at(-1)).toMatchObject({ release: 5, ref: 'v1.0.0', republishes: 'r1' });
    expect(rollbackTarget(twice)).toBeUndefined();
  });

  it('a publish after a rollback can itself be rolled back to the rolled-back-to release', () => {
    const published = [...rolledBack(seeded), revision('r5', 'v1.3.0', 'published', 5)];
    expect(liveHistory(published).map((item) => item.release)).toEqual([1, 4, 5]);
    expect(rollbackTarget(published)).toMatchObject({ release: 4, ref: 'v1.1.0' });
  });

  it('a pending revision is not in the history', () => {
    expect(rollbackTarget([...seeded, revision('p', 'v1.3.0', 'pending', null)])?.release).toBe(2);
  });

  it('offers no rollback with one published release or none', () => {
    expect(rollbackTarget([revision('a', 'v1', 'published', 1), revision('b', 'v2', 'failed', null)])).toBeUndefined();
    expect(rollbackTarget([])).toBeUndefined();
  });

  it('reads the releases in release order, whatever order the list comes in (newest first from the API)', () => {
    expect(rollbackTarget([...seeded].reverse())?.release).toBe(2);
    expect(liveHistory([...rolledBack(seeded)].reverse()).map((item) => item.release)).toEqual([1, 4]);
  });

  it('counts only published revisions that carry a release number', () => {
    const numberedButNotLive = [...seeded, revision('f4', 'v1.3.0', 'failed', 4), revision('p5', 'v1.4.0', 'pending', 5)];
    expect(liveHistory(numberedButNotLive).map((item) => item.release)).toEqual([1, 2, 3]);
    expect(liveHistory([...seeded, revision('u', 'v0.9.0', 'published', null)]).map((item) => item.id)).toEqual(['r1', 'r2', 'r3']);
  });

  it('a rollback to a release it cannot find still undoes only the live one', () => {
    expect(liveHistory([...seeded, revision('r4', 'v1.1.0', 'published', 4, 'gone')]).map((item) => item.release)).toEqual([1, 2, 4]);
  });
});

describe('rollbackNote: the revision list marks rollbacks', () => {
  it('names the release a rollback republishes, and nothing for a publish', () => {
    const once = rolledBack(seeded);
    expect(rollbackNote(once.at(-1)!, once)).toBe('Rollback to release 2 (v1.1.0)');
    expect(rollbackNote(once[0]!, once)).toBeUndefined();
  });

  it('names its own ref when the release it republishes is not in the list', () => {
    const orphan = revision('r4', 'v1.1.0', 'published', 4, 'gone');
    expect(rollbackNote(orphan, [...seeded, orphan])).toBe('Rollback to v1.1.0');
  });
});
