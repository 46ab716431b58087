/**
 * The flash messages on screen (FlashMessage: an alert or status with a
 * "Dismiss notification" button), found whether or not a modal panel hides
 * them from the accessibility tree — and whether one covers another element.
 */
import { within } from 'storybook/test';

export function flashesShown(document: Document): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[role="alert"], [role="status"]')].filter(
    (element) => within(element).queryByRole('button', { name: 'Dismiss notification', hidden: true }) !== null,
  );
}

export const flashTexts = (document: Document) => flashesShown(document).map((flash) => flash.textContent ?? '');

/** Whether two elements' boxes on screen overlap. */
export function overlaps(a: Element, b: Element): boolean {
  const r = a.getBoundingClientRect();
  const s = b.getBoundingClientRect();
  return r.left < s.right && s.left < r.right && r.top < s.bottom && s.top < r.bottom;
}

/** Lets the app's deferred error handling (a refused save waits one task for its form) run. */
export const errorHandlingSettled = () => new Promise((resolve) => setTimeout(resolve, 300));
