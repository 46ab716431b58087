import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { addonPatchSchema } from './addon';
import { bytesOfDataUrl, imageDimensions, imageTypeOf } from './image-files';
import { REPOSITORY_PATTERN, SCREENSHOT_MAX_BYTES, iconProblem, screenshotProblem } from './listing-rules';

function png(width: number, height: number): Uint8Array {
  return new Uint8Array(PNG.sync.write(new PNG({ width, height })));
}
const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0]);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);

describe('image files are judged by their bytes', () => {
  it('recognises PNG, JPEG and GIF, whatever the name', () => {
    expect(imageTypeOf(png(1, 1))).toBe('png');
    expect(imageTypeOf(jpeg)).toBe('jpeg');
    expect(imageTypeOf(gif)).toBe('gif');
    expect(imageTypeOf(new TextEncoder().encode('<svg/>'))).toBe('unknown');
  });

  it("reads a PNG's size from its header", () => {
    expect(imageDimensions(png(70, 71))).toEqual({ width: 70, height: 71 });
    expect(imageDimensions(png(70, 70).slice(0, 20))).toBeUndefined();
  });

  it('decodes base64 data URLs and nothing else', () => {
    expect(bytesOfDataUrl('data:image/png;base64,iVBORw0KGgo=')).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(bytesOfDataUrl('https://example.com/icon.png')).toBeUndefined();
  });
});

describe('icon rule (spec §5: exactly 70×70, PNG)', () => {
  it('accepts a 70×70 PNG', () => {
    expect(iconProblem(png(70, 70))).toBeUndefined();
  });

  it('names the actual size or type of a wrong file', () => {
    expect(iconProblem(png(71, 70))).toBe('The icon must be exactly 70×70 pixels; this one is 71×70.');
    expect(iconProblem(jpeg)).toBe('The icon must be a PNG image; this is a JPEG image.');
  });

  it('is enforced by the PATCH contract on base64_icon', () => {
    const toDataUrl = (bytes: Uint8Array) => `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`;
    expect(addonPatchSchema.safeParse({ base64_icon: toDataUrl(png(70, 70)) }).success).toBe(true);
    const wrong = addonPatchSchema.safeParse({ base64_icon: toDataUrl(png(140, 140)) });
    expect(wrong.error?.issues[0]).toMatchObject({ path: ['base64_icon'], message: expect.stringContaining('140×140') });
  });
});

describe('screenshot rule (spec §5: PNG or JPG under 5 MB)', () => {
  it('accepts PNG and JPEG', () => {
    expect(screenshotProblem(png(1280, 800))).toBeUndefined();
    expect(screenshotProblem(jpeg)).toBeUndefined();
  });

  it('refuses GIF and files of 5 MB or more, saying why', () => {
    expect(screenshotProblem(gif)).toBe('A screenshot must be a PNG or JPG image; this is a GIF image.');
    const big = new Uint8Array(SCREENSHOT_MAX_BYTES);
    big.set(png(1, 1));
    expect(screenshotProblem(big)).toBe('A screenshot must be under 5.0 MB; this one is 5.0 MB.');
  });
});

describe('the listing PATCH contract', () => {
  it('accepts user/repo buttons only', () => {
    expect(REPOSITORY_PATTERN.test('acme-data/postgres-example')).toBe(true);
    for (const bad of ['acme', 'acme/', '/repo', 'https://github.com/a/b', 'a/b/c', 'a b/c']) expect(REPOSITORY_PATTERN.test(bad), bad).toBe(false);
  });

  it('refuses blank summaries, unknown attributes and dropping Cedar', () => {
    expect(addonPatchSchema.safeParse({ summary: '  ' }).error?.issues[0]?.message).toBe("can't be blank");
    expect(addonPatchSchema.safeParse({ state: 'ga' }).success).toBe(false);
    expect(addonPatchSchema.safeParse({ supported_generations: ['fir'] }).success).toBe(false);
    expect(addonPatchSchema.safeParse({ supported_generations: ['cedar'] }).success).toBe(true);
  });
});
