/**
 * What a buildpack's Roll back brings back (issue 31, item 8). A rollback is
 * an undo: it republishes the release that was live before the current one.
 * "The published release below the highest" is not that once a rollback has
 * happened: after 1, 2, 3 and a rollback to 2 (release 4), the release below
 * 4 is 3, and a second Roll back would go forward to it. So the answer comes
 * from the history of what was live, in release order: a publish goes on top;
 * a rollback takes off everything above the release it republishes and stands
 * in for it. Two rollbacks in a row then go further back, never forward.
 */
import type { BuildpackRevision } from '../api/buildpack-revisions';

type Released = Pick<BuildpackRevision, 'id' | 'status' | 'release' | 'republishes'>;
type Numbered<R> = R & { release: number };

function publishedByRelease<R extends Released>(revisions: readonly R[]): Numbered<R>[] {
  return revisions
    .filter((revision): revision is Numbered<R> => revision.status === 'published' && revision.release !== null)
    .sort((a, b) => a.release - b.release);
}

/** The releases a run of rollbacks walks back through, oldest first; the last is live. */
export function liveHistory<R extends Released>(revisions: readonly R[]): Numbered<R>[] {
  const history: Numbered<R>[] = [];
  for (const revision of publishedByRelease(revisions)) {
    if (revision.republishes !== null) {
      const at = history.findIndex((earlier) => earlier.id === revision.republishes);
      // A rollback to a release no longer in the history (not one the registry
      // makes): it still undid the live one, and never more.
      history.splice(at >= 0 ? at : Math.max(history.length - 1, 0));
    }
    history.push(revision);
  }
  return history;
}

/**
 * What a rollback republishes: the release live before the current one by the
 * history (undefined when there is none, and rolling back is not offered).
 */
export function rollbackTarget<R extends Released>(revisions: readonly R[]): Numbered<R> | undefined {
  const history = liveHistory(revisions);
  return history[history.length - 2];
}

/** "Rollback to release 2 (v1.1.0)" for a rollback's revision; undefined for a publish. */
export function rollbackNote<R extends Released & Pick<BuildpackRevision, 'ref'>>(revision: R, revisions: readonly R[]): string | undefined {
  if (revision.republishes === null) return undefined;
  const target = revisions.find((candidate) => candidate.id === revision.republishes);
  return target?.release != null ? `Rollback to release ${target.release} (${target.ref})` : `Rollback to ${revision.ref}`;
}
