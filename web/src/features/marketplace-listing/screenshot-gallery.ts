/**
 * How the gallery shows screenshots (spec §5, §9): scaled to at most 300 px
 * high, sized from the record before the image arrives, and what it says when
 * there are too few or no room for more.
 */
import { SCREENSHOT_MAX_DISPLAY_HEIGHT_PX, SCREENSHOTS_MAX, SCREENSHOTS_MIN, TOO_MANY_SCREENSHOTS } from '../../api/listing-rules';
import type { Screenshot } from '../../api/screenshots';

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

export function canAddScreenshot(count: number): boolean {
  return count < SCREENSHOTS_MAX;
}

export type GalleryNotice =
  | { kind: 'too-few'; message: string }
  | { kind: 'full'; message: string };

/** Spec §5: 2 to 5 screenshots; adding is blocked at 5 with the spec's own sentence. */
export function galleryNotice(count: number): GalleryNotice | undefined {
  if (!canAddScreenshot(count)) return { kind: 'full', message: TOO_MANY_SCREENSHOTS };
  if (count < SCREENSHOTS_MIN) {
    return { kind: 'too-few', message: `Add at least ${SCREENSHOTS_MIN} screenshots; the listing has ${count}.` };
  }
  return undefined;
}

/** What deleting one screenshot would leave, when that is fewer than the listing needs. */
export function deletionWarning(count: number): string | undefined {
  const left = count - 1;
  if (left >= SCREENSHOTS_MIN) return undefined;
  return `The listing will then have ${left === 1 ? '1 screenshot' : `${left} screenshots`}, fewer than the ${SCREENSHOTS_MIN} it needs.`;
}
