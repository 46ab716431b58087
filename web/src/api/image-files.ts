/**
 * What an uploaded image really is, read from its bytes rather than its name
 * or the browser's guess: the browser checks a file before uploading it, the
 * sandbox checks it again on arrival, with this same code. The size comes from
 * `image-size` (browser and Node alike); the type named in messages from the
 * file's signature, so a PNG with a damaged header is still called a PNG.
 */
// Only the two readers the contract accepts: the package's `imageSize()` would
// bring all twenty formats into the workspace's chunk (4 kB more, gzipped).
import { JPG } from 'image-size/types/jpg';
import { PNG } from 'image-size/types/png';

type ImageType = 'png' | 'jpeg' | 'gif' | 'webp' | 'unknown';

interface Dimensions {
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean {
  return prefix.every((byte, index) => bytes[offset + index] === byte);
}

export function imageTypeOf(bytes: Uint8Array): ImageType {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return 'unknown';
}

/** A readable name for messages: "a GIF image", "a file that is not an image". */
export function describeImageType(type: ImageType): string {
  const names: Record<ImageType, string> = {
    png: 'a PNG image',
    jpeg: 'a JPEG image',
    gif: 'a GIF image',
    webp: 'a WebP image',
    unknown: 'a file that is not a PNG or JPEG image',
  };
  return names[type];
}

const readers = { png: PNG, jpeg: JPG } as const;

const isSide = (value: number) => Number.isInteger(value) && value > 0;

/**
 * Width and height of a PNG or JPEG from its header; `undefined` for any other
 * type, or when the header is cut short or damaged.
 */
export function imageDimensions(bytes: Uint8Array): Dimensions | undefined {
  const type = imageTypeOf(bytes);
  if (type !== 'png' && type !== 'jpeg') return undefined;
  try {
    if (!readers[type].validate(bytes)) return undefined;
    const { width, height } = readers[type].calculate(bytes);
    return isSide(width) && isSide(height) ? { width, height } : undefined;
  } catch {
    // The readers throw on headers they cannot read (cut short, damaged).
    return undefined;
  }
}

/** `data:image/png;base64,…` → bytes; `undefined` for anything that is not a base64 data URL. */
export function bytesOfDataUrl(dataUrl: string): Uint8Array | undefined {
  const match = /^data:[\w.+-]+\/[\w.+-]+;base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  if (!match) return undefined;
  const binary = atob(match[1]!);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
