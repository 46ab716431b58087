import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusOnceShown } from './focus-once-shown';

/** A page whose element `id` appears after `appearsAfter` frames; the frames are run by hand. */
function pageWithLateElement(appearsAfter: number) {
  const frames: Array<() => void> = [];
  const focus = vi.fn();
  let frame = 0;
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  vi.stubGlobal('document', { getElementById: (id: string) => (id === 'price' && frame >= appearsAfter ? { focus } : null) });
  const runFrames = (count: number) => {
    for (let index = 0; index < count; index++) {
      frame += 1;
      frames.shift()?.();
    }
  };
  return { focus, runFrames, pending: () => frames.length };
}

afterEach(() => vi.unstubAllGlobals());

describe('focusOnceShown', () => {
  it('focuses the element on the first frame when it is already there', () => {
    const page = pageWithLateElement(1);
    focusOnceShown('price');
    page.runFrames(1);
    expect(page.focus).toHaveBeenCalledTimes(1);
    expect(page.pending()).toBe(0);
  });

  it('keeps looking frame by frame until the element is rendered, then focuses it once', () => {
    const page = pageWithLateElement(4);
    focusOnceShown('price');
    page.runFrames(3);
    expect(page.focus).not.toHaveBeenCalled();
    page.runFrames(1);
    expect(page.focus).toHaveBeenCalledTimes(1);
    expect(page.pending()).toBe(0);
  });

  it('gives up after its frames, leaving focus alone', () => {
    const page = pageWithLateElement(Infinity);
    focusOnceShown('price', 5);
    page.runFrames(5);
    expect(page.pending()).toBe(0);
    expect(page.focus).not.toHaveBeenCalled();
  });
});
