import { describe, expect, it } from 'vitest';
import { dropOrder, stepOrder } from './sortable-order';

const ids = ['a', 'b', 'c', 'd'];

describe('dropOrder', () => {
  it('puts the dragged item where the one it was dropped on was', () => {
    expect(dropOrder(ids, 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(dropOrder(ids, 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
  });

  it('answers undefined when nothing moves or an id is unknown', () => {
    expect(dropOrder(ids, 'b', 'b')).toBeUndefined();
    expect(dropOrder(ids, 'x', 'b')).toBeUndefined();
    expect(dropOrder(ids, 'b', 'x')).toBeUndefined();
  });

  it('leaves the given list alone', () => {
    const list = [...ids];
    dropOrder(list, 'a', 'd');
    expect(list).toEqual(ids);
  });
});

describe('stepOrder', () => {
  it('moves an item one place earlier or later', () => {
    expect(stepOrder(ids, 'c', -1)).toEqual(['a', 'c', 'b', 'd']);
    expect(stepOrder(ids, 'c', 1)).toEqual(['a', 'b', 'd', 'c']);
  });

  it('cannot move the first item earlier or the last later', () => {
    expect(stepOrder(ids, 'a', -1)).toBeUndefined();
    expect(stepOrder(ids, 'd', 1)).toBeUndefined();
    expect(stepOrder(ids, 'x', 1)).toBeUndefined();
  });
});
