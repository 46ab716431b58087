/**
 * Loaded by the `storybook` Vitest project only (see vitest.config.ts), in the
 * browser, before the stories: gives `expectScreenshot` (stories/support) the
 * real visual-regression matcher of Vitest's browser mode,
 * `expect(page.elementLocator(element)).toMatchScreenshot()`, and
 * `resizeFrame` (stories/support) the frame's size.
 */
import { expect } from 'vitest';
import { page } from 'vitest/browser';
import { registerFrameResizer } from '../support/frame-size';
import { registerScreenshotMatcher } from '../support/screenshot';

const IMAGE_TIMEOUT_MS = 5_000;
/** The story frame never grows past the test page (vitest.config.ts), or it would be scaled down. */
export const MAX_FRAME_HEIGHT = 4_000;

/**
 * Pixels depend on the font and the icons: wait for both before capturing. The
 * font must be the bundled Roboto (@fontsource, imported by the preview), never
 * a system font, so that any machine renders the same pixels.
 */
async function settle(element: Element): Promise<void> {
  await document.fonts.ready;
  const bundledRoboto = [...document.fonts].some((face) => face.family.replace(/["']/g, '') === 'Roboto' && face.status === 'loaded');
  if (!bundledRoboto) throw new Error('The bundled Roboto web font is not loaded: the screenshot would depend on system fonts.');
  const images = [...element.querySelectorAll('img')];
  const deadline = Date.now() + IMAGE_TIMEOUT_MS;
  while (images.some((image) => !image.complete) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A screenshot shows only what the story frame shows. A page taller than the
 * frame is captured whole by growing the frame to the page, then restoring it.
 */
async function growFrameToFit(element: Element): Promise<() => Promise<void>> {
  const { innerWidth: width, innerHeight: height } = window;
  const needed = Math.ceil(Math.max(document.documentElement.scrollHeight, element.getBoundingClientRect().bottom + window.scrollY));
  if (needed <= height) return async () => {};
  if (needed > MAX_FRAME_HEIGHT) throw new Error(`The story is ${needed}px tall; screenshots stop at ${MAX_FRAME_HEIGHT}px.`);
  await page.viewport(width, needed);
  return async () => {
    await page.viewport(width, height);
  };
}

registerScreenshotMatcher(async (element, name) => {
  await settle(element);
  const restore = await growFrameToFit(element);
  try {
    const locator = page.elementLocator(element);
    if (name === undefined) await expect(locator).toMatchScreenshot();
    else await expect(locator).toMatchScreenshot(name);
  } finally {
    await restore();
  }
});

registerFrameResizer(async (width, height) => {
  await page.viewport(width, height);
});
