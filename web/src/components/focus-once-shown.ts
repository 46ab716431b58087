/** About half a second at 60 frames a second: a refetch's re-render lands well within it, even on a busy machine. */
const MAX_FRAMES = 30;

/**
 * Moves focus to the element with `id` once it is in the page. The element a
 * write's refetch brings (the form that replaces a notice) is rendered a task
 * after the write settles (TanStack Query notifies with a timeout), and on a
 * busy machine after the next frame: a single `requestAnimationFrame` then
 * found nothing, and focus stayed on the panel (CI, a withdrawn repricing).
 * Gives up after MAX_FRAMES frames, leaving focus where it was.
 */
export function focusOnceShown(id: string, framesLeft = MAX_FRAMES): void {
  requestAnimationFrame(() => {
    const element = document.getElementById(id);
    if (element) element.focus();
    else if (framesLeft > 1) focusOnceShown(id, framesLeft - 1);
  });
}
