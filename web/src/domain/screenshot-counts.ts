/**
 * How many screenshots a listing has against what it needs (spec §5: 2 to 5;
 * adding is blocked at 5 with the spec's sentence; fewer than 2 leaves the
 * listing short). The numbers and the sentence are the contract's
 * (api/listing-rules.ts, which the sandbox enforces) and come in as `counts`:
 * domain/ takes only types from api/, so rule and contract share one source.
 */
export interface ScreenshotCounts {
  min: number;
  max: number;
  /** What the API answers to one screenshot too many. */
  fullMessage: string;
}

export function canAddScreenshot(count: number, counts: ScreenshotCounts): boolean {
  return count < counts.max;
}

export type GalleryNotice =
  | { kind: 'too-few'; message: string }
  | { kind: 'full'; message: string };

/** What the gallery says above its screenshots, if anything. */
export function galleryNotice(count: number, counts: ScreenshotCounts): GalleryNotice | undefined {
  if (!canAddScreenshot(count, counts)) return { kind: 'full', message: counts.fullMessage };
  if (count < counts.min) {
    return { kind: 'too-few', message: `Add at least ${counts.min} screenshots; the listing has ${count}.` };
  }
  return undefined;
}

/** What deleting one screenshot would leave, when that is fewer than the listing needs. */
export function deletionWarning(count: number, counts: ScreenshotCounts): string | undefined {
  const left = count - 1;
  if (left >= counts.min) return undefined;
  return `The listing will then have ${left === 1 ? '1 screenshot' : `${left} screenshots`}, fewer than the ${counts.min} it needs.`;
}
