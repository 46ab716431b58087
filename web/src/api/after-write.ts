/**
 * Run `then` once a write (a mutation's `mutateAsync(...)`) has succeeded.
 *
 * Why not `mutate(vars, { onSuccess })`: the mutation hooks return their
 * invalidation, so a write settles only after its refetch has re-rendered the
 * screen — and when that re-render replaces the calling component (a request
 * moves from Current to History, a button becomes a status), TanStack Query
 * drops mutate()'s callbacks with it, and the flash or focus move is lost.
 * A failed write needs nothing here: the app's error flashes (api/ and
 * ApiErrorFlashes) say what went wrong.
 */
export async function afterWrite<T>(write: Promise<T>, then: (written: T) => void): Promise<void> {
  let written: T;
  try {
    written = await write;
  } catch {
    return;
  }
  then(written);
}
