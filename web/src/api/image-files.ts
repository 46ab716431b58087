/**
 * What an uploaded image really is, read from its first bytes rather than its
 * name or the browser's guess: the browser checks a file before uploading it,
 * the sandbox checks it again on arrival, with this same code.
 */

export type ImageType = 'png' | 'jpeg' | 'gif' | 'webp' | 'unknown';

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

/**
 * Width and height from a PNG's IHDR chunk, which the format requires to come
 * first; `undefined` when the bytes are not a PNG with an intact header.
 */
export function pngDimensions(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (bytes.length < 24 || !startsWith(bytes, PNG_SIGNATURE) || !startsWith(bytes, [0x49, 0x48, 0x44, 0x52], 12)) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  if (width === 0 || height === 0) return undefined;
  return { width, height };
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
