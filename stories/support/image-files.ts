/**
 * Image files for upload stories, made in the browser: a real PNG of any size
 * and a GIF disguised as a PNG (only its first bytes tell what it is).
 */
import { PNG } from 'pngjs/browser';

/** A real PNG: a blue block on a light page, `width`×`height` pixels. */
export function pngFile(name: string, width = 640, height = 400): File {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (width * y + x) * 4;
      const inside = x > width / 8 && x < (width * 7) / 8 && y > height / 4 && y < (height * 3) / 4;
      png.data[offset] = inside ? 47 : 246;
      png.data[offset + 1] = inside ? 111 : 245;
      png.data[offset + 2] = inside ? 222 : 249;
      png.data[offset + 3] = 255;
    }
  }
  return new File([new Uint8Array(PNG.sync.write(png))], name, { type: 'image/png' });
}

/** A GIF's bytes under a .png name and type. */
export function gifNamedPng(name: string): File {
  const bytes = [...'GIF89a'].map((character) => character.charCodeAt(0));
  return new File([new Uint8Array([...bytes, 1, 0, 1, 0, 0x80, 0, 0])], name, { type: 'image/png' });
}
