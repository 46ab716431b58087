/**
 * Loaded by the `storybook` Vitest project only (see vitest.config.ts), in the
 * browser, before the stories: gives `expectScreenshot` (stories/support) the
 * real visual-regression matcher of Vitest's browser mode,
 * `expect(page.elementLocator(element)).toMatchScreenshot()`, and
 * `resizeFrame` (stories/support) the frame's size.
 */
import { expect } from 'vitest';
import { page } from 'vitest/browser';
import { MAX_FRAME_HEIGHT } from '../support/frame-limits';
import { registerFrameResizer } from '../support/frame-size';
import { axeScope, describeViolations, flipScheme, registerOtherSchemeCheck, shownScheme, wantsAxe } from '../support/other-scheme-axe';
import { registerScreenshotMatcher } from '../support/screenshot';

const IMAGE_TIMEOUT_MS = 5_000;
const LOADING_TIMEOUT_MS = 2_000;
const ANIMATION_TIMEOUT_MS = 3_000;
/** An indeterminate progress indicator: a section still loading (LoadingState). */
const STILL_LOADING = '[role="progressbar"]:not([aria-valuenow])';

async function waitUntil(done: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * A click that opens something (a Collapse, a menu, a panel sliding in) starts
 * a CSS transition; a capture taken before it ends depends on how busy the
 * machine is (CI caught a card 1 px short, and a requirement half open). Wait
 * for every finite animation to end — spinners and pulses run forever and are
 * not waited for — then two frames, for react-transition-group's `onEntered`
 * (height: auto) to land. `performance.now()`: some stories shift `Date`.
 */
async function animationsFinished(timeoutMs = ANIMATION_TIMEOUT_MS): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  const finite = (animation: Animation) => animation.playState === 'running' && Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity);
  for (let running = document.getAnimations().filter(finite); running.length > 0; running = document.getAnimations().filter(finite)) {
    if (performance.now() > deadline) break;
    await Promise.race([Promise.allSettled(running.map((animation) => animation.finished)), new Promise((resolve) => setTimeout(resolve, 100))]);
  }
  await nextFrame();
  await nextFrame();
}

/**
 * Pixels depend on the font and the icons: wait for both before capturing. The
 * font must be the bundled Roboto (@fontsource, imported by the preview), never
 * a system font, so that any machine renders the same pixels.
 */
async function settle(element: Element): Promise<void> {
  await animationsFinished();
  await document.fonts.ready;
  const bundledRoboto = [...document.fonts].some((face) => face.family.replace(/["']/g, '') === 'Roboto' && face.status === 'loaded');
  if (!bundledRoboto) throw new Error('The bundled Roboto web font is not loaded: the screenshot would depend on system fonts.');
  // A section still loading when the frame is measured makes the page taller
  // than what is captured a moment later (a 100vh shell keeps the extra space:
  // 40 px once, in a full run only). Stories that show loading on purpose keep their
  // indicator and pay the wait once.
  await waitUntil(() => document.querySelector(STILL_LOADING) === null, LOADING_TIMEOUT_MS);
  const images = [...element.querySelectorAll('img')];
  await waitUntil(() => images.every((image) => image.complete), IMAGE_TIMEOUT_MS);
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
  // The newly shown part is laid out and painted on the next frames; a capture
  // before them missed the footer's text at the bottom of a grown page.
  await nextFrame();
  await nextFrame();
  return async () => {
    await page.viewport(width, height);
  };
}

/**
 * The test page scales a frame larger than itself (support/frame-limits.ts);
 * a scaled capture would compare fractional pixels. The orchestrator marks the
 * frame's holder with its scale.
 */
function expectUnscaledFrame(): void {
  const scale = window.frameElement?.parentElement?.getAttribute('data-scale');
  if (scale !== null && scale !== undefined && Number(scale) !== 1) {
    throw new Error(`The story frame is scaled by ${scale} (${window.innerWidth}×${window.innerHeight} in a smaller test page): the screenshot would not be pixel-exact.`);
  }
}

registerScreenshotMatcher(async (element, name) => {
  await settle(element);
  const restore = await growFrameToFit(element);
  try {
    expectUnscaledFrame();
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

/**
 * Axe in the scheme the story was not shown in (stories/support/other-scheme-axe.ts):
 * run from the preview's afterEach, after the light check and the screenshot.
 */
registerOtherSchemeCheck(async (a11y) => {
  if (!wantsAxe(a11y)) return;
  const other = shownScheme() === 'dark' ? 'light' : 'dark';
  const shownBackground = getComputedStyle(document.body).backgroundColor;
  const restore = flipScheme(other);
  try {
    // The page background comes from the scheme's CSS variables (CssBaseline):
    // if it did not change, the flip checked nothing and must say so.
    const otherBackground = getComputedStyle(document.body).backgroundColor;
    if (otherBackground === shownBackground) {
      throw new Error(`Switching the story to the ${other} scheme did not change the page background (${shownBackground}): its axe check would prove nothing.`);
    }
    const { default: axe } = await import('axe-core');
    const { context, spec, options, rules } = axeScope(a11y);
    if (rules.length === 0) return;
    axe.reset();
    axe.configure(spec);
    const result = await axe.run(context, options);
    if (result.violations.length > 0) throw new Error(describeViolations(other, result.violations));
  } finally {
    restore();
  }
});
