import { describe, expect, it } from 'vitest';
import {
  canAddScreenshot,
  deletionWarning,
  galleryNotice,
  screenshotDisplaySize,
  screenshotSrcSet,
} from './screenshot-gallery';

describe('screenshot gallery', () => {
  it('scales a screenshot down to at most 300 px high, keeping its shape', () => {
    expect(screenshotDisplaySize({ width: 1280, height: 800 })).toEqual({ width: 480, height: 300 });
    expect(screenshotDisplaySize({ width: 800, height: 1600 })).toEqual({ width: 150, height: 300 });
  });

  it('never scales a small screenshot up', () => {
    expect(screenshotDisplaySize({ width: 400, height: 250 })).toEqual({ width: 400, height: 250 });
  });

  it('offers the retina image to 2× screens', () => {
    expect(screenshotSrcSet({ mediumUrl: '/m.png', retinaUrl: '/r.png' })).toBe('/m.png 1x, /r.png 2x');
  });

  it('blocks adding at 5 with the spec’s message', () => {
    expect(canAddScreenshot(4)).toBe(true);
    expect(canAddScreenshot(5)).toBe(false);
    expect(galleryNotice(5)).toEqual({ kind: 'full', message: 'You cannot add anymore screenshots.' });
  });

  it('says why the listing is incomplete with fewer than 2', () => {
    expect(galleryNotice(0)).toEqual({ kind: 'too-few', message: 'Add at least 2 screenshots; the listing has 0.' });
    expect(galleryNotice(1)).toEqual({ kind: 'too-few', message: 'Add at least 2 screenshots; the listing has 1.' });
    expect(galleryNotice(2)).toBeUndefined();
    expect(galleryNotice(4)).toBeUndefined();
  });

  it('warns before a delete that would leave too few', () => {
    expect(deletionWarning(3)).toBeUndefined();
    expect(deletionWarning(2)).toBe('The listing will then have 1 screenshot, fewer than the 2 it needs.');
    expect(deletionWarning(1)).toBe('The listing will then have 0 screenshots, fewer than the 2 it needs.');
  });
});
