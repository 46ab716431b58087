import { describe, expect, it } from 'vitest';
import { characterCounter, characterLimitHint, limitedFieldHelp } from './character-counter';

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

describe('the help under a limited field says the limit once (issue 31 item 19)', () => {
  it('help that already says the limit stands alone: not "at most 80 characters. Up to 80 characters."', () => {
    expect(limitedFieldHelp('A few words, at most 80 characters.', 80)).toBe('A few words, at most 80 characters.');
    expect(limitedFieldHelp('Name is too long (at most 80 characters).', 80)).toBe('Name is too long (at most 80 characters).');
  });

  it('other help is followed by the limit; no help is the limit alone', () => {
    expect(limitedFieldHelp('Shown on the marketplace.', 80)).toBe('Shown on the marketplace. Up to 80 characters.');
    expect(limitedFieldHelp(undefined, 80)).toBe('Up to 80 characters.');
    expect(limitedFieldHelp('', 80)).toBe('Up to 80 characters.');
  });

  it('another number of characters is not the limit', () => {
    expect(limitedFieldHelp('At least 3 characters.', 80)).toBe('At least 3 characters. Up to 80 characters.');
    expect(limitedFieldHelp('Keep it under 180 characters.', 80)).toBe('Keep it under 180 characters. Up to 80 characters.');
  });
});
