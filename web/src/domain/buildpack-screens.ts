/**
 * What the registry and buildpack screens decide (issue 23): which buildpacks
 * a search keeps, when a typed archive confirmation matches, whether a failed
 * write is the registry asking for a second factor, and what each failure
 * tells the user. The contract's rules stay in domain/buildpacks.ts.
 */
import { buildpackSlug } from './buildpacks';

/** Where the registry screen is (spec §2 protected routes). */
export const BUILDPACKS_PATH = '/buildpacks';
/** Where a first buildpack is published (the publish flow's own screen). */
export const BUILDPACK_PUBLISH_PATH = `${BUILDPACKS_PATH}/publish`;

/** A buildpack's page, its namespace and name each one path segment. */
export function buildpackPagePath(namespace: string, name: string): string {
  return `${BUILDPACKS_PATH}/${encodeURIComponent(namespace)}/${encodeURIComponent(name)}`;
}

interface Searchable {
  namespace: string;
  name: string;
  description: string | null;
}

/** Buildpacks whose name, namespace, `namespace/name` or description contains every word of `text` (any case). */
export function filterBuildpacks<B extends Searchable>(buildpacks: readonly B[], text: string): B[] {
  const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...buildpacks];
  return buildpacks.filter((buildpack) => {
    const haystack = [buildpackSlug(buildpack.namespace, buildpack.name), buildpack.description ?? ''].join('\n').toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/**
 * Archiving needs the buildpack's `namespace/name` typed out: exactly, apart
 * from surrounding spaces (a slip of the keyboard must not archive the wrong one).
 */
export function archiveConfirmationMatches(typed: string, buildpack: Pick<Searchable, 'namespace' | 'name'>): boolean {
  return typed.trim() === buildpackSlug(buildpack.namespace, buildpack.name);
}

/**
 * What the archive field says under it: how to confirm, or — after a confirm
 * that did not match — that it must be typed exactly. `archive` is true only
 * for a match, so a near miss never archives.
 */
export function archiveConfirmation(typed: string, buildpack: Pick<Searchable, 'namespace' | 'name'>): { archive: boolean; refusal: string } {
  const slug = buildpackSlug(buildpack.namespace, buildpack.name);
  return { archive: archiveConfirmationMatches(typed, buildpack), refusal: `Type ${slug} exactly to archive it.` };
}

/** The shape of the API client's error this needs (status and the `{id}` of the body). */
interface Failure {
  status?: unknown;
  id?: unknown;
  detail?: unknown;
}

function asFailure(error: unknown): Failure {
  return typeof error === 'object' && error !== null ? (error as Failure) : {};
}

/** 403 `two_factor`: the buildpack's team requires a second factor and none, or a wrong one, was sent. */
export function isTwoFactorChallenge(error: unknown): boolean {
  const failure = asFailure(error);
  return failure.status === 403 && failure.id === 'two_factor';
}

/** What a failed rollback, archive or publish says, in the dialog that asked for it. */
export function registryWriteErrorMessage(error: unknown, action: 'roll back' | 'archive' | 'publish'): string {
  const failure = asFailure(error);
  const detail = typeof failure.detail === 'string' && failure.detail ? ` ${failure.detail}` : '';
  // The registry's own 403 text says the same in its words: one sentence is enough.
  if (failure.status === 403) return `You may not ${action} this buildpack: only its owner or members of its team may.`;
  if (failure.status === 404) return 'This buildpack is no longer on the registry.';
  if (failure.status === 422) return `The registry refused to ${action} this buildpack.${detail}`;
  if (failure.status === 0) return 'The registry could not be reached. Check your connection and try again.';
  return `The registry could not ${action} this buildpack just now; try again in a moment.${detail}`;
}

/** What a buildpack page says when the buildpack cannot be shown. */
export function buildpackLoadErrorMessage(error: unknown): string {
  const failure = asFailure(error);
  if (failure.status === 404) return 'There is no such buildpack on the registry.';
  if (failure.status === 403) return 'You are not a member of the team that owns this buildpack.';
  if (failure.status === 0) return 'The registry could not be reached. Check your connection and try again.';
  return 'The buildpack registry is not answering just now; try again in a moment.';
}
