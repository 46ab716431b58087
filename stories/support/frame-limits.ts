/**
 * Vitest's browser mode shows the story frame inside a test page and scales the
 * frame down (a CSS transform) whenever the frame is larger than the page.
 * A scaled screenshot has fractional pixels that round differently from one
 * machine to the next (1076×2164 here, 1075×2163 in CI), so the test page
 * (vitest.config.ts) must hold the largest frame a screenshot grows to
 * (stories/.storybook/vitest.setup.ts), and the setup checks the scale is 1.
 */
export const MAX_FRAME_WIDTH = 1_440;
export const MAX_FRAME_HEIGHT = 4_000;
