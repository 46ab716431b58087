/**
 * Rules of the buildpack registry the screens need (issue 23, spec §3): how a
 * buildpack is addressed, how its owner is shown (an owner of type enterprise
 * is shown as a team), what a revision's status says, which revision is the
 * latest and which release is live (what a rollback republishes is
 * buildpack-rollback.ts). The name and namespace
 * field rules live with the contract (api/buildpack-rules.ts), shared by zod
 * and Yup.
 */
import type { BuildpackOwner } from '../api/buildpacks';
import type { BuildpackRevision } from '../api/buildpack-revisions';

/** `heroku`, `ruby` → `heroku/ruby`: how people and the CLI write a buildpack. */
export function buildpackSlug(namespace: string, name: string): string {
  return `${namespace}/${name}`;
}

/** The slug as one URL path segment, as the registry addresses it: `heroku%2Fruby`. */
export function buildpackPathSegment(namespace: string, name: string): string {
  return encodeURIComponent(buildpackSlug(namespace, name));
}

/**
 * `heroku/ruby` or `heroku%2Fruby` → its namespace and name; anything else
 * (no slash, an empty part, a second slash) is no slug.
 */
export function parseBuildpackSlug(text: string): { namespace: string; name: string } | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(text.trim());
  } catch {
    return undefined;
  }
  const parts = decoded.split('/');
  if (parts.length !== 2) return undefined;
  const [namespace = '', name = ''] = parts;
  return namespace && name ? { namespace, name } : undefined;
}

export type OwnerKind = 'user' | 'team';

/** An enterprise team is a team to the user (spec §3). */
export function ownerKind(owner: Pick<BuildpackOwner, 'type'>): OwnerKind {
  return owner.type === 'user' ? 'user' : 'team';
}

/** "You", or "Team acme" / the user's name: who owns it, as the registry screen says. */
export function ownerLabel(owner: BuildpackOwner, viewerId?: string): string {
  if (ownerKind(owner) === 'team') return `Team ${owner.name}`;
  return owner.id === viewerId ? 'You' : owner.name;
}

/**
 * Whether the viewer may change a buildpack (roll back, archive, publish): its
 * owner, or a member of its owning team — the registry's own rule, so the
 * screen offers only what it will accept. Reads are public, so anyone can
 * open any buildpack's page.
 */
export function mayChangeBuildpack(owner: Pick<BuildpackOwner, 'id' | 'type'>, viewerId: string, memberOfTeamIds: readonly string[]): boolean {
  return ownerKind(owner) === 'user' ? owner.id === viewerId : memberOfTeamIds.includes(owner.id);
}

type RevisionStatus = BuildpackRevision['status'];

const STATUS_WORDING: Record<RevisionStatus, { label: string; sentence: string; tone: 'info' | 'success' | 'error' }> = {
  pending: { label: 'Publishing', sentence: 'The registry is building this revision; it is published in a few seconds.', tone: 'info' },
  published: { label: 'Published', sentence: 'This revision is published and available to apps.', tone: 'success' },
  failed: { label: 'Failed', sentence: 'The registry could not build this revision; it was not published.', tone: 'error' },
};

/** What a revision's status is called, a sentence about it, and the tone a badge takes. */
export function revisionStatusWording(status: RevisionStatus) {
  return STATUS_WORDING[status];
}

type Dated = Pick<BuildpackRevision, 'createdAt' | 'id'>;

/** Newest first (ties by id, so the order is stable). */
export function newestFirst<R extends Dated>(revisions: readonly R[]): R[] {
  return [...revisions].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
}

/** The newest revision, whatever its status; undefined when none was ever made. */
export function latestRevision<R extends Dated>(revisions: readonly R[]): R | undefined {
  return newestFirst(revisions)[0];
}

type Released = Pick<BuildpackRevision, 'status' | 'release'>;

/** The published revisions, highest release first. */
function byReleaseDescending<R extends Released>(revisions: readonly R[]): (R & { release: number })[] {
  return revisions
    .filter((revision): revision is R & { release: number } => revision.status === 'published' && revision.release !== null)
    .sort((a, b) => b.release - a.release);
}

/** The live release: the highest published one. */
export function currentRelease<R extends Released>(revisions: readonly R[]): R | undefined {
  return byReleaseDescending(revisions)[0];
}

/** Buildpacks grouped by namespace, namespaces and names in alphabetical order. */
export function groupByNamespace<B extends { namespace: string; name: string }>(buildpacks: readonly B[]): { namespace: string; buildpacks: B[] }[] {
  const groups = new Map<string, B[]>();
  for (const buildpack of buildpacks) groups.set(buildpack.namespace, [...(groups.get(buildpack.namespace) ?? []), buildpack]);
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([namespace, list]) => ({ namespace, buildpacks: list.sort((a, b) => a.name.localeCompare(b.name)) }));
}

/** How an app uses it, for the publish-success screen. */
export function buildpackUsage(namespace: string, name: string): string {
  return `heroku buildpacks:add ${buildpackSlug(namespace, name)}`;
}
