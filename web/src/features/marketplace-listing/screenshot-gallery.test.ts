import { describe, expect, it } from 'vitest';
import { screenshotCounts, screenshotDisplaySize, screenshotSrcSet } from './screenshot-gallery';

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

  it('gives the domain’s rules the contract’s counts: 2 to 5, and the spec’s sentence at 5', () => {
    expect(screenshotCounts).toEqual({ min: 2, max: 5, fullMessage: 'You cannot add anymore screenshots.' });
  });
});
