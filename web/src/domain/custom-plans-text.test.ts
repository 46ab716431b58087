import { describe, expect, it } from 'vitest';
import {
  canSaveCustomPlansText,
  characterCount,
  CUSTOM_PLANS_TEXT_MAX,
  CUSTOM_PLANS_TEXT_TOO_LONG_MESSAGE,
  customPlansTextButtonLabel,
  customPlansTextCounter,
} from './custom-plans-text';

describe('custom plans text (spec §5, §9: 300 characters)', () => {
  it('is limited to 300 characters', () => {
    expect(CUSTOM_PLANS_TEXT_MAX).toBe(300);
    expect(CUSTOM_PLANS_TEXT_TOO_LONG_MESSAGE).toBe('Use at most 300 characters.');
  });

  it.each([
    ['', 300, false, '300 characters left'],
    ['a', 299, false, '299 characters left'],
    ['a'.repeat(299), 1, false, '1 character left'],
    ['a'.repeat(300), 0, false, '0 characters left'],
    ['a'.repeat(301), -1, true, '1 character too many'],
    ['a'.repeat(450), -150, true, '150 characters too many'],
    ['🚀'.repeat(300), 0, false, '0 characters left'], // one character each, though two UTF-16 units
    ['🚀'.repeat(301), -1, true, '1 character too many'],
    ['é'.repeat(300), 0, false, '0 characters left'],
    ['line\nbreak', 290, false, '290 characters left'],
  ])('%#: %j leaves %i, over the limit: %s, reads %j', (text, remaining, overLimit, label) => {
    expect(customPlansTextCounter(text)).toEqual({ remaining, overLimit, label });
    expect(canSaveCustomPlansText(text)).toBe(!overLimit);
  });

  it.each([
    ['', 0],
    ['abc', 3],
    ['🚀', 1],
    ['👍🏽', 2], // a base and a skin-tone modifier: two code points
    ['e\u0301', 2], // e and a combining accent
  ])('counts %j as %i', (text, count) => {
    expect(characterCount(text)).toBe(count);
  });
});

describe('the Edit Copy / Add text button (spec §2)', () => {
  it.each([
    [null, 'Add text'],
    [undefined, 'Add text'],
    ['', 'Add text'],
    ['   ', 'Add text'],
    ['Ask us about volume pricing.', 'Edit Copy'],
  ])('%j → %s', (text, label) => {
    expect(customPlansTextButtonLabel(text)).toBe(label);
  });
});
