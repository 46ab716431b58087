/**
 * Resizing the story frame in the middle of a play function (a window that
 * widens or narrows while the page is open). Only a story run as a test
 * (Vitest browser mode) can resize its frame, so the story test setup
 * (`stories/.storybook/vitest.setup.ts`) registers the resizer here; in the
 * Storybook UI and the built gallery `resizeFrame` answers `false` and the
 * story skips the steps that need it.
 */
export type FrameResizer = (width: number, height: number) => Promise<void>;

const RESIZER = Symbol.for('partner-portal.stories.frame-resizer');

type WithResizer = typeof globalThis & { [RESIZER]?: FrameResizer };

export function registerFrameResizer(resizer: FrameResizer): void {
  (globalThis as WithResizer)[RESIZER] = resizer;
}

/** Resizes the frame to `width` × `height` CSS pixels; `false` where frames cannot be resized. */
export async function resizeFrame(width: number, height: number): Promise<boolean> {
  const resizer = (globalThis as WithResizer)[RESIZER];
  if (!resizer) return false;
  await resizer(width, height);
  return true;
}
