/**
 * Waits until `element`'s height has stayed the same for a few frames. A
 * DataGrid with rows of automatic height first lays rows out at an estimate,
 * then measures each one; a screenshot taken in between is a different
 * picture on a busy machine.
 */
export async function layoutSettled(element: Element, { stableFrames = 10, timeoutMs = 10_000 } = {}): Promise<void> {
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  const deadline = performance.now() + timeoutMs;
  let last = -1;
  let stable = 0;
  while (stable < stableFrames) {
    if (performance.now() > deadline) throw new Error(`The layout did not settle within ${timeoutMs} ms`);
    await frame();
    const height = element.getBoundingClientRect().height;
    stable = height === last ? stable + 1 : 0;
    last = height;
  }
}
