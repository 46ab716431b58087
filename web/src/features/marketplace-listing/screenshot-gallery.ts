/**
 * How the gallery shows screenshots (spec §5, §9): scaled to at most 300 px
 * high, sized from the record before the image arrives; and the contract's
 * counts, in the shape the domain's rules (domain/screenshot-counts.ts) take.
 */
import { SCREENSHOT_MAX_DISPLAY_HEIGHT_PX, SCREENSHOTS_MAX, SCREENSHOTS_MIN, TOO_MANY_SCREENSHOTS } from '../../api/listing-rules';
import type { Screenshot } from '../../api/screenshots';
import type { ScreenshotCounts } from '../../domain/screenshot-counts';

export const screenshotCounts: ScreenshotCounts = { min: SCREENSHOTS_MIN, max: SCREENSHOTS_MAX, fullMessage: TOO_MANY_SCREENSHOTS };

/** The size a screenshot is drawn at: its own, scaled down (never up) to the display height. */
export function screenshotDisplaySize(
  { width, height }: Pick<Screenshot, 'width' | 'height'>,
  maxHeight: number = SCREENSHOT_MAX_DISPLAY_HEIGHT_PX,
): { width: number; height: number } {
  const scale = Math.min(1, maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The medium image for ordinary screens, the retina one for 2× screens. */
export function screenshotSrcSet(screenshot: Pick<Screenshot, 'mediumUrl' | 'retinaUrl'>): string {
  return `${screenshot.mediumUrl} 1x, ${screenshot.retinaUrl} 2x`;
}
