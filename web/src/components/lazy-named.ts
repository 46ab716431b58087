import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ChunkLoadFailed } from './ChunkLoadFailed';
import { isChunkLoadError } from './chunk-load-error';

// Any props: each lazy panel keeps its own component's props type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** Stands in for the missing component: the panel's own props are not the message's. */
function MissingChunk() {
  return createElement(ChunkLoadFailed);
}

/**
 * The named export `name` of a chunk, as React.lazy wants it. A chunk that
 * cannot be fetched resolves to the ChunkLoadFailed message instead of
 * rejecting: a rejection would reach the route's error boundary and replace
 * the whole page with the error page, for a missing panel or chart. Any other
 * failure (the module threw, the export is missing) is a bug and still rejects.
 */
export async function loadNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): Promise<{ default: M[K] }> {
  let module: M;
  try {
    module = await load();
  } catch (error) {
    if (isChunkLoadError(error)) return { default: MissingChunk as M[K] };
    throw error;
  }
  const component = module[name];
  if (component === undefined) throw new Error(`The lazily loaded module has no export named ${String(name)}`);
  return { default: component };
}

/**
 * A panel, chart or section loaded as its own chunk on first render:
 * `lazyNamed(() => import('./InvitePanel'), 'InvitePanel')`. Render it inside
 * a <Suspense>; if its chunk is gone (the portal was redeployed), the page
 * shows ChunkLoadFailed in its place and stays.
 */
export function lazyNamed<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => loadNamed(load, name));
}
