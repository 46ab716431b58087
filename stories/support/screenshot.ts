/**
 * Visual regression for stories. Vitest's `toMatchScreenshot` exists only when
 * a story runs as a test (browser mode, `npm run test:stories`), so the story
 * test setup (`stories/.storybook/vitest.setup.ts`) registers it here, and
 * `expectScreenshot` is a no-op in the Storybook UI and the built gallery.
 */
export type ScreenshotMatcher = (element: Element, name?: string) => Promise<void>;

const MATCHER = Symbol.for('partner-portal.stories.screenshot-matcher');

type WithMatcher = typeof globalThis & { [MATCHER]?: ScreenshotMatcher };

export function registerScreenshotMatcher(matcher: ScreenshotMatcher): void {
  (globalThis as WithMatcher)[MATCHER] = matcher;
}

/**
 * Compares `element` (usually the story's `canvasElement`) with its committed
 * reference image, `__screenshots__/<file>/<name>-chromium-linux.png` beside
 * the story file. Without a reference the test fails (and `vitest -u` writes one).
 */
export async function expectScreenshot(element: Element, name?: string): Promise<void> {
  const matcher = (globalThis as WithMatcher)[MATCHER];
  if (matcher) await matcher(element, name);
}
