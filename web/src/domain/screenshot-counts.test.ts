import { describe, expect, it } from 'vitest';
import { canAddScreenshot, deletionWarning, galleryNotice } from './screenshot-counts';

/** Spec §5: 2 to 5 screenshots; 'You cannot add anymore screenshots.' at 5. */
const counts = { min: 2, max: 5, fullMessage: 'You cannot add anymore screenshots.' };

describe('screenshot counts (spec §5)', () => {
  it('blocks adding at 5 with the spec’s message', () => {
    expect(canAddScreenshot(4, counts)).toBe(true);
    expect(canAddScreenshot(5, counts)).toBe(false);
    expect(galleryNotice(5, counts)).toEqual({ kind: 'full', message: 'You cannot add anymore screenshots.' });
  });

  it('says why the listing is incomplete with fewer than 2', () => {
    expect(galleryNotice(0, counts)).toEqual({ kind: 'too-few', message: 'Add at least 2 screenshots; the listing has 0.' });
    expect(galleryNotice(1, counts)).toEqual({ kind: 'too-few', message: 'Add at least 2 screenshots; the listing has 1.' });
    expect(galleryNotice(2, counts)).toBeUndefined();
    expect(galleryNotice(4, counts)).toBeUndefined();
  });

  it('warns before a delete that would leave too few', () => {
    expect(deletionWarning(3, counts)).toBeUndefined();
    expect(deletionWarning(2, counts)).toBe('The listing will then have 1 screenshot, fewer than the 2 it needs.');
    expect(deletionWarning(1, counts)).toBe('The listing will then have 0 screenshots, fewer than the 2 it needs.');
  });
});
