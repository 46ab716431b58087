import { describe, expect, it } from 'vitest';
import { revealPlacement } from './list-reveal';

describe('revealPlacement (issue 21 item 11: a new item is shown where the user can see it)', () => {
  it('leaves a row inside the preview where it is', () => {
    expect(revealPlacement(0, 6)).toEqual({ expand: false, page: 0 });
    expect(revealPlacement(5, 6)).toEqual({ expand: false, page: 0 });
  });

  it('expands the list for a row past the preview (the seventh feature)', () => {
    expect(revealPlacement(6, 6)).toEqual({ expand: true, page: 0 });
  });

  it('turns to the page that holds the row in a paged list', () => {
    expect(revealPlacement(49, 6, 50)).toEqual({ expand: true, page: 0 });
    expect(revealPlacement(50, 6, 50)).toEqual({ expand: true, page: 1 });
    expect(revealPlacement(999, 6, 50)).toEqual({ expand: true, page: 19 });
  });

  it('does nothing for a row that is not in the list (filtered out)', () => {
    expect(revealPlacement(-1, 6, 50)).toBeNull();
  });
});
