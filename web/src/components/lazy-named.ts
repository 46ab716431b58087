import { createElement, lazy, useEffect, useState, type ComponentProps, type ComponentType, type FunctionComponent } from 'react';
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

/** A lazily loaded component that can be asked to load before it is rendered. */
export type PreloadableComponent<C extends AnyComponent> = FunctionComponent<ComponentProps<C>> & {
  /** Starts (or joins) the chunk's load; resolves once a render would show the component at once. */
  preload: () => Promise<void>;
  /** Whether a render now shows the component at once (its chunk is in). */
  isLoaded: () => boolean;
};

/**
 * Whether `component`'s chunk is in, loading it if not: for a screen that
 * shows its own loading state while a large chunk arrives (the admin's
 * DataGrid) rather than a Suspense fallback, which React would hold the
 * content back after (above). Re-renders once the chunk is in.
 */
export function useLoadedComponent(component: PreloadableComponent<AnyComponent>): boolean {
  const [loaded, setLoaded] = useState(component.isLoaded);
  useEffect(() => {
    if (loaded) return undefined;
    let current = true;
    // A failed chunk renders the component anyway: it is ChunkLoadFailed by then; a bug reaches the error boundary through React.lazy.
    const settle = () => current && setLoaded(true);
    component.preload().then(settle, settle);
    return () => {
      current = false;
    };
  }, [component, loaded]);
  return loaded;
}

/**
 * A panel, chart or section loaded as its own chunk on first render:
 * `lazyNamed(() => import('./InvitePanel'), 'InvitePanel')`. Render it inside
 * a <Suspense>; if its chunk is gone (the portal was redeployed), the page
 * shows ChunkLoadFailed in its place and stays.
 *
 * Once the chunk is in (`preload()` from a route's loader, or an earlier
 * render), a new instance renders the component at once instead of going
 * through React.lazy: a React.lazy rendered for the first time always
 * suspends, even for a chunk already loaded, and React then holds the
 * boundary's content back for up to 300 ms after its fallback showed (its
 * Suspense throttle): the integration health screen's LCP waited ~220 ms on
 * it (issue 33). An instance that mounted through React.lazy keeps it, so it
 * is never remounted.
 */
export function lazyNamed<M extends Record<K, AnyComponent>, K extends keyof M>(load: () => Promise<M>, name: K): PreloadableComponent<M[K]> {
  let loaded: M[K] | undefined;
  let loading: Promise<{ default: M[K] }> | undefined;
  const start = () =>
    (loading ??= loadNamed(load, name).then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A bug in the module: the next render (React.lazy keeps its own failure) or preload asks again.
        loading = undefined;
        throw error;
      },
    ));
  const ThroughLazy = lazy(start);
  function LazyNamed(props: ComponentProps<M[K]>) {
    const [component] = useState(() => loaded);
    return component ? createElement(component, props) : createElement(ThroughLazy, props);
  }
  LazyNamed.displayName = `Lazy(${String(name)})`;
  LazyNamed.preload = () => start().then(() => undefined);
  LazyNamed.isLoaded = () => loaded !== undefined;
  return LazyNamed;
}
