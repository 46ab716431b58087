import { describe, expect, it } from 'vitest';
import { characterCounter, characterLimitHint } from './character-counter';

describe('the counter under a limited field', () => {
  it('says the limit before it is reached', () => {
    expect(characterLimitHint(80)).toBe('Up to 80 characters.');
  });

  it.each([
    [0, 80, '80 characters left', false],
    [79, 80, '1 character left', false],
    [80, 80, '0 characters left', false],
    [81, 80, '1 character too many', true],
    [352, 300, '52 characters too many', true],
  ])('%i of %i: %s', (count, max, label, over) => {
    expect(characterCounter(count, max)).toEqual({ label, over });
  });

  it('never shows a negative number', () => {
    for (let count = 0; count < 200; count += 7) expect(characterCounter(count, 80).label).not.toMatch(/-\d/);
  });
});
