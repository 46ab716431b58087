/**
 * The marketplace listing's limits (spec §5, §9), part of the contract: the
 * SPA checks them before sending, the sandbox checks them again on arrival.
 * Each check answers a sentence a person can act on, or `undefined` when the
 * input is fine.
 */
import { describeImageType, imageDimensions, imageTypeOf } from './image-files';

export const ICON_SIZE_PX = 70;
export const SCREENSHOTS_MIN = 2;
export const SCREENSHOTS_MAX = 5;
/** "each under 5 MB" */
export const SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
export const SCREENSHOT_MAX_DISPLAY_HEIGHT_PX = 300;
const SCREENSHOT_TYPES = ['png', 'jpeg'] as const;
/** What the file pickers offer (spec §5: the icon picker accepts image/png). */
export const ICON_ACCEPT = 'image/png';
export const SCREENSHOT_ACCEPT = 'image/png,image/jpeg';

export const TOO_MANY_SCREENSHOTS = 'You cannot add anymore screenshots.';

/** Spec §5 "Generations": Cedar and Fir; Cedar cannot be toggled. */
export const GENERATIONS = ['cedar', 'fir'] as const;
export const FIXED_GENERATION = 'cedar';

/** Spec §5 "Languages", in the order the listing shows them. */
export const LANGUAGES = ['clojure', 'go', 'java', 'node', 'php', 'python', 'ruby', 'scala'] as const;

/** An example button names a repository as `user/repo` (spec §5). */
export const REPOSITORY_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/;
export const REPOSITORY_MESSAGE = 'must be a repository in user/repo form, e.g. acme/postgres-example';

export function iconProblem(bytes: Uint8Array): string | undefined {
  const type = imageTypeOf(bytes);
  if (type !== 'png') return `The icon must be a PNG image; this is ${describeImageType(type)}.`;
  const size = imageDimensions(bytes);
  if (!size) return 'The icon is not a readable PNG image.';
  if (size.width !== ICON_SIZE_PX || size.height !== ICON_SIZE_PX) {
    return `The icon must be exactly ${ICON_SIZE_PX}×${ICON_SIZE_PX} pixels; this one is ${size.width}×${size.height}.`;
  }
  return undefined;
}

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function screenshotProblem(bytes: Uint8Array): string | undefined {
  const type = imageTypeOf(bytes);
  if (!(SCREENSHOT_TYPES as readonly string[]).includes(type)) {
    return `A screenshot must be a PNG or JPG image; this is ${describeImageType(type)}.`;
  }
  if (bytes.byteLength >= SCREENSHOT_MAX_BYTES) {
    return `A screenshot must be under ${megabytes(SCREENSHOT_MAX_BYTES)}; this one is ${megabytes(bytes.byteLength)}.`;
  }
  return undefined;
}
